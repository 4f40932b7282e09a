// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/client/toasts';
import { AuditView } from '@/components/pro/audit/audit-view';
import { AccessCodes } from '@/components/pro/members/access-codes';
import { Cabinets } from '@/components/pro/members/cabinets';
import type { AccessCode, CabinetMember, ManagedCabinet } from '@/components/pro/members/members-api';
import { MembersList } from '@/components/pro/members/members-list';
import { NewsCategories } from '@/components/pro/news/news-categories';
import { SettingsPage } from '@/components/pro/settings/settings-page';
import { ApiProvider, getQueryClient } from '@/lib/api-client/provider';
import { PERMISSIONS, type Permission } from '@/lib/business/permission-names';
import { MESSAGES } from '@/lib/i18n/message-files';
import type { BusinessCompany } from '@/stores/business-store';

import { apiUrl, DEMO_PATIENT, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// Where the focus goes when the element acted on disappears or is re-rendered (components/pro), against msw.
let search = '';
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/x', useRouter: () => router, useSearchParams: () => new URLSearchParams(search) }));
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const ru = MESSAGES.ru;
const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';
const where = { companyCode: 'DEMO', cabinetCode: 0 };
const managed: ManagedCabinet = { COMPANY_CABINET_CODE: 0, NAME: 'Главный', MEMBERS: 2, CREATED_AT: '2026-01-01T00:00:00.000Z' };
const person = (id: number, name: string) => ({ ID: id, FULL_NAME: name, EMAIL: `user${id}@example.kz` });

let members: CabinetMember[] = [];
let codes: AccessCode[] = [];
let cabinets: ManagedCabinet[] = [];
let categories: { ID: number; SLUG: string; NAME: { ru: string }; POSITION: number; COMPONENT: string; NEWS_COUNT: number }[] = [];
let company: BusinessCompany;

const server = setupServer(
  http.get(apiUrl('/api-front2/v1/user'), () => HttpResponse.json({ data: { ...DEMO_PATIENT, ID: 99 } })),
  http.get(apiUrl(`${READ}/members`), () => HttpResponse.json({ data: members })),
  http.put(apiUrl(`${WRITE}/members/:id`), async ({ params, request }) => {
    const { permissions } = (await request.json()) as { permissions: Permission[] };
    members = members.map((m) => (m.ID === Number(params.id) ? { ...m, PERMISSIONS: PERMISSIONS.filter((p) => permissions.includes(p)) } : m));
    return HttpResponse.json({ data: members.find((m) => m.ID === Number(params.id)) });
  }),
  http.delete(apiUrl(`${WRITE}/members/:id`), ({ params }) => {
    members = members.filter((m) => m.ID !== Number(params.id));
    return HttpResponse.json({ data: { ID: Number(params.id) } });
  }),
  http.post(apiUrl(`${WRITE}/members/:id/owner`), ({ params }) => {
    const to = members.find((m) => m.ID === Number(params.id))!;
    members = members.map((m) => ({ ...m, IS_OWNER: m.ID === to.ID, PERMISSIONS: m.ID === to.ID ? [...PERMISSIONS] : m.PERMISSIONS }));
    return HttpResponse.json({ data: { ID: to.ID, PERMISSIONS: [...PERMISSIONS], IS_OWNER: true } });
  }),
  http.get(apiUrl(`${READ}/access_codes`), () => HttpResponse.json({ data: codes })),
  http.delete(apiUrl(`${WRITE}/access_codes/:id`), ({ params }) => {
    codes = codes.map((c) => (c.ID === Number(params.id) ? { ...c, IS_REVOKED: true, IS_ACTIVE: false } : c));
    return HttpResponse.json({ data: codes.find((c) => c.ID === Number(params.id)) });
  }),
  http.get(apiUrl(`${READ}/cabinets`), () => HttpResponse.json({ data: cabinets })),
  http.post(apiUrl(`${WRITE}/cabinets`), async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    const cabinet = { COMPANY_CABINET_CODE: cabinets.length + 1, NAME: name, MEMBERS: 1, CREATED_AT: '2026-03-01T00:00:00.000Z' };
    cabinets = [...cabinets, cabinet];
    return HttpResponse.json({ data: cabinet });
  }),
  http.get(apiUrl('/api-front2/v1/business/user/companies'), () => HttpResponse.json({ data: [] })),
  http.get(apiUrl(`${READ}/news_categories`), () => HttpResponse.json({ data: categories })),
  http.post(apiUrl(`${WRITE}/news_categories`), async ({ request }) => {
    const { name } = (await request.json()) as { name: { ru: string } };
    const category = { ID: categories.length + 1, SLUG: `c${categories.length + 1}`, NAME: name, POSITION: categories.length, COMPONENT: 'news-list', NEWS_COUNT: 0 };
    categories = [...categories, category];
    return HttpResponse.json({ data: category });
  }),
  http.post(apiUrl('/w-front/v1/business/user/company'), () => HttpResponse.json({ data: company })),
  http.get(apiUrl(`${READ}/audit`), () => HttpResponse.json({ data: [], meta: { PAGE: 1, PAGE_SIZE: 20, TOTAL: 0, PAGES: 0 } })),
);
serveFormApi(server);

