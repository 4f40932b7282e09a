// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvitationView } from '@/components/pro/join/invitation-view';
import { JoinView } from '@/components/pro/join/join-view';
import { ApiProvider } from '@/lib/api-client/provider';
import { ROLE_PRESETS } from '@/lib/business/staff/role-presets';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { useToastStore } from '@/stores/toast-store';
import { apiUrl, DEMO_PATIENT, serveFormApi, WithApi } from './helpers/api-env';

// Issue 20: the link alone is enough. An access code's link fills the join form; an e-mailed
// invitation's link shows the offer and accepts it, or says why it cannot.
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/pro/join' }));

let preview: () => Response = () => HttpResponse.json({ data: {} });
let sent: { url: string; body: Record<string, unknown> }[] = [];
const record = (answer: () => Response) => async ({ request }: { request: Request }) => {
  sent.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
  return answer();
};
const OFFER = {
  COMPANY_CODE: 'DEMO',
  COMPANY_NAME: 'Клиника Демо',
  COMPANY_CABINET_CODE: 1,
  CABINET_NAME: 'Регистратура',
  EMAIL: 'aigerim@clinic.kz',
  PERMISSIONS: [...ROLE_PRESETS.doctor],
  INVITED_BY: 'Сейткали Ержан',
  EXPIRES_AT: '2026-12-03T10:00:00.000Z',
};
const server = setupServer(
  ...(['ru', 'uz'] as const).flatMap((locale) => [
    http.post(apiUrl('/w-business/:company/:cabinet/business/user/request_access', locale), record(() => HttpResponse.json({ data: { COMPANY_CODE: 'DEMO', COMPANY_CABINET_CODE: 1, CABINET_NAME: 'Регистратура', PERMISSIONS: {} } }))),
    http.post(apiUrl('/w-front/v1/business/user/invitation/preview', locale), record(() => preview())),
    http.post(apiUrl('/w-front/v1/business/user/invitation/accept', locale), record(() => HttpResponse.json({ data: { COMPANY_CODE: 'DEMO', COMPANY_CABINET_CODE: 1, CABINET_NAME: 'Регистратура', PERMISSIONS: {} } }))),
    http.get(apiUrl('/api-front2/v1/user', locale), () => HttpResponse.json({ data: DEMO_PATIENT })),
  ]),
);
serveFormApi(server);
beforeEach(() => {
  sent = [];
  router.push.mockClear();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => cleanup());

const businessMessages = (locale: Locale) => Object.fromEntries(Object.entries(MESSAGES[locale]).filter(([key]) => key.startsWith('Business')));

function Wrapper({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={businessMessages(locale)} timeZone="Asia/Almaty">
      <WithApi locale={locale}>
        <ApiProvider>{children}</ApiProvider>
      </WithApi>
    </NextIntlClientProvider>
  );
}

describe('an access code’s link', () => {
  it('fills the clinic, the cabinet and the code: joining is one click', async () => {
    render(
      <Wrapper locale="ru">
        <JoinView locale="ru" companyCode="DEMO" cabinetCode="1" accessCode="ABCD-EFGH-JKMN" />
      </Wrapper>,
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Код доступа/).value).toBe('ABCD-EFGH-JKMN');
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/pro/DEMO/1'));
    expect(sent).toEqual([{ url: apiUrl('/w-business/DEMO/1/business/user/request_access'), body: { access_code: 'ABCD-EFGH-JKMN' } }]);
  });
});

describe('an e-mailed invitation’s link', () => {
  const renderInvitation = (locale: Locale = 'ru', token = 'tok_0123456789abcdefghijABCDEFGHIJ') =>
    render(
      <Wrapper locale={locale}>
        <InvitationView locale={locale} token={token} />
      </Wrapper>,
    );

  it('shows who invites to which clinic, cabinet and role, and the address; Accept joins and opens the cabinet', async () => {
    preview = () => HttpResponse.json({ data: OFFER });
    renderInvitation();
    expect(await screen.findByText('Сейткали Ержан приглашает вас в клинику «Клиника Демо».')).toBeTruthy();
    expect(screen.getByTestId('invitation-role').textContent).toContain(MESSAGES.ru.BusinessMembers.roles.doctor);
    expect(screen.getByText('aigerim@clinic.kz')).toBeTruthy();
    // Signed in with another address: said, and accepting is still allowed.
    expect(await screen.findByText(MESSAGES.ru.BusinessInvites.accept.otherAccount.replace('{email}', DEMO_PATIENT.EMAIL))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.ru.BusinessInvites.accept.submit }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/pro/DEMO/1'));
    expect(sent.map((call) => call.body)).toEqual([{ token: 'tok_0123456789abcdefghijABCDEFGHIJ' }, { token: 'tok_0123456789abcdefghijABCDEFGHIJ' }]);
    expect(sent[1].url).toBe(apiUrl('/w-front/v1/business/user/invitation/accept'));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(MESSAGES.ru.BusinessInvites.accept.joined.replace('{cabinet}', 'Регистратура'));
  });

  it('an expired link says so in the user’s language, with nothing to accept', async () => {
    preview = () => HttpResponse.json({ error: { code: 'invitation_expired', message: 'x' } }, { status: 410 });
    renderInvitation('uz', 'tok_expired_0123456789abcdefghij');
    expect((await screen.findByTestId('invitation-error')).textContent).toBe(MESSAGES.uz.BusinessErrors.invitation_expired);
    expect(screen.queryByRole('button', { name: MESSAGES.uz.BusinessInvites.accept.submit })).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
