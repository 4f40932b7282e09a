'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { offeredLocales } from '@/components/pro/news/news-types';
import { PageHeader } from '@/components/pro/page-header';
import { RequirePermission } from '@/components/pro/require-permission';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Permission } from '@/lib/business/permission-names';
import type { Locale } from '@/lib/i18n/locales';

type Segment = { namespace: 'BusinessContacts'; path: 'contacts' } | { namespace: 'BusinessHome'; path: 'home' };

/** The form of a clinic-wide content editor, given the stored value, the offered languages and the save (PUT, the cache updated). */
export type ContentFormRender<W> = (stored: W, locales: Locale[], save: (body: Record<string, unknown>) => Promise<W>) => ReactNode;

/**
 * A clinic-wide content editor's page (contacts, the home page's blocks): the permission it needs,
 * its heading and intro, the stored value (GET …/business/{path}) and, once read, its form.
 */
export function ContentEditorPage<W>({ permission, segment, form }: { permission: Permission; segment: Segment; form: ContentFormRender<W> }) {
  return (
    <RequirePermission permission={permission}>
      <ContentEditor segment={segment} form={form} />
    </RequirePermission>
  );
}

function ContentEditor<W>({ segment, form }: { segment: Segment; form: ContentFormRender<W> }) {
  const t = useTranslations(segment.namespace);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const key = ['business', companyCode, cabinetCode, segment.path] as const;
  const stored = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await client.get<{ data: W }>(cabinetPath('read', companyCode, cabinetCode, segment.path), { signal })).data });
  const save = async (body: Record<string, unknown>) => {
    const saved = (await client.put<{ data: W }>(cabinetPath('write', companyCode, cabinetCode, segment.path), body)).data;
    queryClient.setQueryData(key, saved);
    return saved;
  };
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('title')} intro={t('intro')} />
      <QueryStatus query={stored} texts={loadTexts(t)} />
      {stored.data !== undefined && form(stored.data, offeredLocales(company), save)}
    </div>
  );
}
