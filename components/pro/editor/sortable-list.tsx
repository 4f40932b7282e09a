'use client';

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';

type Item = { id: number; label: string };

/**
 * A list whose order the member changes by dragging (a handle: mouse, touch, or the keyboard with
 * Space and the arrows, as @dnd-kit/sortable does) or by the Move up / Move down buttons of each
 * row. Every move gives the new order of IDs to `onMove` (the caller saves it). The announcements
 * for screen readers are in the member's language ({namespace}.sortable).
 */
export function SortableList<T extends Item>({
  items,
  onMove,
  disabled,
  layout = 'list',
  label,
  namespace,
  children,
}: {
  /** Where the texts are: `{namespace}.sortable` of BusinessDoctors or BusinessGallery. */
  namespace: 'BusinessDoctors' | 'BusinessGallery';
  items: T[];
  onMove: (ids: number[]) => void;
  disabled?: boolean;
  layout?: 'list' | 'grid';
  /** The list's accessible name. */
  label: string;
  children: (item: T, controls: ReactNode) => ReactNode;
}) {
  const t = useTranslations(`${namespace}.sortable`);
  const describedBy = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) => items.find((item) => item.id === Number(id))?.label ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { name: labelOf(active.id), position: positionOf(active.id), total: items.length }),
    onDragOver: ({ active, over }) => (over ? t('over', { name: labelOf(active.id), position: positionOf(over.id), total: items.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dropped', { name: labelOf(active.id), position: positionOf(over.id), total: items.length }) : undefined),
    onDragCancel: ({ active }) => t('cancelled', { name: labelOf(active.id) }),
  };
  const ids = items.map((item) => item.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onMove(arrayMove(ids, from, to));
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}>
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} aria-describedby={describedBy} className={layout === 'grid' ? 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-2'}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id}>
              {(handle) =>
                children(
                  item,
                  <div className="flex shrink-0 flex-wrap items-center gap-1">
                    {handle(t('drag', { name: item.label }))}
                    <button type="button" className={MOVE} disabled={disabled || index === 0} onClick={() => move(index, index - 1)} aria-label={t('up', { name: item.label })}>
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button type="button" className={MOVE} disabled={disabled || index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={t('down', { name: item.label })}>
                      <span aria-hidden="true">↓</span>
                    </button>
                  </div>,
                )
              }
            </SortableRow>
          ))}
        </ul>
        <p id={describedBy} className="sr-only">
          {t('hint')}
        </p>
      </SortableContext>
    </DndContext>
  );
}

const MOVE = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-400 bg-white text-lg text-ink hover:bg-slate-100 disabled:opacity-40';

function SortableRow({ id, children }: { id: number; children: (handle: (label: string) => ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`rounded-xl border border-slate-200 bg-white p-3 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}>
      {children((label) => (
        <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={label} className={`${MOVE} cursor-grab touch-none`}>
          <span aria-hidden="true">⠿</span>
        </button>
      ))}
    </li>
  );
}
