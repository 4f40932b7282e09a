'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { BusinessAccountWire, CabinetWire } from '@/lib/business/shell';
import type { Locale } from '@/lib/i18n/locales';
import { useAppStore } from '@/stores/app-store';
import { activeCabinet, applyBusinessSeed, BusinessSeedContext, useBusinessStore, type BusinessCompany, type BusinessState, type Permissions } from '@/stores/business-store';
import { LoadFailed } from '@/components/ui/load-failed';
import { rememberCabinet } from './last-cabinet';
import { ProNav } from './pro-nav';
import { ProSwitcher } from './pro-switcher';
import { PRO_SECTIONS, proCreateHref, proHome, proHref, proJoinHref, proSegmentOf, type ProSegment } from './pro-sections';
import { useProCounts } from './use-pro-counts';

/**
 * The business-area state the cabinet layout read on the server (lib/business/shell.ts), for
 * the first HTML; `seedId` names that render. A company the user is not a member of has only
 * the accounts.
 */
export type ProShellSeed = {
  seedId: string;
  accounts: BusinessAccountWire[];
  member: { cabinets: CabinetWire[]; company: BusinessCompany; permissions: Permissions } | null;
};

type Props = { locale: Locale; companyCode: string; cabinetCode: number; children: ReactNode; seed?: ProShellSeed };

/** The store's state for a server seed: ready for the company and cabinet in the address. */
function seedState(seed: ProShellSeed, companyCode: string, cabinetCode: number): BusinessState {
  const loaded = { companyCode, cabinetCode };
  return {
    businessAccounts: seed.accounts,
    cabinets: seed.member?.cabinets ?? [],
    companyCode,
    cabinetCode,
    company: seed.member?.company ?? null,
    permissions: seed.member?.permissions ?? null,
    status: 'ready',
    warning: null,
    notMember: seed.member === null,
    loaded,
    seedId: seed.seedId,
  };
}

/**
 * The pro layout (SPEC 2.6): the company and cabinet switchers, the cabinet's pages the member
 * may use, and the page. The cabinet layout renders it on the server with the business-area
 * state (`seed`), so the shell and the page come with the first HTML and nothing is loaded on
 * mount; without a seed the state loads in SPEC 4's order. The switchers list links to the same
 * page of the other cabinets, and the cabinet opened is remembered for the area's entry.
 */
export function ProShell({ seed, ...props }: Props) {
  const state = useMemo(() => (seed ? seedState(seed, props.companyCode, props.cabinetCode) : null), [seed, props.companyCode, props.cabinetCode]);
  return (
    <BusinessSeedContext value={state}>
      <ApplySeed state={state} />
      <ShellFrame {...props} seeded={state !== null} />
    </BusinessSeedContext>
  );
}

/** Puts the server's state into the store before any page's effect runs (a sibling before the shell). */
function ApplySeed({ state }: { state: BusinessState | null }) {
  useLayoutEffect(() => {
    if (state) applyBusinessSeed(state);
  }, [state]);
  return null;
}

