'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { HidesPagesDialog } from './hides-pages-dialog';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { allQueries, loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isApiError } from '@/lib/api-client/errors';
import type { Locale } from '@/lib/i18n/locales';
import { pagesLost } from '@/lib/menu/reachable';
import { flattenTree, moveInTree, placeNear, type TreeMove } from '@/lib/menu/tree';
import { pushToast } from '@/stores/toast-store';
import { MenuItemForm, type MenuItemDraft } from './menu-item-form';
import { MenuPreview } from './menu-preview';
import { MenuTree } from './menu-tree';
import { pickName, siteMenuOptions, toRecords, toTree, type EditorMenu, type EditorNode, type MenuItemWire, type MenuTargets } from './menu-types';
import { useEditorMenu, useMenuCache, useMenuTargets } from './use-menu';

/** The menu editor (segment 'menu', menu.edit): the tree, one item's form, and the preview built as the site builds it. */
export function MenuEditor() {
  const t = useTranslations('BusinessMenu');
  const menu = useEditorMenu();
  const targets = useMenuTargets();
  const both = allQueries([menu, targets]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </div>
      <QueryStatus query={both} texts={loadTexts(t)} />
      {menu.data && targets.data ? <LoadedEditor menu={menu.data} targets={targets.data} /> : null}
    </div>
  );
}

type Editing = { id: number | 'new' } | null;

