// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountButton } from '@/components/auth/account-button';
import { Toasts } from '@/components/client/toasts';
import { getQueryClient } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { apiUrl, DEMO_PATIENT as patient, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';

type Answer = () => Response;
let answers: { user: Answer; logout: Answer; authorize: Answer };
let calls: string[] = [];
let signInBody: string | null = null;
const handlers = (locale: Locale) => [
  http.get(apiUrl('/api-front2/v1/user', locale), () => {
    calls.push('user');
    return answers.user();
  }),
  http.get(apiUrl('/api-front2/v1/user/logout', locale), () => {
    calls.push('logout');
    return answers.logout();
  }),
  http.post(apiUrl('/api-front2/v1/user/authorize', locale), async ({ request }) => {
    calls.push('authorize');
    signInBody = await request.text();
    return answers.authorize();
  }),
];
const server = setupServer(...handlers('ru'), ...handlers('kk'));

const setHint = (on: boolean) => {
  document.cookie = on ? 'signed_in=1; path=/' : 'signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

function renderHeader(messages = ru, locale: Locale = 'ru') {
  return render(
    <WithApi locale={locale}>
      <AccountButton texts={messages.Auth} />
      <Toasts labels={messages.Ui} />
    </WithApi>,
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = [];
  signInBody = null;
  answers = {
    user: () => HttpResponse.json({ data: patient }),
    logout: () => HttpResponse.json({ data: true }),
    authorize: () => HttpResponse.json({ data: patient }),
  };
  useAuthStore.setState({ status: 'unknown', isSignInOpen: false, pending: [] });
  useToastStore.getState().clear();
  getQueryClient().clear();
  setHint(false);
});
afterEach(() => {
  cleanup();
  setHint(false);
});

describe('AccountButton: the current user and logout, on React Query', () => {
  it('a visitor who never signed in (no hint cookie) makes no call and is unauthorized', async () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    await waitFor(() => expect(useAuthStore.getState().status).toBe('unauthorized'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
  });

  it('SPEC 4: a signed-in visitor sees their name and the sign-out button', async () => {
    setHint(true);
    renderHeader();
    expect(await screen.findByText(patient.FULL_NAME)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeTruthy();
    expect(useAuthStore.getState().status).toBe('authorized');
  });

  it('SPEC 7.3: a failed user load (session expired) leaves the visitor unauthorized with the sign-in button', async () => {
    setHint(true);
    answers.user = () => HttpResponse.json({ error: { code: 'login_required', message: 'Sign in first' } }, { status: 401 });
    renderHeader();
    await waitFor(() => expect(useAuthStore.getState().status).toBe('unauthorized'));
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(calls).toEqual(['user']);
  });

  it('SPEC 4: logout clears the user; the sign-in button is back', async () => {
    setHint(true);
    renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(useAuthStore.getState().status).toBe('unauthorized');
    expect(getQueryClient().getQueryData(['current-user'])).toBeNull();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('SPEC 7.3: a failed logout returns false: an error toast in the visitor’s language, and the visitor stays signed in', async () => {
    setHint(true);
    answers.logout = () => HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 });
    renderHeader(kk, 'kk');
    fireEvent.click(await screen.findByRole('button', { name: kk.Auth.signOut }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(kk.Auth.signOutFailed);
    expect(toast.getAttribute('data-variant')).toBe('error');
    expect(screen.getByText(patient.FULL_NAME)).toBeTruthy();
    expect(screen.getByRole('button', { name: kk.Auth.signOut })).toBeTruthy();
    expect(useAuthStore.getState().status).toBe('authorized');
    expect(calls).toEqual(['user', 'logout']);
  });
});

describe('Sign-in dialog: useSignIn on the form kit', () => {
  async function openDialog(messages = ru) {
    fireEvent.click(screen.getByRole('button', { name: messages.Auth.signIn }));
    return within(await screen.findByRole('dialog', { name: messages.Auth.title }));
  }

  it('checks the fields with the server’s schema before sending: field errors in the visitor’s language', async () => {
    renderHeader(kk, 'kk');
    const dialog = await openDialog(kk);
    fireEvent.change(dialog.getByLabelText(new RegExp(kk.Auth.login)), { target: { value: 'ab' } });
    fireEvent.click(dialog.getByRole('button', { name: kk.Auth.submit }));
    const login = dialog.getByLabelText(new RegExp(kk.Auth.login));
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(login.getAttribute('aria-describedby')!)?.textContent).toBe(kk.Auth.errors.invalid_login);
    const password = dialog.getByLabelText(new RegExp(kk.Auth.password));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(kk.Auth.errors.required);
    expect(calls).toEqual([]);
  });

  it('a wrong password is the form’s error, in Kazakh, though the server names the password field', async () => {
    answers.authorize = () => HttpResponse.json({ error: { code: 'invalid_credentials', message: 'Wrong login or password', fields: { password: ['Wrong login or password'] } } }, { status: 400 });
    renderHeader(kk, 'kk');
    const dialog = await openDialog(kk);
    fireEvent.change(dialog.getByLabelText(new RegExp(kk.Auth.login)), { target: { value: 'patient@demo-clinic.kz' } });
    fireEvent.change(dialog.getByLabelText(new RegExp(kk.Auth.password)), { target: { value: 'wrong' } });
    fireEvent.click(dialog.getByRole('button', { name: kk.Auth.submit }));
    expect((await dialog.findByRole('alert')).textContent).toBe(kk.Auth.errors.invalid_credentials);
    expect(dialog.getByLabelText(new RegExp(kk.Auth.password)).getAttribute('aria-invalid')).toBeNull();
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });

  it('signing in sends form data, closes the dialog, shows who signed in, and the header shows the name', async () => {
    renderHeader();
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText(/E-mail или телефон/), { target: { value: ' patient@demo-clinic.kz ' } });
    fireEvent.change(dialog.getByLabelText(/Пароль/), { target: { value: 'Patient-demo-2026' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByText(`Вы вошли как ${patient.FULL_NAME}`)).closest('li')?.getAttribute('data-variant')).toBe('success');
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeTruthy();
    expect(screen.getByText(patient.FULL_NAME)).toBeTruthy();
    expect(useAuthStore.getState()).toMatchObject({ status: 'authorized', isSignInOpen: false });
    expect(new URLSearchParams(signInBody!).get('login')).toBe('patient@demo-clinic.kz');
    // The user came with the sign-in answer: no second call for it.
    expect(calls).toEqual(['authorize']);
  });
});
