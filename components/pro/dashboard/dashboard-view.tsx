'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { useBusinessStore } from '@/stores/business-store';
import { AuditEntryLine, useAuditActionText, type AuditEntry } from '../audit/audit-entry';
import { dashboardQueryKey, PRO_COUNTS_STALE_MS, PRO_LIVE_POLL_MS, type OpenCounts } from '../pro-counts-key';
import { proHref } from '../pro-sections';
import { cabinetPath, useProCabinet } from '../use-pro-cabinet';
import type { SetupStepWire } from '@/lib/business/setup-checklist/steps';
import { RecentVisits, type RecentVisit } from './recent-visits';
import { SetupChecklist } from './setup-checklist';
import { WeeklyFigure, type DashboardWeek } from './weekly-figure';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';

/** GET …/business/dashboard (lib/business/inbox/dashboard-routes.ts): each part null when the member's permissions do not cover it. */
export type Dashboard = {
  WEEKS: DashboardWeek[] | null;
  OPEN: OpenCounts;
  /** Null when the member may read no kind of the log. */
  RECENT_ACTIVITY: AuditEntry[] | null;
  /** Whether RECENT_ACTIVITY covers every kind of the log (an empty list then means an empty log). */
  ACTIVITY_ALL_KINDS: boolean;
  /** The company's issue e-mail (EMAIL null: none set); null for a member who neither handles requests nor edits the clinic. */
  ISSUE_EMAIL: { EMAIL: string | null } | null;
  /** The latest visits booked or cancelled; null without appointments.read (absent from an older answer). */
  RECENT_VISITS?: RecentVisit[] | null;
  /** The guided setup's steps (issue 31; absent from an older answer). */
  SETUP?: SetupStepWire[];
};

/** A clinic with no requests yet: every week and every open count the member may see is zero. */
function hasNoRequestsYet(board: Dashboard): boolean {
  if (!board.WEEKS) return false;
  const weeksEmpty = board.WEEKS.every((week) => !week.APPOINTMENTS && !week.QUESTIONS);
  return weeksEmpty && Object.values(board.OPEN).every((count) => !count);
}

/**
 * A cabinet's overview: the clinic's site and where its requests are mailed (SPEC 4 "Issue
 * e-mail"), requests and questions per week, the open items (links to the inboxes), and the
 * latest entries of the audit log. The cabinet's page reads the figures on the server and seeds
 * the cache with them (app/[locale]/pro/[companyCode]/[cabinetCode]/page.tsx).
 */
export function DashboardView({ siteHref }: { /** The clinic's site as /pro links it (lib/seo/urls proSiteHref), computed on the server. */ siteHref: string | null }) {
  const t = useTranslations('BusinessDashboard');
  const locale = useLocale() as Locale;
  const client = useApiClient();
  const { companyCode, cabinetCode, cabinet, company, can } = useProCabinet();
  const accounts = useBusinessStore((s) => s.businessAccounts);
  const account = accounts.find((a) => a.COMPANY_CODE === companyCode);
  const query = useQuery({
    queryKey: dashboardQueryKey(companyCode, cabinetCode),
    queryFn: async ({ signal }) => (await client.get<{ data: Dashboard }>(cabinetPath('read', companyCode, cabinetCode, 'dashboard'), { signal })).data,
    // Server-read with the page: not asked for again on opening; a status change invalidates it (proCountsKey).
    staleTime: PRO_COUNTS_STALE_MS,
    // New and cancelled visits (and the counts) show without a reload, as in the navigation.
    refetchInterval: PRO_LIVE_POLL_MS,
  });

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('cabinetLine', { company: account?.COMPANY_NAME ?? company?.COMPANY_NAME ?? companyCode, cabinet: cabinet?.NAME ?? String(cabinetCode) })}</p>
        {siteHref && (
          <p className="break-words">
            {t('siteLabel')}{' '}
            <a href={siteHref} className="font-semibold text-brand-700 underline">
              {siteHref}
            </a>
          </p>
        )}
        {query.data?.ISSUE_EMAIL && <IssueEmailLine email={query.data.ISSUE_EMAIL.EMAIL} settingsHref={can('company.edit') ? proHref(locale, companyCode, cabinetCode, 'settings') : null} />}
      </header>
      <QueryStatus query={query} texts={loadTexts(t)} />
      {query.data && (
        <DashboardParts board={query.data} locale={locale} companyCode={companyCode} cabinetCode={cabinetCode} />
      )}
    </div>
  );
}

/** SPEC 4 "Issue e-mail" as the company has it; the way to set it only for a member who may. */
function IssueEmailLine({ email, settingsHref }: { email: string | null; settingsHref: string | null }) {
  const t = useTranslations('BusinessDashboard');
  return (
    <p className="break-words text-sm" data-testid="dashboard-issue-email">
      {email ? t('issueEmail.set', { email }) : t('issueEmail.unset')}
      {!email && settingsHref && (
        <>
          {' '}
          <Link href={settingsHref} className="text-brand-700 underline">
            {t('issueEmail.settings')}
          </Link>
        </>
      )}
    </p>
  );
}