beforeEach(() => {
  search = '';
  Object.values(router).forEach((fn) => fn.mockReset());
  members = [
    { ID: 1, COMPANY_CABINET_CODE: 0, USER: person(10, 'Асель Нурланова'), PERMISSIONS: ['appointments.read'], JOINED_AT: '2026-01-02T00:00:00.000Z', ACCESS_CODE_ID: 3, IS_OWNER: false },
    { ID: 2, COMPANY_CABINET_CODE: 0, USER: person(11, 'Ержан Сейткали'), PERMISSIONS: ['questions.read'], JOINED_AT: '2026-01-03T00:00:00.000Z', ACCESS_CODE_ID: null, IS_OWNER: false },
  ];
  codes = [{ ID: 3, COMPANY_CABINET_CODE: 0, PERMISSIONS: ['content.edit'], MAX_USES: 1, USES: 0, EXPIRES_AT: null, IS_REVOKED: false, IS_ACTIVE: true, CREATED_AT: '2026-01-01T00:00:00.000Z', CREATED_BY: person(99, '') }];
  cabinets = [managed];
  categories = [{ ID: 1, SLUG: 'clinic', NAME: { ru: 'Новости клиники' }, POSITION: 0, COMPONENT: 'news-list', NEWS_COUNT: 2 }];
  company = companyRow();
  resetProState(company);
});

function renderPage(page: ReactNode) {
  const namespaces = Object.fromEntries(Object.entries(ru).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
      <WithApi>
        <ApiProvider>{page}</ApiProvider>
      </WithApi>
      <Toasts labels={ru.Ui} />
    </NextIntlClientProvider>,
  );
}

/** The confirm dialog once fully open (a person confirms after its 100 ms entrance). */
async function openedDialog() {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.getAttribute('data-modal-state')).toBe('entered'));
  return dialog;
}
const announced = (text: string) => waitFor(() => expect(within(screen.getByRole('region', { name: ru.Ui.notifications })).getByText(text)).toBeTruthy());
const M = ru.BusinessMembers;

