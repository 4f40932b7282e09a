import type { SetupServer } from 'msw/node';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { ApiConfigProvider } from '@/lib/api-client/api-config';
import type { ApiClientConfig } from '@/lib/api-client/config';
import { ApiProvider } from '@/lib/api-client/provider';
import { createQueryClient } from '@/lib/api-client/query-client';
import type { Locale } from '@/lib/i18n/locales';

/** Node's fetch needs absolute URLs; the browser sends /api/... to the page's origin. */
export const API_ORIGIN = 'http://localhost:3000';

/**
 * The layout's API config for a component test: msw answers the calls, and the request token
 * is a fixed string (the component tests check the pages, not the hash, which tests/unit/request-token*.test.ts cover).
 */
export function testApiConfig(locale: Locale = 'ru'): ApiClientConfig {
  return { apiAuth: { username: 'front', password: 'test' }, locale, baseUrl: API_ORIGIN, hash: async () => 'test-token' };
}

export function WithApi({ locale = 'ru', children }: { locale?: Locale; children: ReactNode }) {
  return <ApiConfigProvider config={testApiConfig(locale)}>{children}</ApiConfigProvider>;
}

/** Renders `ui` with the test API config and a query cache of its own (nothing read by an earlier test). */
export function renderWithApi(ui: ReactElement, locale: Locale = 'ru') {
  return render(
    <WithApi locale={locale}>
      <ApiProvider queryClient={createQueryClient()}>{ui}</ApiProvider>
    </WithApi>,
  );
}

/** The API path after the client's rewrite (SPEC 7.1): '/w-front/v1/reviews' -> 'http://localhost:3000/api/w-front/ru/v1/reviews'. */
export function apiUrl(path: string, locale: Locale = 'ru'): string {
  const [, prefix, ...rest] = path.split('/');
  return `${API_ORIGIN}/api/${prefix}/${locale}/${rest.join('/')}`;
}

/**
 * The modules a form loads on first focus or submit, transformed once before the tests: a
 * test then waits for the form's own loading, not for the first transform on a busy machine.
 */
export async function warmFormKit(): Promise<void> {
  await Promise.all([
    import('@/components/forms/api-form-engine'),
    import('@/lib/api-client/provider'),
    import('@/lib/forms/schemas'),
    import('@/lib/content/reviews/schemas'),
    import('@/lib/insurance/schemas'),
    import('@/components/auth/form-schemas'),
  ]);
}

/** A form test's msw server: listening (every unhandled call an error) with the form kit warmed, closed after the file. */
export function serveFormApi(server: SetupServer): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await warmFormKit();
  }, 60_000);
  afterAll(() => server.close());
}

/** The demo patient as GET /api-front2/v1/user answers it (SPEC 3 field names). */
export const DEMO_PATIENT = {
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
