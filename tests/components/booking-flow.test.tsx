// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BookingFlow } from '@/components/booking/booking-flow';
import type { BookingContext } from '@/components/booking/types';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { apiUrl, DEMO_PATIENT, renderWithApi } from './helpers/api-env';
import './helpers/ui-test-env';

const ZONE = 'Asia/Almaty';
const at = (time: string) => `2026-12-01T${time}:00+05:00`;
const slot = (time: string) => ({ start: new Date(at(time)).toISOString(), end: new Date(at(time)).toISOString(), date: '2026-12-01', time });
const doctor = { id: 7, name: 'Омарова Гульнара', visitTypes: [{ id: 3, name: 'Первичный приём', minutes: 30, price: '8 000 ₸' }] };

const ctx = (locale: 'ru' | 'kk'): BookingContext => ({
  companyCode: 'DEMO',
  clinicName: 'Демо клиника',
  policy: { href: '/l/demo-clinic/privacy', label: 'Политика конфиденциальности' },
  timeZone: ZONE,
  locale,
  visitHref: '/l/demo-clinic/visit/',
  texts: (locale === 'kk' ? kk : ru).Booking,
  errorTexts: (locale === 'kk' ? kk : ru).BookingErrors,
});

let holds: string[] = [];
let releases: unknown[] = [];
let user: () => Response = () => HttpResponse.json({ error: { code: 'login_required', message: 'x' } }, { status: 401 });
const server = setupServer(
  ...(['ru', 'kk'] as const).flatMap((locale) => [
    http.get(apiUrl('/api-front2/v1/user', locale), () => user()),
    http.post(apiUrl('/w-front/v1/booking/hold', locale), async ({ request }) => {
      const body = (await request.json()) as { start: string };
      holds.push(body.start);
      if (holds.length === 1)
        return HttpResponse.json({ error: { code: 'slot_taken', message: 'taken', next: [{ start: new Date(at('10:30')).toISOString(), end: '' }, { start: new Date(at('11:00')).toISOString(), end: '' }] } }, { status: 409 });
      return HttpResponse.json({ data: { hold_token: 'hold-1', start: body.start } }, { status: 201 });
    }),
    http.post(apiUrl('/w-front/v1/booking/release', locale), async ({ request }) => {
      releases.push(await request.json());
      return HttpResponse.json({ data: { id: 1, released: true } });
    }),
    http.post(apiUrl('/w-front/v1/booking/code', locale), () => HttpResponse.json({ data: { sent: true } }, { status: 202 })),
    http.post(apiUrl('/w-front/v1/booking/book', locale), () => HttpResponse.json({ error: { code: 'invalid_code', message: 'x', fields: { code: ['invalid_code'] } } }, { status: 400 })),
  ]),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  holds = [];
  releases = [];
});
afterAll(() => server.close());

describe('BookingFlow (the booking dialog)', () => {
  it('a time taken meanwhile (409) offers the answer\'s next free times; picking one holds it and asks for the details', async () => {
    renderWithApi(<BookingFlow ctx={ctx('ru')} doctor={doctor} visitType={doctor.visitTypes[0]} slot={slot('10:00')} today="2026-11-30" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(ru.Booking.slotTaken);
    const offered = within(dialog).getAllByRole('button').filter((button) => button.hasAttribute('data-next-slot'));
    expect(offered.map((button) => button.textContent)).toEqual([`${ru.Booking.tomorrow}, 01 декабря, 10:30`, `${ru.Booking.tomorrow}, 01 декабря, 11:00`]);
    fireEvent.click(offered[1]);
    await within(dialog).findByText(ru.Booking.held);
    expect(holds).toEqual([new Date(at('10:00')).toISOString(), new Date(at('11:00')).toISOString()]);
    expect(within(dialog).getByLabelText(new RegExp(ru.Booking.name))).toBeTruthy();
  });

  it('closing the dialog with a time held releases that hold at once with its token', async () => {
    holds = ['taken already'];
    const closed: boolean[] = [];
    renderWithApi(<BookingFlow ctx={ctx('ru')} doctor={doctor} visitType={doctor.visitTypes[0]} slot={slot('11:30')} today="2026-11-30" onClose={(booked) => closed.push(booked)} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(ru.Booking.held);
    expect(releases).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: ru.Booking.close }));
    await waitFor(() => expect(releases).toEqual([{ token: 'hold-1' }]));
    expect(closed).toEqual([false]);
  });

  it('signed out, in kk: a wrong SMS code is shown on the code field in Kazakh', async () => {
    holds = ['taken already'];
    renderWithApi(<BookingFlow ctx={ctx('kk')} doctor={doctor} visitType={doctor.visitTypes[0]} slot={slot('10:00')} today="2026-11-30" onClose={() => undefined} />, 'kk');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText(new RegExp(kk.Booking.name)), { target: { value: 'Айгүл' } });
    fireEvent.change(within(dialog).getByLabelText(new RegExp(kk.Booking.phone)), { target: { value: '+77011112233' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: kk.Booking.sendCode }));
    const code = await within(dialog).findByLabelText(new RegExp(kk.Booking.code));
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: kk.Booking.book }));
    await waitFor(() => expect(within(dialog).getByText(kk.BookingErrors.invalid_code)).toBeTruthy());
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('signed in with a name and phone: one tap confirms, no form', async () => {
    user = () => HttpResponse.json({ data: DEMO_PATIENT });
    holds = ['taken already'];
    renderWithApi(<BookingFlow ctx={ctx('ru')} doctor={doctor} visitType={doctor.visitTypes[0]} slot={slot('10:00')} today="2026-11-30" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(ru.Booking.signedInAs.replace('{name}', 'Анна Иванова').replace('{phone}', DEMO_PATIENT.TEL));
    expect(within(dialog).getByRole('button', { name: ru.Booking.confirm })).toBeTruthy();
    expect(within(dialog).queryByLabelText(new RegExp(ru.Booking.phone))).toBeNull();
  });
});
