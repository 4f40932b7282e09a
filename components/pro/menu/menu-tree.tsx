'use client';

import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { hasOwnPage } from '@/lib/menu/build-menu';
import { canMove, type TreeMove } from '@/lib/menu/tree';
import { pickName, type EditorNode, type MenuItemWire } from './menu-types';

const MOVES: { move: TreeMove; symbol: string; key: 'moveUp' | 'moveDown' | 'indent' | 'outdent' }[] = [
  { move: 'up', symbol: '↑', key: 'moveUp' },
  { move: 'down', symbol: '↓', key: 'moveDown' },
  { move: 'indent', symbol: '→', key: 'indent' },
  { move: 'outdent', symbol: '←', key: 'outdent' },
];

const ICON_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-base hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

export type TreeActions = {
  onMove: (id: number, move: TreeMove) => void;
  onDrop: (id: number, overId: number) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  buttonRef: (key: string) => (element: HTMLButtonElement | null) => void;
};

/**
 * The menu as a tree list. Each item has buttons to move it up or down among its siblings, nest it
 * under the item above (indent), move it out of its group (outdent), edit and delete it; a button
 * that cannot act is aria-disabled (it keeps the focus after a move). Pointer users drag an item
 * by its handle (dnd-kit); the handle is not a keyboard stop: the buttons are the keyboard's way.
 */
export function MenuTree({ tree, byId, actions }: { tree: EditorNode[]; byId: ReadonlyMap<number, MenuItemWire>; actions: TreeActions }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const ids = flatIds(tree);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) actions.onDrop(Number(active.id), Number(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <TreeLevel nodes={tree} tree={tree} byId={byId} actions={actions} />
      </SortableContext>
    </DndContext>
  );
}

function flatIds(nodes: EditorNode[]): number[] {
  return nodes.flatMap((node) => [node.id, ...flatIds(node.items)]);
}

function TreeLevel({ nodes, tree, byId, actions, nested = false }: { nodes: EditorNode[]; tree: EditorNode[]; byId: ReadonlyMap<number, MenuItemWire>; actions: TreeActions; nested?: boolean }) {
  return (
    <ul className={nested ? 'ms-4 mt-2 flex flex-col gap-2 border-s-2 border-slate-200 ps-3 sm:ms-8' : 'flex flex-col gap-2'} data-testid={nested ? undefined : 'menu-tree'}>
      {nodes.map((node) => (
        <TreeRow key={node.id} node={node} tree={tree} byId={byId} actions={actions} />
      ))}
    </ul>
  );
}

function TreeRow({ node, tree, byId, actions }: { node: EditorNode; tree: EditorNode[]; byId: ReadonlyMap<number, MenuItemWire>; actions: TreeActions }) {
  const t = useTranslations('BusinessMenu');
  const locale = useLocale() as Locale;
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: node.id });
  const item = byId.get(node.id);
  const name = (item && pickName(item.NAME, locale)) || t('untitled');
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'relative z-10 opacity-80' : undefined} data-menu-item={name}>
      <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-2">
        <span {...listeners} aria-hidden="true" title={t('drag', { name })} className="inline-flex min-h-11 min-w-8 cursor-grab touch-none items-center justify-center text-slate-500 select-none">
          ⠿
        </span>
        <span className="min-w-0 flex-1 basis-40 font-medium break-words">
          {name}
          {item?.HIDDEN ? <span className="ms-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-700">{t('hiddenBadge')}</span> : null}
        </span>
        <span className="flex flex-wrap gap-1">
          {MOVES.map(({ move, symbol, key }) => {
            const possible = canMove(tree, node.id, move);
            return (
              <button
                key={move}
                type="button"
                ref={actions.buttonRef(`${node.id}:${move}`)}
                aria-label={t(key, { name })}
                title={t(key, { name })}
                aria-disabled={possible ? undefined : true}
                onClick={() => possible && actions.onMove(node.id, move)}
                className={ICON_BUTTON}
              >
                <span aria-hidden="true">{symbol}</span>
              </button>
            );
          })}
          <button type="button" ref={actions.buttonRef(`${node.id}:edit`)} aria-label={t('edit', { name })} title={t('edit', { name })} onClick={() => actions.onEdit(node.id)} className={ICON_BUTTON}>
            <span aria-hidden="true">✎</span>
          </button>
          <button type="button" aria-label={t('remove', { name })} title={t('remove', { name })} onClick={() => actions.onDelete(node.id)} className={`${ICON_BUTTON} text-red-800`}>
            <span aria-hidden="true">✕</span>
          </button>
        </span>
      </div>
      {node.items.length > 0 && item && hasOwnPage({ alias: item.ALIAS, relationType: item.RELATION_TYPE, relationCode: item.RELATION_CODE, typeCode: item.TYPE_CODE }) ? (
        <p className="ms-4 mt-1 text-sm text-muted sm:ms-8" data-testid="menu-own-page">
          {t('ownPageFirst', { name })}
        </p>
      ) : null}
      {node.items.length > 0 ? <TreeLevel nodes={node.items} tree={tree} byId={byId} actions={actions} nested /> : null}
    </li>
  );
}
