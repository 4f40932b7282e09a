// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlockForm, BookForm } from '@/components/pro/calendar/calendar-forms';
import type { CalendarDoctor } from '@/components/pro/calendar/calendar-types';
import { ApiProvider } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { resetProState } from './helpers/pro-env';

// The calendar's forms after a 409 slot_taken (issue 30): the next free times the server sends
// (lib/booking/errors.ts slotTaken) are buttons, and a tap puts the time, in the clinic's zone, into the form.
const ZONE = 'Asia/Almaty'; // UTC+5
const NEXT = [
  { start: '2026-03-02T05:30:00.000Z', end: '2026-03-02T06:00:00.000Z' },
  { start: '2026-03-03T04:00:00.000Z', end: '2026-03-03T04:30:00.000Z' },
];
const doctor: CalendarDoctor = { ID: 7, FULL_NAME: { ru: 'Иванова Анна' }, SPECIALTY: { ru: 'Терапевт' }, MODE: 'slots', VISIT_TYPES: [{ ID: 3, NAME: { ru: 'Приём' }, DURATION_MINUTES: 30 }] };
const bodies: Record<string, unknown>[] = [];

const taken = (locale: Locale) => HttpResponse.json({ error: { code: 'slot_taken', message: MESSAGES[locale].BookingErrors.slot_taken, next: NEXT } }, { status: 409 });
const handlers = (locale: Locale) => [
  http.post(apiUrl('/w-business/DEMO/0/business/calendar/visits', locale), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return body.start === '05:00' ? taken(locale) : HttpResponse.json({ data: { ID: 1 } });
  }),
  http.post(apiUrl('/w-business/DEMO/0/business/calendar/blocks', locale), async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return taken(locale);
  }),
];
const server = setupServer(...handlers('ru'), ...handlers('kk'));
serveFormApi(server);

beforeEach(() => {
  bodies.length = 0;
  resetProState();
});
afterEach(() => cleanup());

function renderForm(Form: typeof BookForm, locale: Locale = 'ru') {
  const messages = MESSAGES[locale];
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale={locale} messages={namespaces} timeZone={ZONE}>
      <WithApi locale={locale}>
        <ApiProvider>
          <Form open onOpenChange={() => undefined} doctors={[doctor]} doctorId={7} day="2026-03-02" zone={ZONE} />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the calendar forms after a taken time', () => {
  it('booking: shows the next free times in the clinic zone, a tap fills the day and time, and the booking goes through with it', async () => {
    renderForm(BookForm);
    const form = MESSAGES.ru.BusinessCalendar.form;
    fireEvent.change(screen.getByLabelText(form.start), { target: { value: '05:00' } });
    fireEvent.change(screen.getByLabelText(form.name), { target: { value: 'Петров Пётр' } });
    fireEvent.change(screen.getByLabelText(form.phone), { target: { value: '+77011234567' } });
    fireEvent.click(screen.getByRole('button', { name: form.submitBook }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.ru.BookingErrors.slot_taken);
    const offered = within(screen.getByRole('group', { name: form.nextFree }));
    expect(offered.getAllByRole('button').map((button) => button.textContent)).toEqual(['02 марта, 10:30', '03 марта, 09:00']);

    fireEvent.click(offered.getByRole('button', { name: '03 марта, 09:00' }));
    expect(value(form.day)).toBe('2026-03-03');
    expect(value(form.start)).toBe('09:00');
    expect(screen.queryByRole('group', { name: form.nextFree })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: form.submitBook }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ specialist_id: 7, visit_type_id: 3, day: '2026-03-03', start: '09:00', name: 'Петров Пётр' });
  });

  it('blocking, in Kazakh: the offered time fills the day, the start and the end', async () => {
    renderForm(BlockForm, 'kk');
    const form = MESSAGES.kk.BusinessCalendar.form;
    fireEvent.change(screen.getByLabelText(form.start), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText(form.end), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: form.submitBlock }));

    const offered = within(await screen.findByRole('group', { name: form.nextFree }));
    fireEvent.click(offered.getAllByRole('button')[0]);
    expect([value(form.day), value(form.start), value(form.end)]).toEqual(['2026-03-02', '10:30', '11:00']);
  });
});
