// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_VERSION_TOAST_ID, VersionCheck } from '@/components/client/version-check';
import { Toasts } from '@/components/client/toasts';
import kk from '@/messages/kk.json';
import { useToastStore } from '@/stores/toast-store';

// SPEC 4 "Version check": a new build offers a reload through a toast.
let latestId = 'build-a';
const server = setupServer(http.get('http://localhost:3000/builds/latest.json', () => HttpResponse.json({ id: latestId, timestamp: 1 })));

function withIntl(children: ReactNode) {
  return (
    <NextIntlClientProvider locale="kk" messages={kk}>
      {children}
    </NextIntlClientProvider>
  );
}

describe('VersionCheck', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    // Node's fetch needs absolute URLs; the browser resolves /builds/latest.json against the page.
    // Taken after server.listen(), which wraps fetch so msw answers.
    const mockedFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => mockedFetch(new URL(input, 'http://localhost:3000'), init));
    useToastStore.getState().clear();
    latestId = 'build-a';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('same build: no toast', async () => {
    render(withIntl(<VersionCheck buildId="build-a" texts={kk.Client} />));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('SPEC 4: a new build pushes one toast with a reload button, in the visitor language', async () => {
    latestId = 'build-b';
    render(withIntl(<><VersionCheck buildId="build-a" texts={kk.Client} /><Toasts labels={kk.Ui} /></>));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('button', { name: 'Бетті жаңарту' })).toBeTruthy();
    expect(screen.getByText('Сайттың жаңа нұсқасы қолжетімді.')).toBeTruthy();
    const [toast] = useToastStore.getState().toasts;
    expect(toast).toMatchObject({ id: NEW_VERSION_TOAST_ID, variant: 'info', delay: 0, message: 'Сайттың жаңа нұсқасы қолжетімді.' });
  });

  it('an injected onNewVersion replaces the toast', async () => {
    latestId = 'build-b';
    const onNewVersion = vi.fn();
    render(withIntl(<VersionCheck buildId="build-a" texts={kk.Client} onNewVersion={onNewVersion} />));
    act(() => window.dispatchEvent(new Event('focus')));
    await vi.waitFor(() => expect(onNewVersion).toHaveBeenCalledWith({ id: 'build-b', timestamp: 1 }));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
