'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormAlert, SelectField, TextField } from '@/components/forms/fields';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { HidesPagesDialog } from './hides-pages-dialog';
import { LocaleTabs } from '@/components/pro/editor/locale-tabs';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import { useStaleFields } from '@/components/pro/translations/use-stale-fields';
import { SaveConflict } from '@/components/pro/save-conflict';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { Button } from '@/components/ui/button';
import { focusOnMount } from '@/components/ui/focus-on-mount';
import { isApiError } from '@/lib/api-client/errors';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from '@/lib/i18n/locales';
import { pickName, type MenuItemWire, type MenuTargets } from './menu-types';
import { useMenuCache } from './use-menu';

/** The form's values: what the item will be once saved (the preview shows them before). */
export type MenuItemDraft = Pick<MenuItemWire, 'NAME' | 'TYPE_CODE' | 'RELATION_TYPE' | 'RELATION_CODE' | 'ALIAS' | 'HIDDEN'>;

const NEW_ITEM: MenuItemDraft = { NAME: { ru: '' }, TYPE_CODE: 12, RELATION_TYPE: 1, RELATION_CODE: null, ALIAS: null, HIDDEN: false };

const draftOf = (item: MenuItemWire | null): MenuItemDraft =>
  item ? { NAME: item.NAME, TYPE_CODE: item.TYPE_CODE, RELATION_TYPE: item.RELATION_TYPE, RELATION_CODE: item.RELATION_CODE, ALIAS: item.ALIAS, HIDDEN: item.HIDDEN } : NEW_ITEM;

const bodyOf = (draft: MenuItemDraft) => ({
  name: Object.fromEntries(Object.entries(draft.NAME).filter(([, value]) => value)),
  type_code: draft.TYPE_CODE,
  relation_type: draft.RELATION_TYPE,
  relation_code: draft.RELATION_TYPE === 2 ? draft.RELATION_CODE : null,
  alias: draft.ALIAS,
  hidden: draft.HIDDEN,
});

/**
 * One menu item's form: its name in each offered language (tabs), where it leads (a section or
 * a material), an alias, hidden; a new item may be nested under a top-level item. Every change
 * goes to `onDraft` so the preview shows it before saving. A save over a colleague's is a
 * conflict (ConflictNotice).
 */
