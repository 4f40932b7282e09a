// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SubscribeNewsButton } from '@/components/profile/subscribe-news-button';
import { ApiConfigProvider } from '@/lib/api-client/api-config';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { useAuthStore } from '@/stores/auth-store';
import { apiUrl, testApiConfig } from './helpers/api-env';

// Issue 28: «Подписаться на новости» for a patient without an e-mail said «add it in the profile»
// with no way there; the message now links the account's contacts section.
let answer: () => Response = () => HttpResponse.json({ error: { code: 'email_required', message: 'e-mail required' } }, { status: 422 });
const server = setupServer(...(['ru', 'kk'] as const).map((locale) => http.post(apiUrl('/front/v1/user/subscribes', locale), () => answer())));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  useAuthStore.setState({ status: 'authorized', isSignInOpen: false, pending: [] });
  answer = () => HttpResponse.json({ error: { code: 'email_required', message: 'e-mail required' } }, { status: 422 });
});
afterEach(cleanup);

function renderButton(locale: Locale, siteSlug?: string) {
  const texts = MESSAGES[locale].ProfileSubscriptions;
  render(
    <ApiConfigProvider config={testApiConfig(locale)}>
      <SubscribeNewsButton companyCode="DEMO" siteSlug={siteSlug} texts={{ ...texts.button, emailRequired: texts.errors.email_required }} />
    </ApiConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: texts.button.subscribe }));
  return texts;
}

describe('subscribing without an e-mail (issue 28)', () => {
  it('says so and links the contacts section of the account, wearing the clinic on the platform host', async () => {
    const texts = renderButton('ru', 'demo-clinic');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(texts.errors.email_required);
    const link = screen.getByRole('link', { name: texts.button.addEmail });
    expect(link.getAttribute('href')).toBe('/profile/contacts?site=demo-clinic');
  });

  it('in Kazakh on the clinic’s own domain: the prefix of the language, no ?site=', async () => {
    const texts = renderButton('kk');
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: texts.button.addEmail }).getAttribute('href')).toBe('/kk/profile/contacts');
  });

  it('another failure has no such link', async () => {
    answer = () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });
    const texts = renderButton('ru', 'demo-clinic');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.button.failed);
    expect(screen.queryByRole('link', { name: texts.button.addEmail })).toBeNull();
  });
});