describe('the staff page', () => {
  it('saving a member’s permissions keeps the row (the focus stays on Save) and says so; the boxes follow the server’s list', async () => {
    renderPage(<MembersList where={where} managed={managed} />);
    const row = (await screen.findAllByTestId('cabinet-member'))[0];
    const questions = within(row).getByLabelText(M.permissions.questions_read) as HTMLInputElement;
    fireEvent.focus(questions);
    fireEvent.click(questions);
    const save = within(row).getByRole('button', { name: M.members.save });
    save.focus();
    fireEvent.click(save);
    await announced(M.members.saved.replace('{name}', 'Асель Нурланова'));
    await waitFor(() => expect(members[0].PERMISSIONS).toEqual(['appointments.read', 'questions.read']));
    // The list read again: the same row and box, still ticked; the focus is still on Save.
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(screen.getAllByTestId('cabinet-member')[0]).toBe(row);
    expect(within(row).getByLabelText(M.permissions.questions_read)).toBe(questions);
    expect(questions.checked).toBe(true);
    expect(document.activeElement).toBe(save);

    // Another manager's change, read again: the boxes follow it in place.
    members = members.map((m) => (m.ID === 1 ? { ...m, PERMISSIONS: ['reviews.moderate'] } : m));
    await getQueryClient().invalidateQueries();
    await waitFor(() => expect((within(row).getByLabelText(M.permissions.reviews_moderate) as HTMLInputElement).checked).toBe(true));
    expect(questions.checked).toBe(false);
    expect((within(row).getByLabelText(M.permissions.appointments_read) as HTMLInputElement).checked).toBe(false);
  });

  it('removing a member sends the focus (its button gone) to the members heading once the list is read again', async () => {
    renderPage(<MembersList where={where} managed={managed} />);
    const row = (await screen.findAllByTestId('cabinet-member'))[1];
    const remove = within(row).getByRole('button', { name: M.members.remove });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await openedDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: M.members.removeConfirm }));
    await waitFor(() => expect(screen.getAllByTestId('cabinet-member')).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: M.members.title.replace('{cabinet}', 'Главный') })), { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the owner’s row shows the badge and no controls for another manager, and offers no transfer', async () => {
    members = [{ ...members[0], IS_OWNER: true, PERMISSIONS: [...PERMISSIONS] }, members[1], { ID: 3, COMPANY_CABINET_CODE: 0, USER: person(99, 'Я Менеджер'), PERMISSIONS: [...PERMISSIONS], JOINED_AT: '2026-01-04T00:00:00.000Z', ACCESS_CODE_ID: 4, IS_OWNER: false }];
    renderPage(<MembersList where={where} managed={managed} />);
    const [ownerRow, other] = await screen.findAllByTestId('cabinet-member');
    expect(within(ownerRow).getByText(M.members.owner)).toBeTruthy();
    expect(within(ownerRow).getByText(M.members.ownerNote)).toBeTruthy();
    expect(within(ownerRow).queryAllByRole('button')).toEqual([]);
    expect(within(ownerRow).queryByRole('checkbox')).toBeNull();
    expect(within(other).getByRole('button', { name: M.members.remove })).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.members.transfer })).toBeNull();
  });

  it('the owner hands the clinic over after a confirm; the new owner’s name (its Transfer button gone) takes the focus', async () => {
    members = [{ ...members[0], ID: 3, USER: person(99, 'Я Владелец'), IS_OWNER: true, PERMISSIONS: [...PERMISSIONS] }, ...members];
    renderPage(<MembersList where={where} managed={managed} />);
    const [mine, first] = await screen.findAllByTestId('cabinet-member');
    // One's own row as owner in the main cabinet: no boxes, no Remove, no Transfer; the others offer the transfer.
    expect(within(mine).getByText(M.members.ownerNoteSelf)).toBeTruthy();
    expect(within(mine).queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('button', { name: M.members.transfer })).toHaveLength(2);
    const transfer = within(first).getByRole('button', { name: M.members.transfer });
    transfer.focus();
    fireEvent.click(transfer);
    const dialog = await openedDialog();
    expect(within(dialog).getByText(M.members.transferTitle.replace('{name}', 'Асель Нурланова'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: M.members.transferConfirm }));
    await announced(M.members.transferredToast.replace('{name}', 'Асель Нурланова'));
    await waitFor(() => expect(within(first).getByText(M.members.owner)).toBeTruthy(), { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(first.querySelector('[data-member-name="1"]')), { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // No longer the owner: one's own row is editable, and nobody is offered the transfer.
    expect(within(mine).getByRole('button', { name: M.members.save })).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.members.transfer })).toBeNull();
  });

  it('revoking a code sends the focus (its Revoke button gone) to the code’s row; a long creator e-mail can wrap', async () => {
    codes[0].CREATED_BY = { ID: 99, FULL_NAME: '', EMAIL: 'registratura.glavnogo.korpusa.kliniki@very-long-clinic-domain.example.kz' };
    renderPage(<AccessCodes where={where} managed={managed} />);
    const item = await screen.findByTestId('access-code');
    const dl = item.querySelector('dl')!;
    expect(dl.className).toContain('grid-cols-[auto_minmax(0,1fr)]');
    for (const dd of dl.querySelectorAll('dd')) expect(dd.className).toContain('break-words');
    const revoke = within(item).getByRole('button', { name: M.codes.revoke });
    revoke.focus();
    fireEvent.click(revoke);
    fireEvent.click(within(await openedDialog()).getByRole('button', { name: M.codes.revokeConfirm }));
    await waitFor(() => expect(within(screen.getByTestId('access-code')).queryByRole('button', { name: M.codes.revoke })).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(document.activeElement?.textContent).toBe(M.permissions.content_edit), { timeout: 5000 });
    expect(screen.getByTestId('access-code').contains(document.activeElement)).toBe(true);
  });

  it('after a cabinet is created the fresh form’s heading takes the focus (not on the first render)', async () => {
    renderPage(<Cabinets where={where} cabinets={cabinets} managed={0} onManage={() => undefined} />);
    const heading = screen.getByRole('heading', { level: 3, name: M.cabinets.createTitle });
    expect(document.activeElement).not.toBe(heading);
    const name = screen.getByLabelText(new RegExp(`^${M.cabinets.name}`)) as HTMLInputElement;
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Регистратура' } });
    fireEvent.click(screen.getByRole('button', { name: M.cabinets.submit }));
    await announced(M.cabinets.createdToast.replace('{name}', 'Регистратура'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: M.cabinets.createTitle })));
    expect((screen.getByLabelText(new RegExp(`^${M.cabinets.name}`)) as HTMLInputElement).value).toBe('');
  });
});

