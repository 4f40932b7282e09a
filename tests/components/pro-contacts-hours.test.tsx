// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactsPage } from '@/components/pro/site-content/contacts-page';
import { ApiProvider } from '@/lib/api-client/provider';
import { MESSAGES } from '@/lib/i18n/message-files';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { companyRow, resetProState } from './helpers/pro-env';

// Issue 31: the hours editor keeps a lunch break per day and copies Monday to the other weekdays
// in one click (client-side: the save sends seven days); the server's break codes land on the field.

vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/contacts', useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';

const stored = {
  version: 4,
  phones: ['+77273551234'],
  phones_display: ['+7 727 355 12 34'],
  emails: ['info@demo-clinic.kz'],
  address: { ru: 'Алматы, пр. Абая, 1' },
  latitude: null,
  longitude: null,
  opening_hours: {
    mo: { opens: '08:00', closes: '20:00', break: { from: '13:00', to: '14:00' } },
    tu: { opens: '09:00', closes: '18:00' },
    we: { opens: '09:00', closes: '18:00' },
    th: null,
    fr: { opens: '09:00', closes: '17:00' },
    sa: { opens: '10:00', closes: '14:00' },
    su: null,
  },
  working_hours: { ru: '' },
};

let answer: () => Response = () => HttpResponse.json({ data: stored });
const sent: Array<Record<string, unknown>> = [];
const server = setupServer(
  http.get(apiUrl(`${READ}/contacts`), () => HttpResponse.json({ data: stored })),
  http.put(apiUrl(`${WRITE}/contacts`), async ({ request }) => {
    sent.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);
serveFormApi(server);

beforeEach(() => {
  sent.length = 0;
  answer = () => HttpResponse.json({ data: { ...stored, version: 5 } });
  resetProState(companyRow());
});
afterEach(() => server.resetHandlers());

function renderPage() {
  const messages = MESSAGES.ru;
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms', 'FormErrors', 'Common', 'Weekdays'].includes(key)));
  return render(
    <NextIntlClientProvider locale="ru" messages={namespaces} timeZone="Asia/Almaty">
      <WithApi locale="ru">
        <ApiProvider>
          <ContactsPage />
        </ApiProvider>
      </WithApi>
    </NextIntlClientProvider>,
  );
}

const day = (name: string) => screen.getByRole('group', { name });

describe('the hours editor (issue 31)', () => {
  it('shows a stored break; «Скопировать на вторник–пятницу» copies Monday with its break, «Как в понедельник» one day; the save sends them', async () => {
    renderPage();
    const monday = await waitFor(() => day('Понедельник'));
    expect((within(monday).getByLabelText('Обеденный перерыв') as HTMLInputElement).checked).toBe(true);
    expect((within(monday).getByLabelText('Перерыв с') as HTMLInputElement).value).toBe('13:00');
    expect(within(day('Вторник')).queryByLabelText('Перерыв с')).toBeNull();

    // A real button in the tab order (not a submit): Tab reaches it and Enter or Space presses it.
    const copy = within(monday).getByRole('button', { name: 'Скопировать на вторник–пятницу' });
    expect(copy.getAttribute('type')).toBe('button');
    expect(copy.getAttribute('tabindex')).toBeNull();
    copy.focus();
    expect(document.activeElement).toBe(copy);
    fireEvent.click(copy);
    const announced = document.querySelector('[data-hours-copied]')!;
    expect(announced.getAttribute('role')).toBe('status');
    expect(announced.textContent).toBe('Часы понедельника скопированы на вторник–пятницу.');
    for (const name of ['Вторник', 'Среда', 'Четверг', 'Пятница']) {
      expect((within(day(name)).getByLabelText('Открытие') as HTMLInputElement).value).toBe('08:00');
      expect((within(day(name)).getByLabelText('Перерыв до') as HTMLInputElement).value).toBe('14:00');
    }
    // The weekend is left alone until asked.
    expect((within(day('Суббота')).getByLabelText('Открытие') as HTMLInputElement).value).toBe('10:00');
    fireEvent.click(within(day('Воскресенье')).getByRole('button', { name: 'Как в понедельник' }));
    expect((within(day('Воскресенье')).getByLabelText('Закрытие') as HTMLInputElement).value).toBe('20:00');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const monday8to20 = { opens: '08:00', closes: '20:00', break: { from: '13:00', to: '14:00' } };
    expect(sent[0].opening_hours).toEqual({ mo: monday8to20, tu: monday8to20, we: monday8to20, th: monday8to20, fr: monday8to20, sa: { opens: '10:00', closes: '14:00' }, su: monday8to20 });
  });

  it('a break is switched off per day (sent without it) and the server’s break codes show under the field in Russian', async () => {
    answer = () => HttpResponse.json({ error: { code: 'invalid_input', message: 'Проверьте поля.', fields: { 'opening_hours.tu.break.to': ['break_ends_before_start'] } } }, { status: 400 });
    renderPage();
    const monday = await waitFor(() => day('Понедельник'));
    fireEvent.click(within(monday).getByLabelText('Обеденный перерыв'));
    expect(within(monday).queryByLabelText('Перерыв с')).toBeNull();
    const tuesday = day('Вторник');
    fireEvent.click(within(tuesday).getByLabelText('Обеденный перерыв'));
    fireEvent.change(within(tuesday).getByLabelText('Перерыв с'), { target: { value: '15:00' } });
    fireEvent.change(within(tuesday).getByLabelText('Перерыв до'), { target: { value: '14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const hours = sent[0].opening_hours as Record<string, unknown>;
    expect(hours.mo).toEqual({ opens: '08:00', closes: '20:00' });
    expect(hours.tu).toEqual({ opens: '09:00', closes: '18:00', break: { from: '15:00', to: '14:00' } });
    expect(await within(tuesday).findByText(MESSAGES.ru.BusinessErrors.fields.break_ends_before_start)).toBeTruthy();
  });
});
