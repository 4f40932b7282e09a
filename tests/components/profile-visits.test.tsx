// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VisitsView } from '@/components/profile/visits-view';
import type { OwnVisit } from '@/lib/accounts/visits';
import { MESSAGES } from '@/lib/i18n/message-files';
import { renderWithApi } from './helpers/api-env';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const m = MESSAGES.ru.ProfileVisits;

// A visit in Tashkent at 00:30 on 05 March (19:30 UTC the day before), whatever zone the test machine runs in.
const visit = (over: Partial<OwnVisit> = {}): OwnVisit => ({
  id: 7,
  status: 'booked',
  start: '2026-03-04T19:30:00.000Z',
  end: '2026-03-04T20:00:00.000Z',
  timeZone: 'Asia/Tashkent',
  clinic: { name: 'Клиника Ташкент', phone: '+998712000000' },
  doctor: 'Нодира Каримова',
  visitType: 'Консультация',
  changeUntil: '2026-03-04T17:30:00.000Z',
  canChange: true,
  manageUrl: 'https://clinic.uz/visit/7.1.token',
  icsToken: '7.1.token',
  ...over,
});

afterEach(() => {
  cleanup();
  refresh.mockReset();
});

describe('/profile visits (components/profile/visits-view)', () => {
  it('writes the time in the clinic zone; within the limit: until when, reschedule, add to calendar and cancel', () => {
    renderWithApi(<VisitsView locale="ru" now="2026-01-10T00:00:00.000Z" upcoming={[visit()]} past={[]} texts={m} bookingTexts={MESSAGES.ru.Booking} cancelAction={vi.fn()} />);
    const card = screen.getByTestId('visit-upcoming');
    expect(card.textContent).toContain('05 марта, 00:30');
    expect(card.textContent).toContain('Перенести или отменить запись можно до: 04 марта, 22:30.');
    expect(within(card).getByRole('link', { name: m.reschedule }).getAttribute('href')).toBe('https://clinic.uz/visit/7.1.token');
    // The .ics needs the API's authorization: a button that fetches it, not a plain link.
    expect(within(card).getByRole('button', { name: m.addToCalendar })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: m.addToCalendar })).toBeNull();
    expect(within(card).getByRole('button', { name: m.cancel })).toBeTruthy();
    expect(screen.getByText(m.noPast)).toBeTruthy();
  });

  it('after the limit: no cancel or reschedule, but until when changes were possible and the clinic phone to call', () => {
    renderWithApi(<VisitsView locale="ru" now="2026-01-10T00:00:00.000Z" upcoming={[visit({ canChange: false })]} past={[]} texts={m} bookingTexts={MESSAGES.ru.Booking} cancelAction={vi.fn()} />);
    const card = screen.getByTestId('visit-upcoming');
    expect(within(card).queryByRole('button', { name: m.cancel })).toBeNull();
    expect(within(card).queryByRole('link', { name: m.reschedule })).toBeNull();
    const late = within(card).getByTestId('visit-too-late');
    expect(late.textContent).toMatch(/^Перенести или отменить запись можно было до: 04 марта, 22:30\. Позвоните в клинику: .+\.$/);
    expect(within(late).getByRole('link').getAttribute('href')).toBe('tel:+998712000000');
  });

  it('cancel asks first; "no" keeps it; "yes" runs the action and re-renders; a refusal shows its text', async () => {
    const action = vi.fn().mockResolvedValueOnce({ ok: false, message: 'Запись уже нельзя изменить' }).mockResolvedValueOnce({ ok: true });
    renderWithApi(<VisitsView locale="ru" now="2026-01-10T00:00:00.000Z" upcoming={[visit()]} past={[]} texts={m} bookingTexts={MESSAGES.ru.Booking} cancelAction={action} />);
    fireEvent.click(screen.getByRole('button', { name: m.cancel }));
    const group = screen.getByRole('group', { name: 'Отменить запись: 05 марта, 00:30?' });
    await waitFor(() => expect(document.activeElement).toBe(within(group).getByRole('button', { name: m.cancelNo })));
    fireEvent.click(within(group).getByRole('button', { name: m.cancelNo }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: m.cancel }));
    fireEvent.click(screen.getByRole('button', { name: m.cancelYes }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Запись уже нельзя изменить'));
    expect(refresh).not.toHaveBeenCalled();
    // The confirm step stays open after a refusal; yes again once the first try is over.
    fireEvent.click(await screen.findByRole('button', { name: m.cancelYes }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledWith(7, 'ru');
  });
});
