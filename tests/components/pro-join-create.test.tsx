// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateView } from '@/components/pro/create/create-view';
import { JoinView } from '@/components/pro/join/join-view';
import { ApiProvider } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { useBusinessStore } from '@/stores/business-store';
import { useToastStore } from '@/stores/toast-store';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';

// Joining with an access code and creating a clinic, against the server's answers (msw): its codes in the user's language.
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/pro/join' }));

let answer: (body: Record<string, unknown>) => Response = () => HttpResponse.json({ data: {} });
let sent: { url: string; body: Record<string, unknown> }[] = [];
const record = async ({ request }: { request: Request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  sent.push({ url: request.url, body });
  return answer(body);
};
const server = setupServer(
  ...(['ru', 'kk'] as const).flatMap((locale) => [
    http.post(apiUrl('/w-business/:company/:cabinet/business/user/request_access', locale), record),
    http.post(apiUrl('/w-front/v1/business/user/company', locale), record),
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
const change = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const error = (status: number, code: string, fields?: Record<string, string[]>, headers?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message: code, ...(fields && { fields }) } }, { status, headers });

describe('joining a cabinet with an access code', () => {
  const renderJoin = (locale: Locale = 'ru', company = 'DEMO', cabinet = '1') =>
    render(
      <Wrapper locale={locale}>
        <JoinView locale={locale} companyCode={company} cabinetCode={cabinet} />
      </Wrapper>,
    );

  it('sends the code to the cabinet of the fields (an invitation prefills them); a wrong code is the code field’s error', async () => {
    answer = () => error(400, 'access_code_invalid', { access_code: ['invalid'] });
    renderJoin();
    expect(screen.getByLabelText<HTMLInputElement>(/^Код клиники/).value).toBe('DEMO');
    expect(screen.getByLabelText<HTMLInputElement>(/^Номер кабинета/).value).toBe('1');
    change(/^Код доступа/, 'WRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect(await screen.findByText(MESSAGES.ru.BusinessErrors.access_code_invalid)).toBeTruthy();
    expect(sent).toEqual([{ url: apiUrl('/w-business/DEMO/1/business/user/request_access'), body: { access_code: 'WRONG' } }]);
    expect(screen.getByLabelText(/^Код доступа/).getAttribute('aria-invalid')).toBe('true');
  });

  it('a 429 says the wait from Retry-After in the user’s language (Kazakh)', async () => {
    answer = () => error(429, 'rate_limited', undefined, { 'retry-after': '1200' });
    renderJoin('kk');
    change(/^Қатынау коды/, 'X');
    fireEvent.click(screen.getByRole('button', { name: 'Қосылу' }));
    expect(await screen.findByText(MESSAGES.kk.BusinessErrors.rate_limited.replace('{seconds}', '1200'))).toBeTruthy();
  });

  it('an expired code is said above the form in the server’s words', async () => {
    answer = () => error(400, 'access_code_expired', { access_code: ['invalid'] });
    renderJoin();
    change(/^Код доступа/, 'OLD');
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.ru.BusinessErrors.access_code_expired);
  });

  it('the fields are checked in the browser first: an empty code and a cabinet that is not a number send nothing', async () => {
    renderJoin('ru', '', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.ru.BusinessErrors.fields.required)).toHaveLength(2));
    expect(screen.getByText(MESSAGES.ru.BusinessErrors.fields.invalid)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('on success the business-area state is dropped, a toast says so, and the cabinet joined opens', async () => {
    answer = () => HttpResponse.json({ data: { COMPANY_CODE: 'DEMO', COMPANY_CABINET_CODE: 1, CABINET_NAME: 'Контент', PERMISSIONS: {} } });
    useBusinessStore.setState({ companyCode: 'DEMO', status: 'ready', loaded: { companyCode: 'DEMO', cabinetCode: 0 } });
    renderJoin('ru', ' DEMO ', '01');
    change(/^Код доступа/, ' DEMO-ACCESS-2026 ');
    fireEvent.click(screen.getByRole('button', { name: 'Присоединиться' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/pro/DEMO/1'));
    // The server's schema trims the code; the cabinet number is a number in the path.
    expect(sent).toEqual([{ url: apiUrl('/w-business/DEMO/1/business/user/request_access'), body: { access_code: 'DEMO-ACCESS-2026' } }]);
    expect(useBusinessStore.getState().loaded).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Вы присоединились к кабинету «Контент».']);
  });
});

describe('creating a clinic', () => {
  const renderCreate = (locale: Locale = 'ru') =>
    render(
      <Wrapper locale={locale}>
        <CreateView locale={locale} />
      </Wrapper>,
    );

  it('a taken address is the slug field’s error, in Kazakh', async () => {
    answer = () => error(400, 'slug_taken', { COMPANY_SLUG: ['slug_taken'] });
    renderCreate('kk');
    fireEvent.input(screen.getByLabelText(/^Сайттың мекенжайы/), { target: { value: 'demo-clinic' } });
    expect(screen.getByText(/\/kk\/l\/demo-clinic мекенжайында ашылады/)).toBeTruthy();
    change(/^Орыс тілінде/, 'Клиника');
    fireEvent.click(screen.getByRole('button', { name: 'Сайтты жасау' }));
    expect(await screen.findByText(MESSAGES.kk.BusinessErrors.fields.slug_taken)).toBeTruthy();
  });

  it('sends what the server’s company schema takes (phones normalised, empty optional fields as null) and shows the live site and the new cabinet', async () => {
    answer = (body) => HttpResponse.json({ data: { COMPANY_CODE: 'NEW_CLINIC', COMPANY_SLUG: body.COMPANY_SLUG, COMPANY_NAME: body.COMPANY_NAME } }, { status: 201 });
    renderCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Создать сайт' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.ru.BusinessErrors.fields.required)).toHaveLength(2));
    expect(sent).toEqual([]);

    change(/^Адрес сайта/, 'new-clinic');
    change(/^На русском/, 'Новая клиника');
    change(/^Телефоны/, '8 701 555 12 34, +998 90 123 45 67');
    change(/^E-mail для заявок и вопросов/, 'issues@new-clinic.kz');
    fireEvent.click(screen.getByRole('button', { name: 'Создать сайт' }));
    expect(await screen.findByRole('heading', { name: 'Сайт «Новая клиника» открыт' })).toBeTruthy();
    expect(sent[0].body).toMatchObject({
      COMPANY_SLUG: 'new-clinic',
      COMPANY_NAME: 'Новая клиника',
      COMPANY_NAME_KK: null,
      FRONT_LANDING_TEMPLATE_ID: 'landing',
      PHONES: ['+77015551234', '+998901234567'],
      EMAIL: null,
      EMAIL_FOR_ISSUES: 'issues@new-clinic.kz',
      is_active_online_entry: false,
    });
    expect(sent[0].body).not.toHaveProperty('COMPANY_CODE');
    expect(screen.getByRole('link', { name: 'Открыть сайт: /l/new-clinic' }).getAttribute('href')).toBe('/l/new-clinic');
    expect(screen.getByRole('link', { name: 'Перейти в кабинет клиники' }).getAttribute('href')).toBe('/pro/NEW_CLINIC/0');
  });
});
