'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { Input, type Texts } from '@/components/pro/site-content/editor-kit';
import { RussianOriginal } from '@/components/pro/translations/russian-original';
import type { StaleFields } from '@/components/pro/translations/use-stale-fields';

export type PriceRowValue = { service: Texts; price: string; from: boolean; note: Texts };
export type PriceGroupValue = { name: Texts; rows: PriceRowValue[] };
export type PriceListValue = { currency: 'KZT' | 'UZS'; groups: PriceGroupValue[] };

const move = <T,>(list: T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The price list as a table (issue 19): groups of rows (service, price, "from", note). On a desktop
 * every row is a table row under its headers; on a phone each row stacks its labelled fields, so one
 * price is edited in a few taps. The texts are those of one language at a time (a switch above the
 * table); prices and "from" are the same in every language. In another language than Russian, a
 * group's name and a row's service show their Russian original (and a stale translation's mark).
 */
export function PriceListEditor({
  value,
  onChange,
  locales,
  fieldError,
  stale,
}: {
  value: PriceListValue;
  onChange: (next: PriceListValue) => void;
  locales: readonly Locale[];
  fieldError: (path: string) => string | undefined;
  /** The price list's stale translations (kind 'price': groups.G.name, groups.G.rows.R.service). */
  stale?: StaleFields;
}) {
  const t = useTranslations('BusinessMaterials.prices');
  const tl = useTranslations('BusinessEditor.languages');
  const base = useId();
  const [lang, setLang] = useState<Locale>(locales[0] ?? 'ru');
  const setGroups = (groups: PriceGroupValue[]) => onChange({ ...value, groups });
  const setGroup = (index: number, group: PriceGroupValue) => setGroups(value.groups.map((g, i) => (i === index ? group : g)));
  const setRow = (g: number, r: number, row: PriceRowValue) => setGroup(g, { ...value.groups[g], rows: value.groups[g].rows.map((x, i) => (i === r ? row : x)) });
  const idOf = (...parts: (string | number)[]) => `${base}-${parts.join('-')}`;

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" data-price-editor>
      <legend className="px-1 font-semibold">{t('title')}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={idOf('lang')} className="text-sm font-medium">
            {t('textsIn')}
          </label>
          <select id={idOf('lang')} value={lang} onChange={(event) => setLang(event.target.value as Locale)} className="rounded-lg border border-slate-500 bg-white px-3 py-2">
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {tl(locale)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={idOf('currency')} className="text-sm font-medium">
            {t('currency')}
          </label>
          <select id={idOf('currency')} value={value.currency} onChange={(event) => onChange({ ...value, currency: event.target.value as 'KZT' | 'UZS' })} className="rounded-lg border border-slate-500 bg-white px-3 py-2">
            <option value="KZT">{t('kzt')}</option>
            <option value="UZS">{t('uzs')}</option>
          </select>
        </div>
      </div>
      {value.groups.map((group, g) => {
        const groupName = group.name[lang] ?? '';
        const groupLabel = groupName || group.name.ru || t('groupNumber', { number: g + 1 });
        return (
          <section key={g} aria-label={groupLabel} className="flex flex-col gap-3 rounded-lg border border-slate-300 p-3">
            <RussianOriginal locale={lang} text={group.name.ru} stale={stale} field={`groups.${g}.name`} />
            <div className="flex flex-wrap items-end gap-2">
              <Input
                id={idOf('g', g, 'name')}
                className="min-w-48 flex-1"
                label={t('groupName', { number: g + 1 })}
                lang={lang}
                value={groupName}
                maxLength={200}
                onChange={(event) => setGroup(g, { ...group, name: { ...group.name, [lang]: event.target.value } })}
                error={fieldError(`price_list.groups.${g}.name.${lang}`)}
              />
              <Button variant="secondary" size="sm" onClick={() => setGroups(move(value.groups, g, g - 1))} disabled={g === 0} aria-label={t('groupUp', { group: groupLabel })}>
                ↑
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setGroups(move(value.groups, g, g + 1))} disabled={g === value.groups.length - 1} aria-label={t('groupDown', { group: groupLabel })}>
                ↓
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setGroups(value.groups.filter((_, i) => i !== g))}>
                {t('removeGroup')}
                <span className="sr-only"> {groupLabel}</span>
              </Button>
            </div>
            <table className="w-full border-collapse text-sm max-sm:block">
              <caption className="sr-only">{groupLabel}</caption>
              <thead className="max-sm:hidden">
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-2 font-medium">{t('service')}</th>
                  <th scope="col" className="w-32 py-1 pr-2 font-medium">{t('price')}</th>
                  <th scope="col" className="w-16 py-1 pr-2 font-medium">{t('from')}</th>
                  <th scope="col" className="py-1 pr-2 font-medium">{t('note')}</th>
                  <th scope="col" className="py-1 font-medium"><span className="sr-only">{t('actions')}</span></th>
                </tr>
              </thead>
              <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
                {group.rows.map((row, r) => {
                  const rowLabel = row.service[lang] || row.service.ru || t('rowNumber', { number: r + 1 });
                  const path = `price_list.groups.${g}.rows.${r}`;
                  return (
                    <tr key={r} className="align-top max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:rounded-lg max-sm:border max-sm:border-slate-300 max-sm:p-3" data-price-row>
                      <td className="py-1 pr-2 max-sm:p-0">
                        <div className="flex flex-col gap-1">
                          <RussianOriginal locale={lang} text={row.service.ru} stale={stale} field={`groups.${g}.rows.${r}.service`} />
                          <Input id={idOf(g, r, 'service')} hideLabel="desktop" label={t('serviceOf', { number: r + 1 })} lang={lang} value={row.service[lang] ?? ''} maxLength={300} onChange={(event) => setRow(g, r, { ...row, service: { ...row.service, [lang]: event.target.value } })} error={fieldError(`${path}.service.${lang}`)} />
                        </div>
                      </td>
                      <td className="py-1 pr-2 max-sm:p-0">
                        <Input
                          id={idOf(g, r, 'price')}
                          hideLabel="desktop"
                          label={t('priceOf', { service: rowLabel })}
                          inputMode="numeric"
                          pattern="[0-9 ]*"
                          autoComplete="off"
                          value={row.price}
                          onChange={(event) => setRow(g, r, { ...row, price: event.target.value })}
                          error={fieldError(`${path}.price`)}
                          data-price-input
                        />
                      </td>
                      <td className="py-1 pr-2 max-sm:p-0">
                        <label className="flex min-h-11 items-center gap-2 sm:justify-center">
                          <input type="checkbox" className="size-5" checked={row.from} onChange={(event) => setRow(g, r, { ...row, from: event.target.checked })} />
                          <span className="sm:sr-only">{t('fromOf', { service: rowLabel })}</span>
                        </label>
                      </td>
                      <td className="py-1 pr-2 max-sm:p-0">
                        <Input id={idOf(g, r, 'note')} hideLabel="desktop" label={t('noteOf', { service: rowLabel })} lang={lang} value={row.note[lang] ?? ''} maxLength={300} onChange={(event) => setRow(g, r, { ...row, note: { ...row.note, [lang]: event.target.value } })} error={fieldError(`${path}.note.${lang}`)} />
                      </td>
                      <td className="py-1 max-sm:p-0">
                        <div className="flex gap-1">
                          <Button variant="secondary" size="sm" onClick={() => setGroup(g, { ...group, rows: move(group.rows, r, r - 1) })} disabled={r === 0} aria-label={t('rowUp', { service: rowLabel })}>
                            ↑
                          </Button>
                          <Button variant="secondary" size="sm" onClick={() => setGroup(g, { ...group, rows: move(group.rows, r, r + 1) })} disabled={r === group.rows.length - 1} aria-label={t('rowDown', { service: rowLabel })}>
                            ↓
                          </Button>
                          <Button variant="secondary" size="sm" onClick={() => setGroup(g, { ...group, rows: group.rows.filter((_, i) => i !== r) })} aria-label={t('removeRow', { service: rowLabel })}>
                            ✕
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <div>
              <Button variant="secondary" size="sm" onClick={() => setGroup(g, { ...group, rows: [...group.rows, { service: {}, price: '', from: false, note: {} }] })}>
                {t('addRow')}
                <span className="sr-only"> {groupLabel}</span>
              </Button>
            </div>
          </section>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => setGroups([...value.groups, { name: {}, rows: [{ service: {}, price: '', from: false, note: {} }] }])}>
          {t('addGroup')}
        </Button>
      </div>
    </fieldset>
  );
}

/** The editor's value as the API takes it: prices as numbers (spaces typed in «5 000» ignored; anything else is sent as is and refused there). */
export function priceListToBody(value: PriceListValue) {
  const clean = (texts: Texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text && text.trim()));
  return {
    currency: value.currency,
    groups: value.groups.map((group) => ({
      name: clean(group.name),
      rows: group.rows.map((row) => {
        const digits = row.price.replace(/[\s\u00a0]/g, '');
        const note = clean(row.note);
        return { service: clean(row.service), price: /^\d+$/.test(digits) ? Number(digits) : digits === '' ? -1 : Number.NaN, from: row.from, ...(Object.keys(note).length > 0 ? { note } : {}) };
      }),
    })),
  };
}