const CARD = 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4';

function DashboardParts({ board, locale, companyCode, cabinetCode }: { board: Dashboard; locale: Locale; companyCode: string; cabinetCode: number }) {
  const t = useTranslations('BusinessDashboard');
  const open = [
    { key: 'appointments', count: board.OPEN.APPOINTMENTS, segment: 'appointments' },
    { key: 'questions', count: board.OPEN.QUESTIONS, segment: 'questions' },
    { key: 'reviews', count: board.OPEN.REVIEWS_PENDING, segment: 'reviews' },
    { key: 'visits', count: board.OPEN.VISITS_UPCOMING ?? null, segment: 'calendar' },
  ] as const;
  const visible = open.filter((item) => item.count !== null);
  const setup = board.SETUP ?? [];
  const setupDone = setup.every((step) => step.DONE);
  const checklist = setup.length > 0 && <SetupChecklist steps={setup} locale={locale} companyCode={companyCode} cabinetCode={cabinetCode} className={CARD} />;
  // A new clinic's zeros and empty chart say nothing: one line instead, until the first request.
  const quiet = hasNoRequestsYet(board);

  return (
    <>
      {!setupDone && checklist}
      {quiet ? (
        <section aria-labelledby="dashboard-quiet" className={CARD}>
          <h2 id="dashboard-quiet" className="text-lg font-semibold">
            {t('quiet.title')}
          </h2>
          <p className="text-muted" data-testid="dashboard-no-requests">
            {t('quiet.text')}
          </p>
        </section>
      ) : (
        <InboxFigures board={board} visible={visible} locale={locale} companyCode={companyCode} cabinetCode={cabinetCode} />
      )}
      {board.RECENT_VISITS && <RecentVisits visits={board.RECENT_VISITS} companyCode={companyCode} cabinetCode={cabinetCode} className={CARD} />}
      {/* A member who may read no kind of the log gets no log here (the server sends none). */}
      {board.RECENT_ACTIVITY && <RecentActivity entries={board.RECENT_ACTIVITY} allKinds={board.ACTIVITY_ALL_KINDS} href={proHref(locale, companyCode, cabinetCode, 'audit')} />}
      {setupDone && checklist}
    </>
  );
}

type OpenItem = { key: 'appointments' | 'questions' | 'reviews' | 'visits'; count: number | null; segment: 'appointments' | 'questions' | 'reviews' | 'calendar' };

/** The open items (links to the inboxes) and the weekly figure. */
function InboxFigures({ board, visible, locale, companyCode, cabinetCode }: { board: Dashboard; visible: readonly OpenItem[]; locale: Locale; companyCode: string; cabinetCode: number }) {
  const t = useTranslations('BusinessDashboard');
  return (
    <>
      <section aria-labelledby="dashboard-open" className={CARD}>
        <h2 id="dashboard-open" className="text-lg font-semibold">
          {t('open.title')}
        </h2>
        {visible.length === 0 ? (
          <p className="text-muted">{t('open.none')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {visible.map((item) => (
              <li key={item.key}>
                <Link href={proHref(locale, companyCode, cabinetCode, item.segment)} className="flex h-full flex-col gap-1 rounded-lg border border-slate-300 px-3 py-2 hover:bg-brand-50">
                  <span className="text-3xl font-bold text-brand-800" data-testid={`open-${item.key}`}>
                    {item.count}
                  </span>
                  <span className="text-sm text-ink underline">{t(`open.${item.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dashboard-weeks" className={CARD}>
        <h2 id="dashboard-weeks" className="text-lg font-semibold">
          {t('weeks.title')}
        </h2>
        {board.WEEKS ? <WeeklyFigure weeks={board.WEEKS} locale={locale} /> : <p className="text-muted">{t('weeks.none')}</p>}
      </section>
    </>
  );
}

/** The latest entries of the log the member may read. */
function RecentActivity({ entries, allKinds, href }: { entries: AuditEntry[]; allKinds: boolean; href: string }) {
  const t = useTranslations('BusinessDashboard');
  const actionText = useAuditActionText();
  return (
    <section aria-labelledby="dashboard-activity" className={CARD}>
      <h2 id="dashboard-activity" className="text-lg font-semibold">
        {t('activity.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted" data-testid="dashboard-activity-empty">
          {allKinds ? t('activity.empty') : t('activity.emptyOwn')}
        </p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <AuditEntryLine key={entry.ID} entry={entry} action={actionText(entry)} />
          ))}
        </ul>
      )}
      <p>
        <Link href={href} className="font-semibold text-brand-700 underline">
          {t('activity.all')}
        </Link>
      </p>
    </section>
  );
}
