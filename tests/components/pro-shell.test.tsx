// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCabinet } from '@/components/pro/last-cabinet';
import { PRO_LIVE_POLL_MS, proCountsKey, type OpenCounts } from '@/components/pro/pro-counts-key';
import { ProShell, type ProShellSeed } from '@/components/pro/pro-shell';
import { createApiClient } from '@/lib/api-client/client';
import { ApiProvider, getQueryClient } from '@/lib/api-client/provider';
import type { Permission } from '@/lib/business/permission-names';
import { PERMISSIONS } from '@/lib/business/permission-names';
import ru from '@/messages/ru.json';
import { useAppStore } from '@/stores/app-store';
import { activeCabinet, hasWorkMis, issueEmail, useBusinessStore, type BusinessAccount, type Cabinet } from '@/stores/business-store';
import { apiUrl, testApiConfig, WithApi } from './helpers/api-env';
import { companyRow } from './helpers/pro-env';
import './helpers/ui-test-env';

// The business area's shell and store (SPEC 3 "Business-area state", SPEC 4, SPEC 7.3) against the server's answers (msw).
let pathname = '/pro/DEMO/0';
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => router, useSearchParams: () => new URLSearchParams() }));

const ACCOUNTS: BusinessAccount[] = [
  { COMPANY_CODE: 'DEMO', COMPANY_SLUG: 'demo-clinic', COMPANY_NAME: 'Клиника Демо Мед', EMAIL_FOR_ISSUES: 'issues@demo-clinic.kz', LOGO: null },
  { COMPANY_CODE: 'FAMILY', COMPANY_SLUG: 'family-med', COMPANY_NAME: 'Семейная клиника', EMAIL_FOR_ISSUES: null, LOGO: null },
];
const CABINETS: Record<string, Cabinet[]> = {
  DEMO: [
    { COMPANY_CABINET_CODE: 0, NAME: 'Главный кабинет', PERMISSIONS: [...PERMISSIONS] },
    { COMPANY_CABINET_CODE: 1, NAME: 'Контент', PERMISSIONS: ['content.edit', 'reviews.moderate'] },
  ],
  FAMILY: [{ COMPANY_CABINET_CODE: 0, NAME: 'Главный кабинет', PERMISSIONS: [...PERMISSIONS] }],
};
const company = (code: string) => {
  const account = ACCOUNTS.find((a) => a.COMPANY_CODE === code)!;
  return companyRow({ COMPANY_CODE: code, COMPANY_SLUG: account.COMPANY_SLUG, COMPANY_NAME: account.COMPANY_NAME, EMAIL_FOR_ISSUES: null });
};
const permissionsOf = (held: readonly Permission[]) => Object.fromEntries(PERMISSIONS.map((p) => [p, held.includes(p)]));

