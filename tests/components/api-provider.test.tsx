// @vitest-environment jsdom
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiProvider, getQueryClient } from '@/lib/api-client/provider';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { currentUserQueryKey, useCurrentUser } from '@/components/auth/use-current-user';
import { useLogout } from '@/components/auth/use-logout';
import { useAuthStore } from '@/stores/auth-store';
import { API_ORIGIN, apiUrl, testApiConfig, WithApi } from './helpers/api-env';

const patient = {
  ID: 1,
  LASTNAME: 'Иванова',
  NAME: 'Анна',
  MIDDLENAME: 'Сергеевна',
  FULL_NAME: 'Иванова Анна Сергеевна',
  TEL: '+77011234567',
  EMAIL: 'patient@demo-clinic.kz',
  EMAIL_CONFIRMED: true,
  TEL_CONFIRMED: false,
  HAS_AVATAR: false,
};

let userAnswer: () => Response = () => HttpResponse.json({ data: patient });
let logoutAnswer: () => Response = () => HttpResponse.json({ data: true });
let requests: Request[] = [];
const server = setupServer(
  http.get(apiUrl('/api-front2/v1/user', 'kk'), ({ request }) => {
    requests.push(request);
    return userAnswer();
  }),
  http.get(apiUrl('/api-front2/v1/user/logout', 'kk'), () => logoutAnswer()),
);

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <WithApi locale="kk">
    <ApiProvider queryClient={queryClient}>{children}</ApiProvider>
  </WithApi>
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
  userAnswer = () => HttpResponse.json({ data: patient });
  logoutAnswer = () => HttpResponse.json({ data: true });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useAuthStore.setState({ status: 'unknown', isSignInOpen: false, pending: [] });
});
afterEach(() => {
  cleanup();
  getQueryClient().clear();
});

describe('ApiProvider: React Query and the API client from the layout’s config', () => {
  it('the client sends SPEC 7.1’s headers with the layout’s credentials, to the locale’s path', async () => {
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests[0].url).toBe(`${API_ORIGIN}/api/api-front2/kk/v1/user`);
    const { username, password } = testApiConfig().apiAuth;
    expect(requests[0].headers.get('authorization')).toBe(`Basic ${btoa(`${username}:${password}`)}`);
    expect(requests[0].headers.get('accept')).toBe('application/json');
  });

  it('useApiClient outside a provider says so instead of failing later', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(/inside an ApiProvider/);
  });

  it('needs a config: from ApiConfigProvider or its own prop', () => {
    expect(() => render(<ApiProvider>x</ApiProvider>)).toThrow(/needs a config/);
    render(
      <ApiProvider config={testApiConfig()} queryClient={queryClient}>
        ok
      </ApiProvider>,
    );
    expect(screen.getByText('ok')).toBeTruthy();
  });

  it('every provider on a page shares one QueryClient: signing in through one island shows in another', async () => {
    userAnswer = () => HttpResponse.json({ error: { code: 'login_required', message: 'Sign in first' } }, { status: 401 });
    function HeaderName() {
      const { data, isFetched } = useCurrentUser();
      return <p>{isFetched ? (data?.FULL_NAME ?? 'nobody') : 'loading'}</p>;
    }
    function DialogSignIn() {
      const queryClient = useQueryClient();
      return (
        <button type="button" onClick={() => queryClient.setQueryData(currentUserQueryKey, patient)}>
          sign in
        </button>
      );
    }
    render(
      <WithApi locale="kk">
        <ApiProvider>
          <HeaderName />
        </ApiProvider>
        <ApiProvider>
          <DialogSignIn />
        </ApiProvider>
      </WithApi>,
    );
    await screen.findByText('nobody');
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await screen.findByText(patient.FULL_NAME);
    expect(requests).toHaveLength(1);
  });
});

describe('useCurrentUser: GET /api-front2/v1/user (SPEC 4, 7.3)', () => {
  it('SPEC 4: loading the user sets authorized', async () => {
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(patient));
    expect(useAuthStore.getState().status).toBe('authorized');
  });

  it('SPEC 7.3: no session (401) sets unauthorized; the user is null, not an error', async () => {
    userAnswer = () => HttpResponse.json({ error: { code: 'login_required', message: 'Sign in first' } }, { status: 401 });
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });

  it('SPEC 7.3: a failed load (server error) sets unauthorized and keeps the error', async () => {
    userAnswer = () => HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 });
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });

  it('SPEC 7.3: no connection sets unauthorized too', async () => {
    userAnswer = () => HttpResponse.error();
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });

  it('SPEC 7.1: retries are off, and the user is loaded once for every component that asks', async () => {
    userAnswer = () => HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 });
    // The page's own QueryClient (createQueryClient), not the test's.
    const pageWrapper = ({ children }: { children: ReactNode }) => (
      <WithApi locale="kk">
        <ApiProvider>{children}</ApiProvider>
      </WithApi>
    );
    const { result } = renderHook(() => [useCurrentUser(), useCurrentUser()], { wrapper: pageWrapper });
    await waitFor(() => expect(result.current[0].isError).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
  });
});

describe('useLogout: GET /api-front2/v1/user/logout (SPEC 4, 7.3)', () => {
  it('SPEC 4: a logout clears the user and sets unauthorized, and returns true', async () => {
    const { result } = renderHook(() => ({ user: useCurrentUser(), logout: useLogout() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(patient));
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.logout();
    });
    expect(done).toBe(true);
    expect(result.current.user.data).toBeNull();
    expect(useAuthStore.getState().status).toBe('unauthorized');
  });

  it('SPEC 7.3: a failed logout returns false and changes nothing', async () => {
    logoutAnswer = () => HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 });
    const { result } = renderHook(() => ({ user: useCurrentUser(), logout: useLogout() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(patient));
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.logout();
    });
    expect(done).toBe(false);
    expect(result.current.user.data).toEqual(patient);
    expect(useAuthStore.getState().status).toBe('authorized');
  });
});
