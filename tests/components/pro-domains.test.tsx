// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainsPage } from '@/components/pro/domains/domains-page';
import type { Domain } from '@/components/pro/domains/domain-types';
import { ApiProvider } from '@/lib/api-client/provider';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// Issue 31: the domains page against the server's shapes (lib/business/clinic/domains/wire.ts):
// a verified domain whose DNS leads elsewhere says so with what DNS answered; "Check again" turns
// it live; the records' copy buttons copy the short host and the value.

vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/domains', useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';

const notPointing: Domain = {
  ID: 9,
  HOST: 'www.clinic.kz',
  DISPLAY_HOST: 'www.clinic.kz',
  VERIFIED: true,
  VERIFIED_AT: '2026-03-01T05:30:00.000Z',
  IS_PRIMARY: false,
  VERIFICATION_LOST_AT: null,
  CLAIM_EXPIRES_AT: null,
  KIND: 'subdomain',
  ZONE: 'clinic.kz',
  RECORDS: [
    { TYPE: 'TXT', HOST: '_clinic-verification.www', NAME: '_clinic-verification.www.clinic.kz', VALUE: 'clinic-verification=abc' },
    { TYPE: 'CNAME', HOST: 'www', NAME: 'www.clinic.kz', VALUE: 'edge.platform.example' },
  ],
  ALIAS_INSTEAD: null,
  INGRESS_NAMED: true,
  POINTING: { STATE: 'elsewhere', ADDRESSES: ['198.51.100.7'] },
  STATE: 'not_pointing',
};
let current: Domain = notPointing;
const writeText = vi.fn<(text: string) => Promise<void>>();

const server = setupServer(
  http.get(apiUrl(`${READ}/domains`), () => HttpResponse.json({ data: [current] })),
  http.post(apiUrl(`${WRITE}/domains/9/verify`), () => {
    current = { ...notPointing, POINTING: { STATE: 'ours', ADDRESSES: [] }, STATE: 'live' };
    return HttpResponse.json({ data: current });
  }),
);
serveFormApi(server);

beforeEach(() => {
  current = notPointing;
  writeText.mockReset().mockResolvedValue();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  resetProState(companyRow());
});
afterEach(() => server.resetHandlers());

function renderPage() {
  const messages = MESSAGES.ru;
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms', 'FormErrors', 'Common'].includes(key)));
  return render(
    <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
      <WithApi locale="ru">
        <ApiProvider>
          <DomainsPage />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

describe('the domains page (issue 31)', () => {
  it('verified but not pointing: the warning with what DNS answers and no "make primary"; "Check again" turns it live', async () => {
    renderPage();
    const item = await screen.findByTestId('domain');
    expect(item.textContent).toContain('Подтверждён, но пока не указывает на нас');
    const warning = within(item).getByTestId('domain-not-pointing');
    expect(warning.textContent).toContain('Сайт на www.clinic.kz пока не открывается');
    expect(warning.textContent).toContain('«www»');
    expect(warning.textContent).toContain('Сейчас адрес ведёт на: 198.51.100.7.');

    // Not reachable here, so not offered as the site's main address (the API refuses it too: 409 domain_not_pointing).
    expect(within(item).queryByRole('button', { name: 'Сделать основным' })).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Проверить снова' }));
    expect(await screen.findByText('Домен www.clinic.kz подтверждён: сайт открывается на нём.')).toBeTruthy();
    await screen.findByText('Подтверждён и указывает на нас');
    expect(within(screen.getByTestId('domain')).queryByTestId('domain-not-pointing')).toBeNull();
    expect(within(screen.getByTestId('domain')).queryByRole('button', { name: 'Проверить снова' })).toBeNull();
    expect(within(screen.getByTestId('domain')).getByRole('button', { name: 'Сделать основным' })).toBeTruthy();
  });

  it('the copy buttons copy the short host and the value of each record', async () => {
    renderPage();
    const item = await screen.findByTestId('domain');
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Копировать: хост записи CNAME' })));
    expect(writeText).toHaveBeenLastCalledWith('www');
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Копировать: значение записи TXT' })));
    expect(writeText).toHaveBeenLastCalledWith('clinic-verification=abc');
    expect(within(item).getByText('Скопировано: значение записи TXT')).toBeTruthy();
  });
});
