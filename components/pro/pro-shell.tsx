'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { useAppStore } from '@/stores/app-store';
import { activeCabinet, useBusinessStore } from '@/stores/business-store';
import { rememberCabinet } from './last-cabinet';
import { ProSwitcher } from './pro-switcher';
import { PRO_SECTIONS, proCreateHref, proHome, proHref, proJoinHref, proSegmentOf, type ProSegment } from './pro-sections';
import { LoadFailed } from '@/components/ui/load-failed';

type Props = { locale: Locale; companyCode: string; cabinetCode: number; children: ReactNode };

/**
 * The pro layout (SPEC 2.6): the company and cabinet switchers, the cabinet's pages the member
 * may use, and the page. The business-area state loads in SPEC 4's order for the company and
 * cabinet in the address; the switchers list links to the same page of the other cabinets
 * (so a link opens the same cabinet), and the choice is remembered for the area's entry.
 */
export function ProShell({ locale, companyCode, cabinetCode, children }: Props) {
  const t = useTranslations('BusinessShell');
  const nav = useTranslations('BusinessNav');
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

  useEffect(() => {
    void load(client, { companyCode, cabinetCode });
  }, [client, load, companyCode, cabinetCode]);

  const cabinet = activeCabinet(state.cabinets, cabinetCode);
  // The state is this cabinet's once a load for it has finished (a reload of the same cabinet shows the last state meanwhile).
  const settled = state.loaded?.companyCode === companyCode && state.loaded.cabinetCode === cabinetCode;
  const ready = state.status === 'ready' && !state.notMember && state.company !== null && settled;

  // SPEC 4 "Active cabinet": a code the user has no cabinet of opens the first; the address follows.
  useEffect(() => {
    if (!ready || !cabinet) return;
    if (cabinet.COMPANY_CABINET_CODE !== cabinetCode) router.replace(proHref(locale, companyCode, cabinet.COMPANY_CABINET_CODE, segment));
    else rememberCabinet({ companyCode, cabinetCode });
  }, [ready, cabinet, cabinetCode, companyCode, locale, router, segment]);

  // On a phone the sections scroll sideways: the current one is brought into view.
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const [box, frame] = [current.getBoundingClientRect(), nav.getBoundingClientRect()];
    if (box.left < frame.left || box.right > frame.right) nav.scrollLeft += box.left - frame.left - 16;
  }, [ready, segment]);

  const sections = PRO_SECTIONS.filter((section) => section.permission === null || state.permissions?.[section.permission]);
  const allowed = (target: ProSegment) => sections.some((section) => section.segment === target);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:py-6">
      <aside className="flex min-w-0 flex-col gap-4 md:w-64 md:shrink-0">
        <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-1">
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
            current={cabinet?.NAME ?? String(cabinetCode)}
            currentKey={String(cabinet?.COMPANY_CABINET_CODE ?? cabinetCode)}
            choices={state.cabinets.map((c) => ({ key: String(c.COMPANY_CABINET_CODE), name: c.NAME, href: proHref(locale, companyCode, c.COMPANY_CABINET_CODE, segment) }))}
          />
        </div>
        {ready && (
          <nav ref={navRef} aria-label={nav('navigation')} className="-mx-4 min-w-0 overflow-x-auto md:mx-0 md:overflow-visible">
            <ul className="flex gap-2 px-4 pb-2 md:flex-col md:gap-1 md:px-0 md:pb-0">
              {sections.map((section) => (
                <li key={section.key} className="shrink-0">
                  <Link
                    href={proHref(locale, companyCode, cabinet?.COMPANY_CABINET_CODE ?? cabinetCode, section.segment)}
                    aria-current={segment === section.segment ? 'page' : undefined}
                    className="block whitespace-nowrap rounded-lg md:whitespace-normal border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 md:border-transparent md:text-base aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                  >
                    {nav(`sections.${section.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
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
      {/* On a phone the ways to another clinic come after the page, not before it. */}
      <OtherClinics locale={locale} className="flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-4 md:hidden" />
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
