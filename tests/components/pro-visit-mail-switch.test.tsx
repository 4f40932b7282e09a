// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VisitMailSwitch } from '@/components/pro/calendar/visit-mail-switch';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, renderWithApi } from './helpers/api-env';
import { resetProState } from './helpers/pro-env';

// Issue 30 "… and, if they ask for it, an e-mail with a link to the visit": the calendar header's
// switch shows the member's setting and the address, and puts the new one.
let state = { ON: false, EMAIL: 'reception@clinic.kz' as string | null };
let puts: unknown[] = [];
let failPut = false;
const server = setupServer(
  ...(['ru', 'kk'] as const).flatMap((locale) => [
    http.get(apiUrl('/business-api-front2/DEMO/0/business/calendar/visit_mail', locale), () => HttpResponse.json({ data: state })),
    http.put(apiUrl('/w-business/DEMO/0/business/calendar/visit_mail', locale), async ({ request }) => {
      const body = (await request.json()) as { on: boolean };
      puts.push(body);
      if (failPut) return HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 503 });
      state = { ...state, ON: body.on };
      return HttpResponse.json({ data: state });
    }),
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetProState();
  state = { ON: false, EMAIL: 'reception@clinic.kz' };
  puts = [];
  failPut = false;
});
afterEach(() => cleanup());

const show = (locale: Locale = 'ru') =>
  renderWithApi(
    <NextIntlClientProvider locale={locale} messages={{ BusinessCalendar: MESSAGES[locale].BusinessCalendar }} timeZone="Asia/Almaty">
      <VisitMailSwitch />
    </NextIntlClientProvider>,
    locale,
  );

describe('the calendar’s visit e-mail switch', () => {
  it('off, with the address; a click switches it on for the member and shows it on', async () => {
    const t = MESSAGES.ru.BusinessCalendar.visitMail;
    show();
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: t.label });
    expect(box.checked).toBe(false);
    expect(screen.getByText(t.hint.replace('{email}', 'reception@clinic.kz'))).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: t.label }).checked).toBe(true));
    expect(puts).toEqual([{ on: true }]);
  });

  it('without a confirmed e-mail it says none will come (kk); a failed save is said and the box stays as it was', async () => {
    const t = MESSAGES.kk.BusinessCalendar.visitMail;
    state = { ON: true, EMAIL: null };
    failPut = true;
    show('kk');
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: t.label });
    expect(box.checked).toBe(true);
    expect(screen.getByText(t.noEmail)).toBeTruthy();
    fireEvent.click(box);
    expect((await screen.findByRole('alert')).textContent).toBe(t.saveFailed);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: t.label }).checked).toBe(true);
    expect(puts).toEqual([{ on: false }]);
  });
});
