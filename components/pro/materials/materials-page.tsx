'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { readItemParam } from '@/components/pro/read-item-param';
import { RequirePermission } from '@/components/pro/require-permission';
import { StatusBadge } from '@/components/pro/status-badge';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MaterialEditor } from './material-editor';
import { PriceImport } from './price-import';
import { OWN_PAGES, pickText, type MaterialWire } from './materials-types';
import { useMaterialsKey } from './use-materials-key';

/** Site materials (segment 'materials', content.edit): pages, the price list and the alias pages; publish, hide, delete. */
export function MaterialsPage() {
  // ?item=new a new material, ?item=12 a material; none: the list.
  const item = readItemParam(useSearchParams(), 'item');
  return <RequirePermission permission="content.edit">{item === null ? <MaterialsList /> : <MaterialEditor id={item === 'new' ? null : item} />}</RequirePermission>;
}

function MaterialsList() {
  const t = useTranslations('BusinessMaterials');
  const imports = useTranslations('Imports.ui');
  const [importing, setImporting] = useState(false);
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useMaterialsKey();
  const list = useQuery({ queryKey: [...key, 'list'], queryFn: async ({ signal }) => (await client.get<{ data: MaterialWire[] }>(cabinetPath('read', companyCode, cabinetCode, 'materials'), { signal })).data });
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-muted">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-expanded={importing} onClick={() => setImporting(!importing)}>
            {imports('open')}
          </Button>
          <Link href={`${pathname}?item=new`} className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {t('create')}
          </Link>
        </div>
      </header>
      {importing && <PriceImport lists={(list.data ?? []).filter((material) => material.kind === 'prices')} />}
      <QueryStatus query={list} texts={loadTexts(t)} />
      {list.data && (
        <ul className="flex flex-col gap-2" aria-label={t('listLabel')}>
          {list.data.map((material) => (
            <li key={material.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3" data-material-row={material.code}>
              <div className="min-w-0">
                <Link href={`${pathname}?item=${material.id}`} className="font-medium text-brand-700 underline underline-offset-4">
                  {pickText(material.title, locale) || material.code}
                </Link>
                <p className="text-sm text-muted">
                  <span className="font-mono">{OWN_PAGES.includes(material.code) ? `/${material.code}` : `/materials/${material.code}`}</span>
                  {material.kind === 'prices' && <> · {t('kinds.prices')}</>}
                  {' · '}
                  {material.menu_items.length > 0 ? t('inMenu', { items: material.menu_items.map((m) => `«${pickText(m.name, locale)}»`).join(', ') }) : t('notInMenu')}
                </p>
              </div>
              <StatusBadge tone={material.published ? 'good' : 'off'} caption={t('statusCaption')} label={material.published ? t('published') : t('hidden')} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
