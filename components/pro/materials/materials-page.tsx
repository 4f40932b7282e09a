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
import { PriceImport, type PricesImported } from './price-import';
import { OWN_PAGES, pickText, type MaterialWire } from './materials-types';
import { useMaterialsKey } from './use-materials-key';

type Kind = MaterialWire['kind'];

/** The price lists (segment 'prices', content.edit; issue 31): the materials of kind 'prices'; publish, hide, delete. */
export function MaterialsPage({ kind }: { kind: Kind }) {
  // ?item=new a new material, ?item=12 a material; none: the list.
  const item = readItemParam(useSearchParams(), 'item');
  return <RequirePermission permission="content.edit">{item === null ? <MaterialsList kind={kind} level={1} /> : <MaterialEditor id={item === 'new' ? null : item} kind={kind} />}</RequirePermission>;
}

/**
 * The clinic's materials of one kind, each linked to its editor, with a button that creates one
 * of that kind (?item=new on the same page): the Prices page (its h1) and a section of Pages (an h2).
 */
export function MaterialsList({ kind, level }: { kind: Kind; level: 1 | 2 }) {
  const t = useTranslations('BusinessMaterials');
  const tk = useTranslations(kind === 'prices' ? 'BusinessMaterials.lists.prices' : 'BusinessMaterials.lists.pages');
  const Heading = level === 1 ? 'h1' : 'h2';
  const imports = useTranslations('Imports.ui');
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<PricesImported | null>(null);
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useMaterialsKey();
  const list = useQuery({ queryKey: [...key, 'list'], queryFn: async ({ signal }) => (await client.get<{ data: MaterialWire[] }>(cabinetPath('read', companyCode, cabinetCode, 'materials'), { signal })).data });
  const ofKind = list.data?.filter((material) => material.kind === kind);
  const titleId = `materials-${kind}`;
  return (
    <section aria-labelledby={titleId} className={level === 1 ? 'flex flex-col gap-5' : 'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6'}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Heading id={titleId} className={level === 1 ? 'text-2xl font-bold' : 'text-xl font-semibold'}>
            {tk('title')}
          </Heading>
          <p className="mt-1 text-muted">{tk('intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {kind === 'prices' && (
            <Button variant="secondary" aria-expanded={importing} onClick={() => setImporting(!importing)}>
              {imports('open')}
            </Button>
          )}
          <Link href={`${pathname}?item=new`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-800">
            {tk('create')}
          </Link>
        </div>
      </header>
      {kind === 'prices' && importing && (
        <PriceImport
          lists={(list.data ?? []).filter((material) => material.kind === 'prices')}
          onImported={(answer) => {
            setImporting(false);
            setImported(answer);
          }}
        />
      )}
      {imported && (
        <p role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4" data-prices-imported>
          {imports('imported', { count: imported.imported })}{' '}
          <Link href={`${pathname}?item=${imported.data.id}`} className="font-medium text-brand-700 underline underline-offset-4">
            {imports('openList', { title: pickText(imported.data.title, locale) || imported.data.code })}
          </Link>
        </p>
      )}
      <QueryStatus query={list} texts={loadTexts(t)} />
      {ofKind?.length === 0 && <p className="text-muted">{tk('empty')}</p>}
      {ofKind && ofKind.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={tk('listLabel')}>
          {ofKind.map((material) => (
            <li key={material.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3" data-material-row={material.code}>
              <div className="min-w-0">
                <Link href={`${pathname}?item=${material.id}`} className="font-medium text-brand-700 underline underline-offset-4">
                  {pickText(material.title, locale) || material.code}
                </Link>
                <p className="text-sm text-muted">
                  <span className="font-mono">{OWN_PAGES.includes(material.code) ? `/${material.code}` : `/materials/${material.code}`}</span>
                  {' · '}
                  {material.menu_items.length > 0 ? t('inMenu', { items: material.menu_items.map((m) => `«${pickText(m.name, locale)}»`).join(', ') }) : t('notInMenu')}
                </p>
              </div>
              <StatusBadge tone={material.published ? 'good' : 'off'} caption={t('statusCaption')} label={material.published ? t('published') : t('hidden')} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
