'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { explainMenu, type ExplainedMenuItem } from '@/lib/menu/build-menu';
import type { MenuEntry, MenuItemRecord } from '@/lib/menu/types';
import { siteMenuOptions, type MenuSite } from './menu-types';

/**
 * The menu as the public site will show it, built by the site's own buildMenu (through
 * explainMenu, which shares its rules) from the editor's unsaved tree and form, in a chosen
 * language; and, for every item it leaves out, why.
 */
export function MenuPreview({ records, site, materialCodes }: { records: MenuItemRecord[]; site: MenuSite; materialCodes: ReadonlySet<string> }) {
  const t = useTranslations('BusinessMenu.preview');
  const tEditor = useTranslations('BusinessEditor');
  const pageLocale = useLocale() as Locale;
  const [chosen, setChosen] = useState<Locale>(site.LOCALES.includes(pageLocale) ? pageLocale : 'ru');
  const locale = site.LOCALES.includes(chosen) ? chosen : 'ru';
  const selectId = useId();
  const { menu, items } = useMemo(
    () =>
      explainMenu(records, { ...siteMenuOptions(site, locale, t('home')), materialCodes }),
    [records, locale, site, materialCodes, t],
  );
  const notShown = collect(items, (item) => !item.shown);
  const missing = collect(items, (item) => item.shown && item.materialMissing);
  const codeOf = (id: number) => findRecord(records, id)?.relationCode ?? '';

  return (
    <section aria-labelledby="menu-preview-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="menu-preview-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('hint')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('locale')}
        </label>
        <select id={selectId} value={locale} onChange={(event) => setChosen(event.target.value as Locale)} className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2">
          {site.LOCALES.map((value) => (
            <option key={value} value={value} lang={value}>
              {tEditor(`languages.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={t('menuLabel')} lang={locale} data-testid="menu-preview">
        <PreviewList entries={menu} />
      </nav>
      <h3 className="font-semibold">{t('notShownTitle')}</h3>
      {notShown.length === 0 ? (
        <p className="text-sm">{t('allShown')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="menu-preview-hidden">
          {notShown.map((item) => (
            <li key={item.id}>{t('reasonLine', { name: item.title, reason: t(`reasons.${item.reason ?? 'parent_not_shown'}`) })}</li>
          ))}
        </ul>
      )}
      {missing.map((item) => (
        <p key={item.id} className="text-sm text-amber-900">
          {t('materialMissing', { name: item.title, code: codeOf(item.id) })}
        </p>
      ))}
    </section>
  );
}

function PreviewList({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="font-medium">{entry.title}</span> <span className="break-all text-xs text-muted">{entry.link}</span>
          {entry.items.length > 0 ? (
            <div className="ms-4 mt-1 border-s border-slate-200 ps-3">
              <PreviewList entries={entry.items} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function collect(items: ExplainedMenuItem[], keep: (item: ExplainedMenuItem) => boolean): ExplainedMenuItem[] {
  return items.flatMap((item) => [...(keep(item) ? [item] : []), ...collect(item.items, keep)]);
}

function findRecord(records: MenuItemRecord[], id: number): MenuItemRecord | undefined {
  for (const record of records) {
    if (record.id === id) return record;
    const found = findRecord(record.items, id);
    if (found) return found;
  }
  return undefined;
}