function LoadedEditor({ menu, targets }: { menu: EditorMenu; targets: MenuTargets }) {
  const t = useTranslations('BusinessMenu');
  const locale = useLocale() as Locale;
  const { client, write } = useCabinetCalls();
  const cache = useMenuCache();
  const errorTexts = useBusinessErrorTexts('menu.edit');

  const stored = useMemo(() => toTree(menu.ITEMS), [menu.ITEMS]);
  const [draftTree, setDraftTree] = useState<EditorNode[] | null>(null);
  const tree = draftTree ?? stored;
  const byId = useMemo(() => new Map(menu.ITEMS.map((item) => [item.ID, item])), [menu.ITEMS]);
  const [editing, setEditing] = useState<Editing>(null);
  const [formDraft, setFormDraft] = useState<MenuItemDraft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MenuItemWire | null>(null);
  // The pages an order would take off the site, said in the question asked before it is saved (issue 31).
  const [hiding, setHiding] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the moved row is rendered in its new place.
  const focusRequest = useRef<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const nameOf = useCallback((id: number) => (byId.get(id) ? pickName(byId.get(id)!.NAME, locale) : '') || t('untitled'), [byId, locale, t]);

  const buttonRef = useCallback(
    (name: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(name, element);
      else buttons.current.delete(name);
    },
    [],
  );

  // After a move the row is elsewhere in the list: the focus goes back to the same button of the moved item.
  useEffect(() => {
    const pending = focusRequest.current;
    if (!pending) return;
    focusRequest.current = null;
    buttons.current.get(pending)?.focus();
  }, [tree]);

  const announcePlace = (next: EditorNode[], id: number) => {
    const placements = flattenTree(next);
    const parentId = placements.find((p) => p.id === id)?.parentId ?? null;
    const siblings = placements.filter((p) => p.parentId === parentId);
    const position = siblings.findIndex((p) => p.id === id) + 1;
    const values = { name: nameOf(id), position, count: siblings.length };
    setAnnouncement(parentId === null ? t('placeTop', values) : t('placeIn', { ...values, parent: nameOf(parentId) }));
  };

  const onMove = (id: number, move: TreeMove) => {
    const next = moveInTree(tree, id, move);
    if (next === tree) return;
    setDraftTree(next);
    setProblem(null);
    announcePlace(next, id);
    focusRequest.current = `${id}:${move}`;
  };

  const onDrop = (id: number, overId: number) => {
    const flat = flattenTree(tree).map((p) => p.id);
    const next = placeNear(tree, id, overId, flat.indexOf(id) < flat.indexOf(overId) ? 'after' : 'before');
    if (next === tree) return;
    setDraftTree(next);
    announcePlace(next, id);
  };

  // `confirmed`: the user agreed that the order takes pages off the site; the server refuses such an order without it.
  const saveOrder = useVersionedSave<EditorMenu, boolean>({
    version: menu.MENU_VERSION,
    // The menu's version as read: an item created or deleted here raises it, and the menu is read again.
    send: async (confirmed) =>
      (
        await client.put<{ data: EditorMenu }>(write('menu/order'), {
          menu_version: menu.MENU_VERSION,
          items: flattenTree(tree).map((p) => ({ id: p.id, parent_id: p.parentId })),
          ...(confirmed && { confirm_hidden_pages: true }),
        })
      ).data,
    versionOf: (saved) => saved.MENU_VERSION,
    toast: () => t('orderSaved'),
    onSaved: (saved) => {
      cache.set(saved);
      setDraftTree(null);
      setHiding(null);
    },
    // A colleague's order meanwhile: this one is dropped and the menu read again (no notice: nothing to keep).
    onConflict: async () => {
      setHiding(null);
      setDraftTree(null);
      setProblem(t('orderConflict'));
      await cache.refresh();
    },
    onFailed: (error) => {
      // A page the editor could not know would go (a material hidden meanwhile): the server's answer names it, and the same question is asked.
      if (isApiError(error) && error.code === 'menu_hides_pages') return setHiding(error.message);
      setHiding(null);
      setProblem(t('actionFailed', { reason: businessErrorText(errorTexts, error) }));
    },
  });

  // Saving an order that takes a page off the site's menu (and so off the site and its sitemap) asks first.
  const requestSave = () => {
    setProblem(null);
    const lost = pagesLost(toRecords(stored, byId), toRecords(tree, byId), siteMenuOptions(menu.SITE, locale, ''));
    if (lost.length > 0) setHiding(t('hidesPagesText', { pages: lost.map((page) => page.title).join(', ') }));
    else saveOrder.save(false);
  };

  const remove = useMutation({
    mutationFn: (id: number) => client.delete(write(`menu/items/${id}`)),
    onSuccess: async (_answer, id) => {
      setDeleting(null);
      pushToast({ message: t('deleted', { name: nameOf(id) }), variant: 'success' });
      if (editing?.id === id) setEditing(null);
      await cache.refresh();
      addRef.current?.focus();
    },
    onError: (error) => {
      setDeleting(null);
      setProblem(t('actionFailed', { reason: businessErrorText(errorTexts, error) }));
    },
  });

  const dirty = draftTree !== null;
  const blockedByOrder = () => {
    if (!dirty) return false;
    setProblem(t('finishOrderFirst'));
    return true;
  };

  // The preview: the editor's tree, with the form's unsaved values over the stored item (a new item last).
  const previewRecords = useMemo(() => {
    const fields = new Map(byId);
    let nodes = tree;
    if (formDraft && editing) {
      const id = editing.id === 'new' ? -1 : editing.id;
      const base = editing.id === 'new' ? null : byId.get(editing.id);
      fields.set(id, { ...(base ?? { ID: -1, PARENT_ID: null, POSITION: 0, VERSION: 1 }), ...formDraft, ID: id } as MenuItemWire);
      if (editing.id === 'new') nodes = [...tree, { id: -1, items: [] }];
    }
    return toRecords(nodes, fields);
  }, [tree, byId, formDraft, editing]);
  const materialCodes = useMemo(() => new Set(targets.MATERIALS.map((material) => material.CODE)), [targets.MATERIALS]);

  const onDone = useCallback(
    (savedId: number | null) => {
      const was = editing;
      setEditing(null);
      setFormDraft(null);
      const target = savedId ?? (was && was.id !== 'new' ? was.id : null);
      setTimeout(() => (target !== null && buttons.current.get(`${target}:edit`) ? buttons.current.get(`${target}:edit`)!.focus() : addRef.current?.focus()), 0);
    },
    [editing],
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <section aria-labelledby="menu-tree-title" className="flex flex-col gap-3">
          <h2 id="menu-tree-title" className="text-lg font-semibold">
            {t('treeTitle')}
          </h2>
          <p className="text-sm text-muted">{t('treeHint')}</p>
          <p role="status" aria-live="polite" className="sr-only" data-testid="menu-announcement">
            {announcement}
          </p>
          {problem ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
              {problem}
            </p>
          ) : null}
          {tree.length === 0 ? <p>{t('empty')}</p> : <MenuTree tree={tree} byId={byId} actions={{ onMove, onDrop, onEdit: (id) => setEditing({ id }), onDelete: (id) => !blockedByOrder() && setDeleting(byId.get(id) ?? null), buttonRef }} />}
          {dirty ? (
            <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
              <p className="flex-1 basis-48">{t('orderChanged')}</p>
              <Button onClick={requestSave} loading={saveOrder.saving}
                loadingLabel={t('savingOrder')}
              >
                {t('saveOrder')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraftTree(null);
                  setAnnouncement('');
                }}
              >
                {t('undoOrder')}
              </Button>
            </div>
          ) : null}
          <div>
            <Button ref={addRef} variant="secondary" onClick={() => !blockedByOrder() && setEditing({ id: 'new' })}>
              {t('addItem')}
            </Button>
          </div>
        </section>
        {editing ? (
          <MenuItemForm
            key={String(editing.id)}
            item={editing.id === 'new' ? null : (byId.get(editing.id) ?? null)}
            locales={menu.SITE.LOCALES}
            targets={targets}
            parents={tree.map((node) => byId.get(node.id)!).filter(Boolean)}
            onDraft={setFormDraft}
            onDone={onDone}
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <MenuPreview records={previewRecords} site={menu.SITE} materialCodes={materialCodes} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('deleteTitle', { name: pickName(deleting.NAME, locale) }) : ''}
        text={t('deleteText')}
        confirm={t('deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.ID)}
      />
      <HidesPagesDialog text={hiding} onClose={() => setHiding(null)} busy={saveOrder.saving} onConfirm={() => saveOrder.save(true)} />
    </div>
  );
}
