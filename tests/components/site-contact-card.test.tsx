// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClosedDay } from '@/lib/booking/upcoming-closed-days';
import type { Site } from '@/lib/site/load-site';
import type { OpeningHours } from '@/lib/tenants/site-blocks';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { company } from '../unit/seo-fixtures';

// Issue 31: the public contact card shows a day's lunch break beside its hours and the closed days
// of the clinic's holiday calendar ahead («16 декабря — выходной (День Независимости)»); a server component.
const FILES = { ru, kk, en } as Record<string, unknown>;
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    const base = namespace.split('.').reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, FILES[locale] as Record<string, unknown>);
    return (key: string, values: Record<string, unknown> = {}) => {
      const text = key.split('.').reduce((node: unknown, part) => (node as Record<string, unknown>)[part], base) as string;
      return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
    };
  },
}));
const closedDays = vi.fn<(company: { id: number; code: string; timeZone: string }) => Promise<ClosedDay[]>>();
vi.mock('@/lib/booking/upcoming-closed-days', () => ({ upcomingClosedDays: (clinic: { id: number; code: string; timeZone: string }) => closedDays(clinic) }));

const { ContactCard } = await import('@/components/site/contact-card');

const HOURS: OpeningHours = {
  mo: { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } },
  tu: { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } },
  we: { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } },
  th: { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } },
  fr: { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } },
  sa: { opens: '10:00', closes: '14:00' },
  su: null,
};
const CALENDAR: ClosedDay[] = [
  { day: '2026-12-16', name: { ru: 'День Независимости', kk: 'Тәуелсіздік күні', en: 'Independence Day' } },
  { day: '2026-12-17', name: null },
  // A Sunday: closed every week anyway, so no line of its own.
  { day: '2026-12-20', name: { ru: 'Санитарный день' } },
  { day: '2027-01-01', name: { ru: 'Новый год', en: 'New Year' } },
];

function site(locale: 'ru' | 'kk' | 'en', openingHours: OpeningHours | null = HOURS): Site {
  return { locale, company: company({ openingHours }), locales: ['ru', 'kk', 'en'], links: { locale, companySlug: 'demo-clinic', isExternalHost: false }, layout: 'landing', menu: [], homeLink: '/l/demo-clinic' } as Site;
}

beforeAll(() => {
  // The year of a date is written only when it is not the current one.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T06:00:00Z'));
});
afterAll(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  closedDays.mockReset();
});

describe('ContactCard: breaks and holidays (issue 31)', () => {
  it('in Russian: the weekdays with their break, and each closed day ahead with its name', async () => {
    closedDays.mockResolvedValue(CALENDAR);
    render(await ContactCard({ site: site('ru') }));
    expect(closedDays).toHaveBeenCalledWith(expect.objectContaining({ id: 1, code: 'DEMO', timeZone: 'Asia/Almaty' }));
    const rows = [...document.querySelectorAll('[data-opening-hours] li')].map((row) => row.textContent);
    expect(rows).toEqual(['пн–пт09:00–18:00перерыв 13:00–14:00', 'сб10:00–14:00', 'всвыходной']);
    expect(screen.getByText('Нерабочие дни')).toBeTruthy();
    const lines = [...document.querySelectorAll('[data-closed-days] dd')].map((line) => line.textContent);
    expect(lines).toEqual(['16 декабря — выходной (День Независимости)', '17 декабря — выходной', '01 января 2027 — выходной (Новый год)']);
  });

  it('in Kazakh and English: the break and the holiday line in the page’s language', async () => {
    closedDays.mockResolvedValue(CALENDAR.slice(0, 1));
    render(await ContactCard({ site: site('kk') }));
    expect(document.querySelector('[data-opening-break]')!.textContent).toBe('үзіліс 13:00–14:00');
    expect(document.querySelector('[data-closed-days] dd')!.textContent).toBe('16 желтоқсан — демалыс (Тәуелсіздік күні)');
    cleanup();
    render(await ContactCard({ site: site('en') }));
    expect(document.querySelector('[data-opening-break]')!.textContent).toBe('break 13:00–14:00');
    expect(document.querySelector('[data-closed-days] dd')!.textContent).toBe('16 December: closed (Independence Day)');
  });

  it('no closed days ahead: no holiday list; without weekly hours every closed day is listed', async () => {
    closedDays.mockResolvedValue([]);
    render(await ContactCard({ site: site('ru') }));
    expect(document.querySelector('[data-closed-days]')).toBeNull();
    cleanup();
    closedDays.mockResolvedValue(CALENDAR.slice(2, 3));
    render(await ContactCard({ site: site('ru', null) }));
    expect(document.querySelector('[data-closed-days] dd')!.textContent).toBe('20 декабря — выходной (Санитарный день)');
  });
});
