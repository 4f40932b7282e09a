// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountButton } from '@/components/auth/account-button';
import { SignedInHintScript } from '@/components/auth/signed-in-hint-script';
import { getQueryClient } from '@/lib/api-client/provider';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { useAuthStore } from '@/stores/auth-store';
import { apiUrl, DEMO_PATIENT as patient, WithApi } from './helpers/api-env';

// The header before the session is known: never «Войти» for a signed-in visitor (issue 20).
let userAnswer: () => Response | Promise<Response> = () => HttpResponse.json({ data: patient });
const server = setupServer(http.get(apiUrl('/api-front2/v1/user'), () => userAnswer()), http.get(apiUrl('/api-front2/v1/user', 'kk'), () => userAnswer()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const setHint = (on: boolean) => {
  document.cookie = on ? 'signed_in=1; path=/' : 'signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

/** The two rules of app/globals.css that pick «Войти» or the placeholder by <html data-signed-in>. */
function installHeaderCss() {
  const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
  const rules = css.match(/html\[data-signed-in\] \.auth-when-signed-out \{[^}]*\}|html:not\(\[data-signed-in\]\) \.auth-when-pending \{[^}]*\}/g) ?? [];
  expect(rules).toHaveLength(2);
  const style = document.createElement('style');
  style.textContent = rules.join('\n');
  document.head.append(style);
  return style;
}

/** Runs the inline script the server puts in <head>, as the browser does before the first paint. */
function runHintScript() {
  const html = renderToString(<SignedInHintScript />);
  const code = /<script>([\s\S]*)<\/script>/.exec(html)![1];
  new Function(code)();
}

const shown = (element: Element | null) => element !== null && getComputedStyle(element).display !== 'none';

let style: HTMLStyleElement;
beforeEach(() => {
  userAnswer = () => HttpResponse.json({ data: patient });
  useAuthStore.setState({ status: 'unknown', isSignInOpen: false, pending: [] });
  getQueryClient().clear();
  document.documentElement.removeAttribute('data-signed-in');
  style = installHeaderCss();
});
afterEach(() => {
  cleanup();
  style.remove();
  setHint(false);
});

describe('the header’s account control before the session is known', () => {
  it('the cached HTML holds both «Войти» and the placeholder; the hint script picks the placeholder for a signed-in visitor before any React code runs', () => {
    const html = renderToString(
      <WithApi>
        <AccountButton texts={ru.Auth} />
      </WithApi>,
    );
    document.body.innerHTML = html;
    const signIn = document.querySelector('button.auth-when-signed-out');
    const pending = document.querySelector('[data-testid="account-pending"]');
    expect(signIn?.textContent).toBe('Войти');
    expect(pending?.getAttribute('aria-hidden')).toBe('true');

    // Signed out: «Войти» at once, no placeholder.
    runHintScript();
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    expect(shown(signIn)).toBe(true);
    expect(shown(pending)).toBe(false);

    // Signed in (the hint cookie): the placeholder, «Войти» never shown.
    setHint(true);
    runHintScript();
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
    expect(shown(signIn)).toBe(false);
    expect(shown(pending)).toBe(true);
    document.body.innerHTML = '';
  });

  it('while the user loads, a signed-in visitor sees the placeholder; then the name and «Выйти», and «Войти» was never shown', async () => {
    setHint(true);
    runHintScript();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    userAnswer = async () => {
      await held;
      return HttpResponse.json({ data: patient });
    };
    render(
      <WithApi>
        <AccountButton texts={ru.Auth} />
      </WithApi>,
    );
    const visibleSignIn = () => screen.queryAllByRole('button', { name: 'Войти', hidden: true }).filter(shown);
    expect(visibleSignIn()).toEqual([]);
    expect(shown(screen.getByTestId('account-pending'))).toBe(true);
    release();
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeTruthy();
    expect(screen.getByText(patient.FULL_NAME)).toBeTruthy();
    expect(screen.queryByTestId('account-pending')).toBeNull();
    expect(visibleSignIn()).toEqual([]);
  });

  it('an expired session behind a stale hint: the placeholder gives way to «Войти», visible although the mark was set', async () => {
    setHint(true);
    runHintScript();
    userAnswer = () => HttpResponse.json({ error: { code: 'login_required', message: 'Sign in first' } }, { status: 401 });
    render(
      <WithApi>
        <AccountButton texts={ru.Auth} />
      </WithApi>,
    );
    const signIn = await screen.findByRole('button', { name: 'Войти' });
    await waitFor(() => expect(shown(signIn)).toBe(true));
    expect(screen.queryByTestId('account-pending')).toBeNull();
  });

  it('/profile and /pro: the server renders the signed-in name and «Шығу» in its first HTML, no placeholder, no «Кіру»', () => {
    const html = renderToString(
      <WithApi locale="kk">
        <AccountButton texts={kk.Auth} signedInName="Ахметова Динара" profile={{ href: '/kk/profile', label: kk.ProfileNav.openProfile }} />
      </WithApi>,
    );
    expect(html).toContain('Ахметова Динара');
    expect(html).toContain(`>${kk.Auth.signOut}</button>`);
    expect(html).not.toContain(`>${kk.Auth.signIn}</button>`);
    expect(html).not.toContain('account-pending');
  });

  it('a sign-in page offers no second sign-in in the header', async () => {
    render(
      <WithApi>
        <AccountButton texts={ru.Auth} signInPage />
      </WithApi>,
    );
    await waitFor(() => expect(useAuthStore.getState().status).toBe('unauthorized'));
    expect(screen.queryByRole('button', { name: 'Войти', hidden: true })).toBeNull();
  });
});
