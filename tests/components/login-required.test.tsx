// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountButton } from '@/components/auth/account-button';
import { isApiError } from '@/lib/api-client/errors';
import { ApiProvider, getQueryClient } from '@/lib/api-client/provider';
import { useApiClient } from '@/lib/api-client/use-api-client';
import ru from '@/messages/ru.json';
import { useAuthStore } from '@/stores/auth-store';
import { apiUrl, DEMO_PATIENT as patient, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';

// SPEC 2.9 "A sign-in modal is shown when login is required" with SPEC 4's modal promise:
// the API client waits for the sign-in and repeats the call.
let signedIn = false;
let changeCalls = 0;
const server = setupServer(
  http.post(apiUrl('/api-front2/v1/user/change_information'), () => {
    changeCalls += 1;
    if (!signedIn) return HttpResponse.json({ error: { code: 'login_required', message: 'Sign-in is required' } }, { status: 401 });
    return HttpResponse.json({ data: { ...patient, NAME: 'Мария', FULL_NAME: 'Иванова Мария Сергеевна' } });
  }),
  http.get(apiUrl('/api-front2/v1/user'), () =>
    signedIn ? HttpResponse.json({ data: patient }) : HttpResponse.json({ error: { code: 'login_required', message: 'Sign-in is required' } }, { status: 401 }),
  ),
  http.post(apiUrl('/api-front2/v1/user/authorize'), () => {
    signedIn = true;
    return HttpResponse.json({ data: patient });
  }),
);
serveFormApi(server);

/** Any component's call through the page's client, and what became of its promise. */
function ChangeName() {
  const client = useApiClient();
  const [outcome, setOutcome] = useState('');
  const change = () =>
    client.post<{ data: { FULL_NAME: string } }>('/api-front2/v1/user/change_information', { lastname: 'Иванова', name: 'Мария', middlename: 'Сергеевна' }).then(
      ({ data }) => setOutcome(`resolved: ${data.FULL_NAME}`),
      (error: unknown) => setOutcome(`rejected: ${isApiError(error) ? `${error.status} ${error.code}` : String(error)}`),
    );
  return (
    <>
      <button type="button" onClick={change}>
        change
      </button>
      <output>{outcome}</output>
    </>
  );
}

function renderPage() {
  render(
    <WithApi>
      <AccountButton texts={ru.Auth} />
      <ApiProvider>
        <ChangeName />
      </ApiProvider>
    </WithApi>,
  );
}

beforeEach(() => {
  signedIn = false;
  changeCalls = 0;
  // The page believed it was signed in; the session ended elsewhere.
  useAuthStore.setState({ status: 'authorized', isSignInOpen: false, pending: [] });
  getQueryClient().clear();
});
afterEach(() => cleanup());

// The page behind an open dialog is hidden from the accessibility tree: read the output itself.
const outcome = () => document.querySelector('output')?.textContent;

describe('login_required: the call waits for the sign-in dialog', () => {
  it('a 401 login_required opens the sign-in dialog; after signing in the call is sent again and its promise resolves', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    const dialog = within(await screen.findByRole('dialog', { name: ru.Auth.title }));
    expect(outcome()).toBe('');
    fireEvent.change(dialog.getByLabelText(/E-mail или телефон/), { target: { value: 'patient@demo-clinic.kz' } });
    fireEvent.change(dialog.getByLabelText(/^Пароль/), { target: { value: 'Patient-demo-2026' } });
    fireEvent.click(dialog.getByRole('button', { name: ru.Auth.submit }));
    await waitFor(() => expect(outcome()).toBe('resolved: Иванова Мария Сергеевна'));
    expect(changeCalls).toBe(2);
    expect(useAuthStore.getState()).toMatchObject({ status: 'authorized', isSignInOpen: false, pending: [] });
  });

  it('closing the dialog instead rejects the call with its 401, and it is not sent again', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    const dialog = await screen.findByRole('dialog', { name: ru.Auth.title });
    fireEvent.click(within(dialog).getByRole('button', { name: ru.Ui.closeDialog }));
    await waitFor(() => expect(outcome()).toBe('rejected: 401 login_required'));
    expect(changeCalls).toBe(1);
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });
});