function ShellFrame({ locale, companyCode, cabinetCode, children, seeded }: Omit<Props, 'seed'> & { seeded: boolean }) {
  const t = useTranslations('BusinessShell');
  const client = useApiClient();
  const router = useRouter();
  const pathname = usePathname();
  const segment: ProSegment = proSegmentOf(pathname) ?? '';
  const state = useBusinessStore(
    useShallow((s) => ({ accounts: s.businessAccounts, cabinets: s.cabinets, status: s.status, warning: s.warning, notMember: s.notMember, company: s.company, permissions: s.permissions, loaded: s.loaded })),
  );
  const load = useBusinessStore((s) => s.load);
  const setProLayout = useAppStore((s) => s.setProLayout);

  useEffect(() => {
    setProLayout(true);
    return () => setProLayout(false);
  }, [setProLayout]);

  // The server's render brought the state; a shell without it loads it.
  useEffect(() => {
    if (!seeded) void load(client, { companyCode, cabinetCode });
  }, [seeded, client, load, companyCode, cabinetCode]);

  const cabinet = activeCabinet(state.cabinets, cabinetCode);
  const activeCode = cabinet?.COMPANY_CABINET_CODE ?? cabinetCode;
  // The state is this cabinet's once a load for it has finished (a reload of the same cabinet shows the last state meanwhile).
  const settled = state.loaded?.companyCode === companyCode && state.loaded.cabinetCode === cabinetCode;
  const ready = state.status === 'ready' && !state.notMember && state.company !== null && settled;
  const counts = useProCounts(companyCode, activeCode, ready);

  // SPEC 4 "Active cabinet": a code the user has no cabinet of opens the first; the address
  // follows (the server already answers such an address with a redirect; this covers a load in the browser).
  useEffect(() => {
    if (!ready || !cabinet) return;
    if (cabinet.COMPANY_CABINET_CODE !== cabinetCode) router.replace(proHref(locale, companyCode, cabinet.COMPANY_CABINET_CODE, segment));
    else rememberCabinet({ companyCode, cabinetCode });
  }, [ready, cabinet, cabinetCode, companyCode, locale, router, segment]);

  const sections = PRO_SECTIONS.filter((section) => section.permission === null || state.permissions?.[section.permission]);
  const allowed = (target: ProSegment) => sections.some((section) => section.segment === target);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:py-6">
      <aside className="flex min-w-0 flex-col gap-3 md:w-64 md:shrink-0 md:gap-4">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
          <ProSwitcher
            label={t('company')}
            current={state.accounts.find((account) => account.COMPANY_CODE === companyCode)?.COMPANY_NAME ?? companyCode}
            currentKey={companyCode}
            choices={state.accounts.map((account) => ({
              key: account.COMPANY_CODE,
              name: account.COMPANY_NAME,
              href: proHref(locale, account.COMPANY_CODE, 0, allowed(segment) ? segment : ''),
            }))}
          />
          <ProSwitcher
            label={t('cabinet')}
            hint={t('cabinetHint')}
            current={cabinet?.NAME ?? String(cabinetCode)}
            currentKey={String(activeCode)}
            choices={state.cabinets.map((c) => ({ key: String(c.COMPANY_CABINET_CODE), name: c.NAME, href: proHref(locale, companyCode, c.COMPANY_CABINET_CODE, segment) }))}
          />
        </div>
        {ready && <ProNav locale={locale} companyCode={companyCode} cabinetCode={activeCode} segment={segment} sections={sections} counts={counts.data} />}
        <OtherClinics locale={locale} className="hidden flex-col gap-2 md:flex" />
      </aside>
      <main id="main" className="min-w-0 flex-1">
        {state.warning && (
          <p role="status" className="mb-4 rounded-lg border border-amber-600 bg-amber-50 px-3 py-2 text-amber-900">
            {t(`warning.${state.warning}`)}
          </p>
        )}
        {state.notMember && state.status === 'ready' && settled ? (
          <div className="flex flex-col gap-3">
            <h1 className="text-2xl font-bold">{t('notMember.title')}</h1>
            <p>{t('notMember.text')}</p>
            <p>
              <a href={proHome(locale)} className="font-semibold text-brand-700 underline">
                {t('notMember.back')}
              </a>
            </p>
          </div>
        ) : state.status === 'error' ? (
          <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void load(client, { companyCode, cabinetCode })} />
        ) : ready ? (
          children
        ) : (
          <p role="status" className="text-muted">
            {t('loading')}
          </p>
        )}
      </main>
      {/* On a phone the ways to another clinic come after the page, not before it: in a landmark of their own, so landmark navigation reaches them. */}
      <aside aria-label={t('companies')} className="md:hidden">
        <OtherClinics locale={locale} className="flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4" />
      </aside>
    </div>
  );
}

/** Joining another clinic with an access code, or creating one. */
function OtherClinics({ locale, className }: { locale: Locale; className: string }) {
  const t = useTranslations('BusinessShell');
  return (
    <p className={`text-sm ${className}`}>
      <a href={proJoinHref(locale)} className="text-brand-700 underline">
        {t('join')}
      </a>
      <a href={proCreateHref(locale)} className="text-brand-700 underline">
        {t('create')}
      </a>
    </p>
  );
}