let calls: string[] = [];
let counts: OpenCounts = { APPOINTMENTS: 3, QUESTIONS: 0, REVIEWS_PENDING: 2 };
let countCalls = 0;
const failing = new Set<'companies' | 'cabinets' | 'access' | 'company'>();
const server = setupServer(
  http.get(apiUrl('/api-front2/v1/business/user/companies'), () => {
    calls.push('companies');
    if (failing.has('companies')) return HttpResponse.json({ error: { code: 'server_error', message: 'down' } }, { status: 502 });
    return HttpResponse.json({ data: ACCOUNTS });
  }),
  http.get(apiUrl('/api-front2/v1/business/user/cabinets'), ({ request }) => {
    const code = new URL(request.url).searchParams.get('company_code')!;
    calls.push(`cabinets ${code}`);
    if (failing.has('cabinets')) return HttpResponse.json({ error: { code: 'server_error', message: 'down' } }, { status: 500 });
    return HttpResponse.json({ data: CABINETS[code] });
  }),
  http.get(apiUrl('/api-front2/v1/company/:code'), ({ params }) => {
    calls.push(`company ${String(params.code)}`);
    if (failing.has('company')) return HttpResponse.json({ error: { code: 'server_error', message: 'down' } }, { status: 500 });
    return HttpResponse.json({ data: company(String(params.code)) });
  }),
  http.get(apiUrl('/business-api-front2/:company/:cabinet/business/user/get_access'), ({ params }) => {
    const code = String(params.company);
    const cabinet = Number(params.cabinet);
    calls.push(`access ${code}/${cabinet}`);
    if (failing.has('access')) return HttpResponse.json({ error: { code: 'server_error', message: 'down' } }, { status: 503 });
    const held = CABINETS[code].find((c) => c.COMPANY_CABINET_CODE === cabinet)!.PERMISSIONS;
    return HttpResponse.json({ data: { COMPANY_CODE: code, COMPANY_CABINET_CODE: cabinet, CABINET_NAME: 'x', PERMISSIONS: permissionsOf(held) } });
  }),
  http.get(apiUrl('/business-api-front2/:company/:cabinet/business/open_counts'), () => {
    countCalls++;
    return HttpResponse.json({ data: counts });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = [];
  countCalls = 0;
  counts = { APPOINTMENTS: 3, QUESTIONS: 0, REVIEWS_PENDING: 2 };
  getQueryClient().clear();
  failing.clear();
  Object.values(router).forEach((fn) => fn.mockClear());
  useBusinessStore.getState().reset();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="ru" messages={{ BusinessShell: ru.BusinessShell, BusinessNav: ru.BusinessNav }} timeZone="Asia/Almaty">
      <WithApi>
        <ApiProvider>{children}</ApiProvider>
      </WithApi>
    </NextIntlClientProvider>
  );
}

const shell = (companyCode: string, cabinetCode: number) => (
  <ProShell locale="ru" companyCode={companyCode} cabinetCode={cabinetCode}>
    <p>Страница кабинета</p>
  </ProShell>
);

function renderShell(companyCode: string, cabinetCode: number) {
  pathname = `/pro/${companyCode}/${cabinetCode}`;
  return render(shell(companyCode, cabinetCode), { wrapper: Wrapper });
}

const navigation = () => screen.getByRole('navigation', { name: ru.BusinessNav.navigation });
const sectionNames = () => within(navigation()).getAllByRole('link').map((link) => link.textContent);
/** What a screen reader says after a link's or button's name: its description (aria-describedby). */
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
/** Opens a switcher (its button is named by its label and the current choice) and returns its list's links. */
function openSwitcher(label: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label} `) }));
  return within(screen.getByRole('dialog', { name: label })).getAllByRole('link');
}
const cabinetNames = () => {
  const names = openSwitcher(ru.BusinessShell.cabinet).map((link) => link.textContent);
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  return names;
};
const currentCabinet = () => screen.getByRole('button', { name: new RegExp(`^${ru.BusinessShell.cabinet} `) }).textContent;

describe('the business area shell and store', () => {
  it('SPEC 4 loading order: the companies, then the cabinets, then the company, then the permissions; the page shows once they are in', async () => {
    renderShell('DEMO', 1);
    expect(await screen.findByText('Страница кабинета')).toBeTruthy();
    expect(calls).toEqual(['companies', 'cabinets DEMO', 'company DEMO', 'access DEMO/1']);
    const state = useBusinessStore.getState();
    expect(state.businessAccounts.map((a) => a.COMPANY_CODE)).toEqual(['DEMO', 'FAMILY']);
    expect(state.companyCode).toBe('DEMO');
    expect(state.cabinetCode).toBe(1);
    expect(state.company?.COMPANY_SLUG).toBe('demo-clinic');
    // The navigation shows what cabinet 1's permissions cover (content and reviews), not the inboxes.
    const nav = ru.BusinessNav.sections;
    expect(sectionNames()).toEqual([nav.dashboard, nav.reviews, nav.home, nav.pages, nav.prices, nav.gallery, nav.news, nav.translations, nav.audit]);
    // Turning the pro layout on clears the sidebar (SPEC 4).
    expect(useAppStore.getState().isProLayout).toBe(true);
    // Remembered for the area's entry.
    expect(lastCabinet()).toEqual({ companyCode: 'DEMO', cabinetCode: 1 });
  });

  it('SPEC 7.3: a failed cabinets load only warns and keeps the previous cabinets', async () => {
    const view = renderShell('DEMO', 0);
    await screen.findByText('Страница кабинета');
    expect(cabinetNames()).toEqual(['Главный кабинет', 'Контент']);
    failing.add('cabinets');
    pathname = '/pro/DEMO/1';
    view.rerender(shell('DEMO', 1));
    expect(await screen.findByText(ru.BusinessShell.warning.cabinets)).toBeTruthy();
    expect(useBusinessStore.getState().cabinets).toEqual(CABINETS.DEMO);
    expect(cabinetNames()).toEqual(['Главный кабинет', 'Контент']);
    // The rest of the order still runs: the company and cabinet 1's permissions.
    await waitFor(() => expect(calls.slice(-3)).toEqual(['cabinets DEMO', 'company DEMO', 'access DEMO/1']));
    expect(screen.getByText('Страница кабинета')).toBeTruthy();
  });

  it('SPEC 7.3: a failed permissions load only warns and keeps the previous permissions', async () => {
    renderShell('DEMO', 0);
    await screen.findByText('Страница кабинета');
    const before = useBusinessStore.getState().permissions;
    expect(before?.['members.manage']).toBe(true);
    failing.add('access');
    // The same cabinet loaded again (as after a change of one's own membership).
    await useBusinessStore.getState().load(createApiClient(testApiConfig()), { companyCode: 'DEMO', cabinetCode: 0 });
    expect(useBusinessStore.getState().warning).toBe('permissions');
    expect(useBusinessStore.getState().permissions).toEqual(before);
    expect(await screen.findByText(ru.BusinessShell.warning.permissions)).toBeTruthy();
    expect(sectionNames()).toContain(ru.BusinessNav.sections.members);
  });

  it.each(['companies', 'company'] as const)('a failed reload (%s) of the cabinet shown keeps its page and unsaved ticks and only warns', async (part) => {
    pathname = '/pro/DEMO/0';
    render(
      <ProShell locale="ru" companyCode="DEMO" cabinetCode={0}>
        <label>
          <input type="checkbox" /> Право
        </label>
      </ProShell>,
      { wrapper: Wrapper },
    );
    const box = (await screen.findByRole('checkbox', { name: 'Право' })) as HTMLInputElement;
    fireEvent.click(box);
    failing.add(part);
    // As the staff page reloads the state after a change (members-list.tsx, cabinets.tsx).
    await useBusinessStore.getState().load(createApiClient(testApiConfig()), { companyCode: 'DEMO', cabinetCode: 0 });
    expect(useBusinessStore.getState()).toMatchObject({ status: 'ready', warning: 'reload', loaded: { companyCode: 'DEMO', cabinetCode: 0 } });
    expect(await screen.findByText(ru.BusinessShell.warning.reload)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Право' })).toBe(box);
    expect(box.checked).toBe(true);
    expect(sectionNames()).toContain(ru.BusinessNav.sections.members);
    // The next load that succeeds clears the warning.
    failing.clear();
    await useBusinessStore.getState().load(createApiClient(testApiConfig()), { companyCode: 'DEMO', cabinetCode: 0 });
    await waitFor(() => expect(screen.queryByText(ru.BusinessShell.warning.reload)).toBeNull());
  });

  it('a failed load of another cabinet is still a failure with a retry (its page cannot be shown)', async () => {
    const view = renderShell('DEMO', 0);
    await screen.findByText('Страница кабинета');
    failing.add('company');
    pathname = '/pro/DEMO/1';
    view.rerender(shell('DEMO', 1));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', ru.BusinessShell.loadFailed);
    expect(useBusinessStore.getState().status).toBe('error');
  });

  it('SPEC 4 active cabinet: the cabinet whose code matches; a code the user has none of opens the first, and the address follows', async () => {
    renderShell('DEMO', 1);
    await screen.findByText('Страница кабинета');
    expect(currentCabinet()).toBe('Контент');
    expect(router.replace).not.toHaveBeenCalled();

    useBusinessStore.getState().reset();
    calls = [];
    renderShell('DEMO', 7);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/pro/DEMO/0'));
    // The permissions asked for are the first cabinet's, never a cabinet the user is not in.
    expect(calls).toEqual(['companies', 'cabinets DEMO', 'company DEMO', 'access DEMO/0']);
  });

  it('a company the user is not a member of says so and loads nothing more', async () => {
    renderShell('OTHER', 0);
    expect(await screen.findByRole('heading', { name: ru.BusinessShell.notMember.title })).toBeTruthy();
    expect(calls).toEqual(['companies']);
    expect(screen.queryByText('Страница кабинета')).toBeNull();
  });

  it('a failed company load shows the error with a retry, not the page', async () => {
    failing.add('company');
    renderShell('DEMO', 0);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', ru.BusinessShell.loadFailed);
    expect(screen.queryByText('Страница кабинета')).toBeNull();
    failing.clear();
    screen.getByRole('button', { name: ru.BusinessShell.retry }).click();
    expect(await screen.findByText('Страница кабинета')).toBeTruthy();
  });

  it('switching the company opens its first cabinet at the same section, by the address', async () => {
    pathname = '/pro/DEMO/0/members';
    render(shell('DEMO', 0), { wrapper: Wrapper });
    await screen.findByText('Страница кабинета');
    const links = openSwitcher(ru.BusinessShell.company);
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Клиника Демо Мед', '/pro/DEMO/0/members', 'true'],
      ['Семейная клиника', '/pro/FAMILY/0/members', null],
    ]);
  });

  it('WCAG 3.2.2: the switchers are buttons that open lists of links, so moving through them never leaves the page', async () => {
    renderShell('DEMO', 0);
    await screen.findByText('Страница кабинета');
    const trigger = screen.getByRole('button', { name: `${ru.BusinessShell.cabinet} Главный кабинет` });
    expect(screen.queryByRole('combobox')).toBeNull();
    const links = openSwitcher(ru.BusinessShell.cabinet);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pro/DEMO/0', '/pro/DEMO/1']);
    expect(router.push).not.toHaveBeenCalled();
    // Choosing closes the list (the link itself navigates; jsdom cannot, so it is held back here).
    links[1].addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(links[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a company with one cabinet: the cabinet switcher has nothing to open', async () => {
    renderShell('FAMILY', 0);
    await screen.findByText('Страница кабинета');
    expect(screen.getByRole('button', { name: new RegExp(`^${ru.BusinessShell.cabinet} `) }).hasAttribute('disabled')).toBe(true);
  });
});

describe('SPEC 4 helpers', () => {
  it('active cabinet: the one whose code matches, else the first, else none', () => {
    expect(activeCabinet(CABINETS.DEMO, 1)?.NAME).toBe('Контент');
    expect(activeCabinet(CABINETS.DEMO, 5)?.COMPANY_CABINET_CODE).toBe(0);
    expect(activeCabinet(CABINETS.DEMO, null)?.COMPANY_CABINET_CODE).toBe(0);
    expect(activeCabinet([], 0)).toBeNull();
  });

  it('Work MIS: a business user has one when at least one business account exists', () => {
    expect(hasWorkMis([])).toBe(false);
    expect(hasWorkMis(ACCOUNTS.slice(0, 1))).toBe(true);
  });

  it('Issue e-mail: the EMAIL_FOR_ISSUES of the business account matching the current company, when it has one', () => {
    expect(issueEmail(ACCOUNTS, 'DEMO')).toBe('issues@demo-clinic.kz');
    expect(issueEmail(ACCOUNTS, 'FAMILY')).toBeNull();
    expect(issueEmail(ACCOUNTS, 'OTHER')).toBeNull();
    expect(issueEmail(ACCOUNTS, null)).toBeNull();
  });
});

/** The state the cabinet layout reads on the server (lib/business/shell.ts) for DEMO's cabinet `code`. */
function seedFor(code: number, id = 'render-1'): ProShellSeed {
  const held = CABINETS.DEMO.find((c) => c.COMPANY_CABINET_CODE === code)!.PERMISSIONS;
  return { seedId: id, accounts: ACCOUNTS, member: { cabinets: CABINETS.DEMO, company: company('DEMO'), permissions: permissionsOf(held) as never } };
}

const seeded = (code: number, seed: ProShellSeed | undefined = seedFor(code)) => (
  <ProShell locale="ru" companyCode="DEMO" cabinetCode={code} seed={seed}>
    <p>Страница кабинета</p>
  </ProShell>
);

describe('the shell rendered on the server (issue 20)', () => {
  it('its HTML already holds the company, the cabinet, the sections and the page: the seed, not the empty store, is read on the server', () => {
    pathname = '/pro/DEMO/0/appointments';
    const html = renderToString(<Wrapper>{seeded(0)}</Wrapper>);
    expect(html).toContain('Клиника Демо Мед');
    expect(html).toContain('Главный кабинет');
    expect(html).toContain(ru.BusinessNav.sections.members);
    expect(html).toContain(ru.BusinessNav.groups.inbox);
    expect(html).toContain('Страница кабинета');
    expect(html).not.toContain(ru.BusinessShell.loading);
    // Nothing of the user stayed in the shared store.
    expect(useBusinessStore.getState().seedId).toBeNull();
  });

  it('seeded, it shows the page at once, loads nothing on mount, and puts the state into the store for the pages', async () => {
    pathname = '/pro/DEMO/1';
    getQueryClient().setQueryData(proCountsKey('DEMO', 1), counts);
    render(seeded(1), { wrapper: Wrapper });
    expect(screen.getByText('Страница кабинета')).toBeTruthy();
    const nav = ru.BusinessNav.sections;
    expect(sectionNames()).toEqual([nav.dashboard, nav.reviews, nav.home, nav.pages, nav.prices, nav.gallery, nav.news, nav.translations, nav.audit]);
    expect(useBusinessStore.getState()).toMatchObject({ seedId: 'render-1', companyCode: 'DEMO', cabinetCode: 1, status: 'ready', permissions: { 'reviews.moderate': true, 'members.manage': false } });
    expect(lastCabinet()).toEqual({ companyCode: 'DEMO', cabinetCode: 1 });
    expect(document.cookie).toContain('pro_last_cabinet=DEMO%2F1');
    // No call for the state, none for the counts the server sent.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    expect(countCalls).toBe(0);
  });

  it('a reload of the store after a change (the staff page) wins over the seed of the same render', async () => {
    pathname = '/pro/DEMO/0';
    render(seeded(0), { wrapper: Wrapper });
    expect(sectionNames()).toContain(ru.BusinessNav.sections.members);
    CABINETS.DEMO[0].PERMISSIONS = ['content.edit'];
    try {
      await useBusinessStore.getState().load(createApiClient(testApiConfig()), { companyCode: 'DEMO', cabinetCode: 0 });
      await waitFor(() => expect(sectionNames()).not.toContain(ru.BusinessNav.sections.members));
    } finally {
      CABINETS.DEMO[0].PERMISSIONS = [...PERMISSIONS];
    }
  });

  it('the inboxes carry their open counts, named for a screen reader, and a status change (invalidating proCountsKey) refreshes them', async () => {
    pathname = '/pro/DEMO/0';
    getQueryClient().setQueryData(proCountsKey('DEMO', 0), counts);
    render(seeded(0), { wrapper: Wrapper });
    const link = (name: string) => within(navigation()).getByRole('link', { name });
    const appointments = link(ru.BusinessNav.sections.appointments);
    expect(appointments.getAttribute('href')).toBe('/pro/DEMO/0/appointments');
    // «Заявки на приём», described «открытых: 3»; the badge's number is drawn by CSS, out of the name.
    expect(description(appointments)).toBe('открытых: 3');
    expect(appointments.querySelector('[data-count]')?.getAttribute('data-count')).toBe('3');
    expect(description(link(ru.BusinessNav.sections.reviews))).toBe('на модерации: 2');
    // No count is shown for none.
    expect(link(ru.BusinessNav.sections.questions).hasAttribute('aria-describedby')).toBe(false);
    counts = { APPOINTMENTS: 2, QUESTIONS: 1, REVIEWS_PENDING: 2 };
    await getQueryClient().invalidateQueries({ queryKey: proCountsKey('DEMO', 0) });
    await waitFor(() => expect(description(link(ru.BusinessNav.sections.appointments))).toBe('открытых: 2'));
    expect(description(link(ru.BusinessNav.sections.questions))).toBe('открытых: 1');
    expect(countCalls).toBe(1);
  });

  it('the calendar carries the upcoming visits, and the counts are read again by themselves: a visit booked elsewhere shows without a reload (issue 30)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      pathname = '/pro/DEMO/0';
      counts = { APPOINTMENTS: 0, QUESTIONS: 0, REVIEWS_PENDING: 0, VISITS_UPCOMING: 4 };
      getQueryClient().setQueryData(proCountsKey('DEMO', 0), counts);
      render(seeded(0), { wrapper: Wrapper });
      const calendar = () => within(navigation()).getByRole('link', { name: ru.BusinessNav.sections.calendar });
      expect(calendar().getAttribute('href')).toBe('/pro/DEMO/0/calendar');
      expect(description(calendar())).toBe('4 предстоящих визита');
      // A patient books on the site: nothing here invalidates the counts; the poll reads them.
      counts = { ...counts, VISITS_UPCOMING: 5 };
      expect(countCalls).toBe(0);
      await vi.advanceTimersByTimeAsync(PRO_LIVE_POLL_MS + 100);
      await waitFor(() => expect(description(calendar())).toBe('5 предстоящих визитов'));
      expect(countCalls).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a phone one button naming the section opens the grouped list in a dialog; choosing a section closes it', async () => {
    pathname = '/pro/DEMO/0/news';
    getQueryClient().setQueryData(proCountsKey('DEMO', 0), counts);
    render(seeded(0), { wrapper: Wrapper });
    const menu = screen.getByRole('button', { name: `${ru.BusinessNav.menu} ${ru.BusinessNav.sections.news}` });
    expect(description(menu)).toBe('открытых обращений: 5');
    fireEvent.click(menu);
    const dialog = await screen.findByRole('dialog', { name: ru.BusinessNav.navigation });
    const groups = within(dialog).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent);
    expect(groups).toEqual([ru.BusinessNav.groups.inbox, ru.BusinessNav.groups.site, ru.BusinessNav.groups.clinic, ru.BusinessNav.groups.staff]);
    const current = within(dialog).getByRole('link', { name: ru.BusinessNav.sections.news });
    expect(current.getAttribute('aria-current')).toBe('page');
    const members = within(dialog).getByRole('link', { name: ru.BusinessNav.sections.members });
    members.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(members);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