export function MenuItemForm({
  item,
  locales,
  targets,
  parents,
  onDraft,
  onDone,
}: {
  item: MenuItemWire | null;
  locales: readonly Locale[];
  targets: MenuTargets;
  parents: MenuItemWire[];
  onDraft: (draft: MenuItemDraft | null) => void;
  onDone: (savedId: number | null) => void;
}) {
  const t = useTranslations('BusinessMenu');
  const locale = useLocale() as Locale;
  const { client, write } = useCabinetCalls();
  const cache = useMenuCache();
  const errorTexts = useBusinessErrorTexts('menu.edit');
  const [draft, setDraft] = useState<MenuItemDraft>(() => draftOf(item));
  const [parentId, setParentId] = useState<string>('');
  // The browser's own check (a name in Russian) before any call: its errors stand until the next submit.
  const [unsent, setUnsent] = useState<{ errors: Record<string, string>; problem: string } | null>(null);
  const formId = useId();
  // Taking the colleague's version mounts the fields anew with its values (they are uncontrolled).
  const [round, setRound] = useState(0);
  // The server's words when the edit would take other items' pages off the site (hiding a group): asked before it is saved.
  const [hiding, setHiding] = useState<string | null>(null);

  useEffect(() => {
    onDraft(draft);
  }, [draft, onDraft]);
  useEffect(() => () => onDraft(null), [onDraft]);

  const update = (patch: Partial<MenuItemDraft>) => setDraft((value) => ({ ...value, ...patch }));

  // `confirmed`: the user agreed that the edit takes pages off the site; the server refuses such an edit without it.
  const save = useVersionedSave<MenuItemWire, boolean>({
    version: item?.VERSION ?? null,
    send: async (confirmed, version) =>
      (item
        ? await client.put<{ data: MenuItemWire }>(write(`menu/items/${item.ID}`), { ...bodyOf(draft), version, ...(confirmed && { confirm_hidden_pages: true }) })
        : await client.post<{ data: MenuItemWire }>(write('menu/items'), { ...bodyOf(draft), parent_id: parentId ? Number(parentId) : null })
      ).data,
    versionOf: (saved) => saved.VERSION,
    toast: (saved) => t(item ? 'saved' : 'created', { name: pickName(saved.NAME, locale) }),
    onSaved: async (saved) => {
      setHiding(null);
      // An edited item's row is there already: the form closes at once (the focus goes to its row and is
      // not taken away when the fresh menu arrives); a new item's row comes with the fresh menu.
      if (item) {
        onDone(saved.ID);
        void cache.refresh();
        return;
      }
      await cache.refresh();
      onDone(saved.ID);
    },
    onFailed: (error) => setHiding(isApiError(error) && error.code === 'menu_hides_pages' ? error.message : null),
    onTakeTheirs: (theirs) => {
      setDraft(draftOf(theirs));
      setRound((value) => value + 1);
    },
  });
  const stale = useStaleFields('menu', item?.ID, save.version);
  const errors = unsent?.errors ?? Object.fromEntries(Object.entries(save.fields).map(([field, code]) => [field, errorTexts[code] ?? errorTexts.invalid]));
  const asking = isApiError(save.error) && save.error.code === 'menu_hides_pages';
  const problem = unsent?.problem ?? (save.error === null || asking ? null : businessErrorText(errorTexts, save.error));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.NAME.ru?.trim()) {
      setUnsent({ errors: { 'name.ru': errorTexts.required }, problem: errorTexts.summary ?? errorTexts.invalid_input });
      return;
    }
    setUnsent(null);
    save.save(false);
  };

  const sectionOptions = [{ value: '', label: t('sectionGroup') }, ...targets.SECTIONS.map((section) => ({ value: String(section.TYPE_CODE), label: t(`sections.${section.KEY}` as never) }))];
  const materialOptions = [{ value: '', label: t('chooseMaterial') }, ...targets.MATERIALS.map((material) => ({ value: material.CODE, label: `${pickName(material.TITLE, locale)} (${material.CODE})` }))];
  const aliasOptions = [{ value: '', label: t('aliasNone') }, ...targets.ALIASES.map((alias) => ({ value: alias.ALIAS, label: alias.ALIAS }))];
  const name = pickName(draft.NAME, locale) || t('untitled');

  return (
    <>
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} ref={focusOnMount} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {item ? t('editItem', { name }) : t('newItem')}
      </h2>
      <SaveConflict save={save} fieldLabel={(field) => t(`fields.${field}` as never)} />
      {problem && !save.conflict ? <FormAlert>{problem}</FormAlert> : null}
      <div key={round} className="flex flex-col gap-4">
      <LocaleTabs locales={locales} isFilled={(value) => Boolean(draft.NAME[value])} hasError={(value) => Boolean(errors[`name.${value}`])} isStale={stale.localeStale}>
        {(value) => (
          <>
            <RussianOriginal locale={value} text={draft.NAME.ru} stale={stale} field="name" />
            <TextField
              id={`${formId}-name-${value}`}
              name={`name.${value}`}
              label={t('name')}
              required={value === 'ru'}
              lang={value}
              maxLength={100}
              defaultValue={draft.NAME[value] ?? ''}
              error={errors[`name.${value}`]}
              onChange={(event) => update({ NAME: { ...draft.NAME, [value]: (event.target as HTMLInputElement).value } as LocalizedText })}
            />
          </>
        )}
      </LocaleTabs>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('relation')}</legend>
        {[
          { value: 1, label: t('relationSection') },
          { value: 2, label: t('relationMaterial') },
        ].map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${formId}-relation`}
              value={option.value}
              checked={draft.RELATION_TYPE === option.value}
              onChange={() => update(option.value === 2 ? { RELATION_TYPE: 2, TYPE_CODE: 4 } : { RELATION_TYPE: 1, RELATION_CODE: null })}
              className="size-5"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {draft.RELATION_TYPE === 1 ? (
        <SelectField
          id={`${formId}-type`}
          name="type_code"
          label={t('section')}
          options={sectionOptions}
          defaultValue={draft.TYPE_CODE === null ? '' : String(draft.TYPE_CODE)}
          error={errors.type_code}
          onChange={(event) => {
            const value = (event.target as HTMLSelectElement).value;
            update({ TYPE_CODE: value ? Number(value) : null });
          }}
        />
      ) : (
        <SelectField
          id={`${formId}-material`}
          name="relation_code"
          label={t('material')}
          required
          options={materialOptions}
          hint={targets.MATERIALS.length === 0 ? t('noMaterials') : undefined}
          defaultValue={draft.RELATION_CODE ?? ''}
          error={errors.relation_code}
          onChange={(event) => update({ RELATION_CODE: (event.target as HTMLSelectElement).value || null })}
        />
      )}
      <SelectField
        id={`${formId}-alias`}
        name="alias"
        label={t('alias')}
        hint={t('aliasHint')}
        options={aliasOptions}
        defaultValue={draft.ALIAS ?? ''}
        error={errors.alias}
        onChange={(event) => update({ ALIAS: (event.target as HTMLSelectElement).value || null })}
      />
      {!item ? (
        <SelectField
          id={`${formId}-parent`}
          name="parent_id"
          label={t('parent')}
          options={[{ value: '', label: t('parentNone') }, ...parents.map((parent) => ({ value: String(parent.ID), label: pickName(parent.NAME, locale) }))]}
          defaultValue={parentId}
          error={errors.parent_id}
          onChange={(event) => setParentId((event.target as HTMLSelectElement).value)}
        />
      ) : null}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="hidden" checked={draft.HIDDEN} onChange={(event) => update({ HIDDEN: event.target.checked })} className="size-5" />
        {t('hidden')}
      </label>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.saving} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
    <HidesPagesDialog text={hiding} onClose={() => setHiding(null)} busy={save.saving} onConfirm={() => save.save(true)} />
    </>
  );
}