describe('news categories', () => {
  it('after a category is created the fresh form’s heading takes the focus (not on the first render)', async () => {
    const C = ru.BusinessNews.categories;
    renderPage(<NewsCategories />);
    await screen.findByText('Новости клиники');
    expect(document.activeElement).toBe(document.body);
    const name = screen.getAllByRole('textbox')[0] as HTMLInputElement;
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Акции' } });
    fireEvent.click(screen.getByRole('button', { name: C.submit }));
    await announced(C.createdToast.replace('{name}', 'Акции'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: C.createTitle })));
  });
});

describe('clinic settings', () => {
  it('each save is said again and the status takes the focus (the form starts anew from the server’s answer)', async () => {
    const S = ru.BusinessSettings;
    renderPage(<SettingsPage />);
    const status = () => screen.getByText(S.saved);
    for (const round of [1, 2]) {
      const submit = screen.getByRole('button', { name: S.submit });
      fireEvent.focus(submit);
      submit.focus();
      fireEvent.click(submit);
      await waitFor(() => expect(document.activeElement).toBe(status()));
      const shown = status();
      // In a live region that was there before: each save's text is a new node, so it is announced again.
      expect(shown.closest('[role="status"]')).not.toBe(shown);
      if (round === 2) expect(screen.getAllByText(S.saved)).toHaveLength(1);
    }
  });
});

describe('the audit filter', () => {
  it('Apply keeps the form (and the focus on Apply); only the selects start anew from the address', async () => {
    const A = ru.BusinessAudit;
    const view = renderPage(<AuditView />);
    const form = screen.getByRole('form', { name: A.filters.label });
    const apply = within(form).getByRole('button', { name: A.filters.apply });
    const kind = within(form).getByLabelText(A.filters.kind) as HTMLSelectElement;
    fireEvent.change(kind, { target: { value: 'review' } });
    apply.focus();
    fireEvent.click(apply);
    expect(router.push).toHaveBeenCalledWith('/pro/DEMO/0/x?kind=review');
    search = 'kind=review';
    view.rerender(
      <NextIntlClientProvider locale="ru" messages={Object.fromEntries(Object.entries(ru).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)))} timeZone="Asia/Almaty">
        <WithApi>
          <ApiProvider>
            <AuditView />
          </ApiProvider>
        </WithApi>
        <Toasts labels={ru.Ui} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('form', { name: A.filters.label })).toBe(form);
    expect(document.activeElement).toBe(apply);
    expect((within(form).getByLabelText(A.filters.kind) as HTMLSelectElement).value).toBe('review');
  });
});
