'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, type FormEvent } from 'react';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { Button } from '@/components/ui/button';
import { AUDIT_KIND_NAMES, visibleKinds } from '@/lib/business/audit/kinds';
import { PERMISSIONS } from '@/lib/business/permission-names';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { cabinetPath, useProCabinet } from '../use-pro-cabinet';
import { AuditEntryLine, useAuditActionText, type AuditEntry } from './audit-entry';
import { auditSearch, readAuditFilter, type AuditFilter } from './audit-filter';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';

type PageMeta = { PAGE: number; PAGE_SIZE: number; TOTAL: number; PAGES: number };
type Person = { ID: number; FULL_NAME: string };

// The kind filter's order: the inboxes first, then the people, then the clinic.
const KIND_ORDER: readonly string[] = ['appointment_request', 'question', 'review', 'member', 'access_code', 'cabinet', 'company', 'service_request'];
const byKindOrder = (a: string, b: string) => (KIND_ORDER.indexOf(a) + 1 || 99) - (KIND_ORDER.indexOf(b) + 1 || 99);

const SELECT = 'min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink';

/**
 * The company's audit log: who changed what, when, newest first, filtered by member and by kind
 * (only the kinds the member's permissions cover), paged. The filter lives in the address, so a
 * link opens the same view; the form is a plain GET form that also works before the script.
 */
export function AuditView() {
  const t = useTranslations('BusinessAudit');
  const client = useApiClient();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { companyCode, cabinetCode, permissions, can } = useProCabinet();
  const kinds = useMemo(() => visibleKinds(PERMISSIONS.filter((name) => permissions?.[name])).sort(byKindOrder), [permissions]);
  const filter = readAuditFilter(params, kinds);
  const actionText = useAuditActionText();
  const { data: me } = useCurrentUser();
  const ids = { member: useId(), kind: useId() };

  const log = useQuery({
    queryKey: ['business', companyCode, cabinetCode, 'audit', filter],
    queryFn: async ({ signal }) =>
      client.get<{ data: AuditEntry[]; meta: PageMeta }>(cabinetPath('read', companyCode, cabinetCode, 'audit'), {
        query: { user_id: filter.member, kind: filter.kind, page: filter.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  // Everyone of the cabinet by name for a manager; others filter by themselves or by a name in the log.
  const members = useQuery({
    queryKey: ['business', companyCode, cabinetCode, 'audit', 'members'],
    enabled: can('members.manage'),
    queryFn: async ({ signal }) => (await client.get<{ data: { USER: Person }[] }>(cabinetPath('read', companyCode, cabinetCode, 'members'), { signal })).data.map((m) => m.USER),
  });

  const href = (next: AuditFilter) => `${pathname}${auditSearch(next)}`;
  const people = memberOptions(me ? { ID: me.ID, FULL_NAME: t('filters.me') } : null, members.data ?? [], log.data?.data ?? [], filter.member, (id) => t('filters.memberNo', { id }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const member = Number(form.get('member')) || null;
    const kind = AUDIT_KIND_NAMES.find((k) => k === form.get('kind')) ?? null;
    router.push(href({ member, kind, page: 1 }));
  }

  const meta = log.data?.meta;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </div>
      {/* The selects (not the form, which holds the focus on Apply) start anew from the address when it changes. */}
      <form method="get" action={pathname} onSubmit={apply} aria-label={t('filters.label')} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.member} className="text-sm font-medium">
            {t('filters.member')}
          </label>
          <select key={params.toString()} id={ids.member} name="member" defaultValue={filter.member ?? ''} className={SELECT}>
            <option value="">{t('filters.anyone')}</option>
            {people.map((person) => (
              <option key={person.ID} value={person.ID}>
                {person.FULL_NAME}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.kind} className="text-sm font-medium">
            {t('filters.kind')}
          </label>
          <select key={params.toString()} id={ids.kind} name="kind" defaultValue={filter.kind ?? ''} className={SELECT}>
            <option value="">{t('filters.anyKind')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{t('filters.apply')}</Button>
          {(filter.member !== null || filter.kind !== null) && (
            <Link href={pathname} className="text-brand-700 underline">
              {t('filters.reset')}
            </Link>
          )}
        </div>
      </form>

      <QueryStatus query={log} texts={loadTexts(t)} />
      {log.data && (
        <section aria-live="polite" aria-busy={log.isFetching} className="flex flex-col gap-3">
          <p className="text-sm text-muted">{t('total', { count: meta?.TOTAL ?? 0 })}</p>
          {log.data.data.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-4">{t('empty')}</p>
          ) : (
            <ul className="rounded-xl border border-slate-200 bg-white px-4">
              {log.data.data.map((entry) => (
                <AuditEntryLine
                  key={entry.ID}
                  entry={entry}
                  action={actionText(entry)}
                  who={(user) => (
                    <Link href={href({ ...filter, member: user.ID, page: 1 })} className="text-brand-800 underline">
                      {user.FULL_NAME}
                      <span className="sr-only"> — {t('onlyTheirs')}</span>
                    </Link>
                  )}
                />
              ))}
            </ul>
          )}
          {meta && meta.PAGES > 1 && <Pager filter={filter} pages={meta.PAGES} href={href} />}
        </section>
      )}
    </div>
  );
}

function Pager({ filter, pages, href }: { filter: AuditFilter; pages: number; href: (filter: AuditFilter) => string }) {
  const t = useTranslations('BusinessAudit');
  const page = Math.min(filter.page, pages);
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center gap-4">
      {page > 1 && (
        <Link href={href({ ...filter, page: page - 1 })} className="text-brand-700 underline">
          {t('previous')}
        </Link>
      )}
      <span>{t('page', { page, pages })}</span>
      {page < pages && (
        <Link href={href({ ...filter, page: page + 1 })} className="text-brand-700 underline">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}

/** The member filter's people: me first, then the cabinet's members, the log's authors, and whoever the address names. */
function memberOptions(me: Person | null, members: Person[], entries: AuditEntry[], selected: number | null, unnamed: (id: number) => string): Person[] {
  const people = new Map<number, Person>();
  if (me) people.set(me.ID, me);
  for (const person of [...members, ...entries.flatMap((entry) => (entry.USER ? [entry.USER] : []))]) if (!people.has(person.ID)) people.set(person.ID, { ID: person.ID, FULL_NAME: person.FULL_NAME });
  if (selected !== null && !people.has(selected)) people.set(selected, { ID: selected, FULL_NAME: unnamed(selected) });
  return [...people.values()];
}
