// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountButton } from '@/components/auth/account-button';
import { Toasts } from '@/components/client/toasts';
import { getQueryClient } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { apiUrl, DEMO_PATIENT as patient, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';

// Sign-up in the sign-in dialog against the contract's shapes (session A's server, issue 10).
let calls: { path: string; body: unknown }[] = [];
let confirmAnswer: () => Response;
const record = (path: string) => async ({ request }: { request: Request }) => {
  calls.push({ path, body: await request.json() });
  if (path === 'confirm') return confirmAnswer();
  if (path === 'resend') return HttpResponse.json({ data: { resendAfter: 60 } });
  const body = calls.at(-1)!.body as { email?: string; tel?: string };
  return HttpResponse.json({ data: { channel: path === 'email' ? 'email' : 'sms', target: body.email ?? body.tel, resendAfter: 60, expiresIn: 600 } });
};
const handlers = (locale: Locale) => [
  http.post(apiUrl('/api-front2/v1/user/register/email', locale), record('email')),
  http.post(apiUrl('/api-front2/v1/user/register/phone', locale), record('phone')),
  http.post(apiUrl('/api-front2/v1/user/register/resend', locale), record('resend')),
  http.post(apiUrl('/api-front2/v1/user/register/confirmation_code', locale), record('confirm')),
];
const server = setupServer(...handlers('ru'), ...handlers('kk'));
serveFormApi(server);

beforeEach(() => {
  calls = [];
  confirmAnswer = () => HttpResponse.json({ data: patient });
  useAuthStore.setState({ status: 'unauthorized', isSignInOpen: false, pending: [] });
  useToastStore.getState().clear();
  getQueryClient().clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openSignUp(messages = ru, locale: Locale = 'ru') {
  render(
    <WithApi locale={locale}>
      <AccountButton texts={messages.Auth} />
      <Toasts labels={messages.Ui} />
    </WithApi>,
  );
  fireEvent.click(screen.getByRole('button', { name: messages.Auth.signIn }));
  const signIn = await screen.findByRole('dialog', { name: messages.Auth.title });
  fireEvent.click(within(signIn).getByRole('tab', { name: messages.SignUp.tabSignUp }));
  return within(await screen.findByRole('dialog', { name: messages.SignUp.title }));
}

/** A field's label as the kit renders it: the text, and the asterisk of a required one. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent;

describe('sign-up form: the fields are checked before anything is sent', () => {
  it('an empty form names every required field, in Kazakh, and sends nothing', async () => {
    const dialog = await openSignUp(kk, 'kk');
    fireEvent.click(dialog.getByRole('button', { name: kk.SignUp.submit }));
    const email = dialog.getByLabelText(label(kk.SignUp.email));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(email)).toBe(kk.AccountErrors.required);
    expect(errorOf(dialog.getByLabelText(label(kk.SignUp.name)))).toBe(kk.AccountErrors.required);
    expect(errorOf(dialog.getByLabelText(label(kk.SignUp.password)))).toBe(kk.AccountErrors.required);
    expect(errorOf(dialog.getByRole('checkbox'))).toBe(kk.AccountErrors.consent_required);
    // The last name and middle name are optional.
    expect(dialog.getByLabelText(label(kk.SignUp.lastname)).getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a malformed e-mail and a 7-character password get their own messages', async () => {
    const dialog = await openSignUp();
    fireEvent.change(dialog.getByLabelText(/^E-mail/), { target: { value: 'anna@' } });
    fireEvent.change(dialog.getByLabelText(/^Пароль/), { target: { value: '1234567' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText(/^E-mail/))).toBe(ru.AccountErrors.invalid_email));
    expect(errorOf(dialog.getByLabelText(/^Пароль/))).toBe(ru.AccountErrors.password_too_short);
    expect(calls).toEqual([]);
  });

  it('by phone: the phone field replaces the e-mail, and a number that is no phone is refused', async () => {
    const dialog = await openSignUp();
    fireEvent.click(dialog.getByLabelText(ru.SignUp.byPhone));
    expect(dialog.queryByLabelText(/^E-mail/)).toBeNull();
    fireEvent.change(dialog.getByLabelText(/^Телефон/), { target: { value: '12' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText(/^Телефон/))).toBe(ru.AccountErrors.invalid_phone));
    expect(calls).toEqual([]);
  });
});

describe('sign-up code step: one numeric input, a 60-second resend countdown, then signed in', () => {
  async function registerByPhone() {
    const dialog = await openSignUp();
    fireEvent.click(dialog.getByLabelText(ru.SignUp.byPhone));
    fireEvent.change(dialog.getByLabelText(/^Телефон/), { target: { value: '8 701 555 12 34' } });
    fireEvent.change(dialog.getByLabelText(/^Имя/), { target: { value: 'Анна' } });
    fireEvent.change(dialog.getByLabelText(/^Пароль/), { target: { value: 'Secret-2026' } });
    fireEvent.click(dialog.getByRole('checkbox'));
    fireEvent.click(dialog.getByRole('button', { name: 'Зарегистрироваться' }));
    await dialog.findByLabelText(/^Код из сообщения/);
    return dialog;
  }

  it('sends the phone with its plus and the consent, then asks for the code by SMS with a one-time-code input', async () => {
    const dialog = await registerByPhone();
    expect(calls[0]).toEqual({ path: 'phone', body: { tel: '+77015551234', lastname: '', name: 'Анна', middlename: '', password: 'Secret-2026', consent: true } });
    expect(dialog.getByText(/в SMS на номер \+77015551234/)).toBeTruthy();
    const code = dialog.getByLabelText(/^Код из сообщения/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('resend waits 60 s, counting down; once sent again, the wait starts over', async () => {
    // The clock and the countdown's interval stand still until the test moves them (a busy machine
    // may take seconds to reach the code step: with a running clock the first reading was 59 s);
    // setTimeout stays real, for the queries' polling and the dialog's entrance.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const dialog = await registerByPhone();
    expect(dialog.getByText('Новый код можно запросить через 60 с')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: ru.SignUp.code.resend })).toBeNull();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(dialog.getByText('Новый код можно запросить через 30 с')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(30_000));
    fireEvent.click(dialog.getByRole('button', { name: ru.SignUp.code.resend }));
    expect(await dialog.findByText(ru.SignUp.code.resent)).toBeTruthy();
    expect(calls.at(-1)).toEqual({ path: 'resend', body: { target: '+77015551234' } });
    expect(dialog.getByText('Новый код можно запросить через 60 с')).toBeTruthy();
  });

  it('a malformed code is refused before sending, the server’s verdict shows on the code field in the visitor’s language; the right one signs in, closes the dialog and greets by name', async () => {
    const dialog = await registerByPhone();
    confirmAnswer = () => HttpResponse.json({ error: { code: 'code_expired', message: 'Expired', fields: { code: ['code_expired'] } } }, { status: 400 });
    const code = dialog.getByLabelText(/^Код из сообщения/);
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(dialog.getByRole('button', { name: ru.SignUp.code.submit }));
    await waitFor(() => expect(errorOf(code)).toBe(ru.AccountErrors.invalid_code));
    expect(calls.filter((call) => call.path === 'confirm')).toEqual([]);
    fireEvent.change(code, { target: { value: '111 111' } });
    fireEvent.click(dialog.getByRole('button', { name: ru.SignUp.code.submit }));
    // The server names the code field: its text shows there, in the visitor's language.
    await waitFor(() => expect(calls.at(-1)).toEqual({ path: 'confirm', body: { target: '+77015551234', code: '111111' } }));
    await waitFor(() => expect(errorOf(code)).toBe(ru.AccountErrors.code_expired));
    expect(document.activeElement).toBe(code);

    confirmAnswer = () => HttpResponse.json({ data: patient });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(dialog.getByRole('button', { name: ru.SignUp.code.submit }));
    expect(await screen.findByText(`Добро пожаловать, ${patient.NAME}!`)).toBeTruthy();
    expect(calls.at(-1)).toEqual({ path: 'confirm', body: { target: '+77015551234', code: '123456' } });
    expect(useAuthStore.getState()).toMatchObject({ status: 'authorized', isSignInOpen: false });
    expect(getQueryClient().getQueryData(['current-user'])).toEqual(patient);
    expect(localStorage.getItem('loggedin')).not.toBeNull();
  });
});
