// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/client/toasts';
import { AppointmentsView } from '@/components/pro/inbox/appointments-view';
import { QuestionsView } from '@/components/pro/inbox/questions-view';
import { ReviewsView } from '@/components/pro/reviews/reviews-view';
import { ApiProvider } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { useToastStore } from '@/stores/toast-store';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';
import './helpers/ui-test-env';
import { resetProState } from './helpers/pro-env';

// The inbox items' actions of the business area (issue 11) against the server's shapes (lib/business/inbox/routes.ts, reviews-routes.ts).
let search = '';
const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/pro/DEMO/0/inbox', useSearchParams: () => new URLSearchParams(search), useRouter: () => ({ push, replace: vi.fn() }) }));
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const READ = '/business-api-front2/DEMO/0/business';
const WRITE = '/w-business/DEMO/0/business';
const meta = { PAGE: 1, PAGE_SIZE: 20, TOTAL: 1, PAGES: 1 };
const counts = { new: 1, in_progress: 0, done: 4 };

const appointment = {
  ID: 41,
  NAME: 'Асель Нұрланова',
  PHONE: '+77015550199',
  EMAIL: 'asel@example.kz',
  PREFERRED_DATE: '2026-04-02',
  COMMENT: 'После 18:00',
  SPECIALIST: { SLUG: 'elena-kim', FULL_NAME: 'Ким Елена' },
  LOCALE: 'kk',
  STATUS: 'new',
  NOTE: null,
  FROM_SIGNED_IN_PATIENT: true,
  CREATED_AT: '2026-03-01T05:30:00.000Z',
  UPDATED_AT: '2026-03-01T05:30:00.000Z',
};
const question = {
  ID: 7,
  NAME: 'Ержан',
  EMAIL: 'erzhan@example.kz',
  PHONE: null,
  TEXT: 'Можно ли сдать анализы в субботу?',
  LOCALE: 'ru',
  STATUS: 'new',
  NOTE: null,
  ANSWER: null,
  ANSWERED_AT: null,
  FROM_SIGNED_IN_PATIENT: false,
  CREATED_AT: '2026-03-01T05:30:00.000Z',
  UPDATED_AT: '2026-03-01T05:30:00.000Z',
};
const review = { ID: 3, AUTHOR_NAME: 'Дана', RATING: 4, TEXT: 'Всё понравилось.', STATUS: 'pending', REPLY: null, SPECIALIST: null, FROM_SIGNED_IN_PATIENT: true, CREATED_AT: '2026-03-01T05:30:00.000Z' };

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let refuse = false;
const record = async (request: Request) => {
  calls.push({ method: request.method, path: new URL(request.url).pathname + new URL(request.url).search, body: request.method === 'GET' ? null : await request.json() });
};
const forbidden = (locale: string) =>
  HttpResponse.json({ error: { code: 'permission_required', message: `(${locale}) the server's own text` } }, { status: 403 });

const handlers = (locale: Locale) => [
  http.get(apiUrl(`${READ}/appointments`, locale), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: [appointment], meta, counts });
  }),
  http.get(apiUrl(`${READ}/appointments/export`, locale), async ({ request }) => {
    await record(request);
    if (refuse) return HttpResponse.json({ error: { code: 'export_too_large', message: `(${locale}) 6000 > 5000` } }, { status: 400 });
    return new HttpResponse('\uFEFF№;Имя\r\n41;Асель\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  }),
  http.put(apiUrl(`${WRITE}/appointments/41`, locale), async ({ request }) => {
    await record(request);
    await delay(150);
    if (refuse) return forbidden(locale);
    const body = calls.at(-1)!.body as { status?: string; note?: string | null };
    return HttpResponse.json({ data: { ...appointment, STATUS: body.status ?? appointment.STATUS, NOTE: body.note === undefined ? appointment.NOTE : body.note } });
  }),
  http.get(apiUrl(`${READ}/questions`, locale), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: [question], meta, counts });
  }),
  http.post(apiUrl(`${WRITE}/questions/7/answer`, locale), async ({ request }) => {
    await record(request);
    const { answer } = calls.at(-1)!.body as { answer: string };
    return HttpResponse.json({ data: { ...question, ANSWER: answer, ANSWERED_AT: '2026-03-02T06:00:00.000Z', STATUS: 'done' } });
  }),
  http.get(apiUrl(`${READ}/reviews`, locale), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ data: [review], meta });
  }),
  http.put(apiUrl(`${WRITE}/reviews/3`, locale), async ({ request }) => {
    await record(request);
    const body = calls.at(-1)!.body as { status?: string; reply?: string | null };
    return HttpResponse.json({ data: { ...review, STATUS: body.status ?? review.STATUS, REPLY: body.reply === undefined ? review.REPLY : body.reply } });
  }),
];
const server = setupServer(...handlers('ru'), ...handlers('kk'));
serveFormApi(server);

beforeEach(() => {
  calls = [];
  refuse = false;
  search = '';
  push.mockReset();
  window.history.replaceState(null, '', '/pro/DEMO/0/inbox');
  resetProState();
});
afterEach(() => cleanup());

function renderPage(page: ReactNode, locale: Locale = 'ru') {
  const messages = MESSAGES[locale];
  const namespaces = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('Business') || ['Ui', 'Forms'].includes(key)));
  return render(
    <NextIntlClientProvider locale={locale} messages={namespaces} timeZone="Asia/Almaty">
      <WithApi locale={locale}>
        <ApiProvider>{page}</ApiProvider>
      </WithApi>
      <Toasts labels={messages.Ui} />
    </NextIntlClientProvider>,
  );
}

/** An inbox row (by the patient's name) opened: its toggle pressed, its detail shown. */
async function openRow(name: string) {
  const item = await screen.findByRole('listitem', { name });
  fireEvent.click(within(item).getByRole('button', { expanded: false }));
  await within(item).findByRole('region', { name });
  return item;
}

const announced = (text: string | RegExp) => waitFor(() => expect(within(screen.getByRole('region', { name: MESSAGES.ru.Ui.notifications })).getByText(text)).toBeTruthy());

describe('appointment requests', () => {
  it('a status change shows before the server answers and is announced; the request lists its contacts with a tel: link', async () => {
    renderPage(<AppointmentsView />);
    const row = await screen.findByRole('listitem', { name: 'Асель Нұрланова' });
    // The compact row: the phone formatted and called by a tap, the doctor; no status buttons or forms until opened.
    expect(within(row).getByRole('link', { name: '+7 701 555 01 99' }).getAttribute('href')).toBe('tel:+77015550199');
    expect(within(row).getByText(/Ким Елена/)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'В работе' })).toBeNull();
    expect(within(row).queryByRole('textbox')).toBeNull();
    const item = await openRow('Асель Нұрланова');
    expect(within(item).getAllByRole('link', { name: '+7 701 555 01 99' })).toHaveLength(2);
    expect(within(item).getByText('казахский')).toBeTruthy();
    const inWork = within(item).getByRole('button', { name: 'В работе' });
    fireEvent.click(inWork);
    // Optimistic: pressed while the PUT is still on its way (the server takes 150 ms), before any announcement.
    await waitFor(() => expect(inWork.getAttribute('aria-pressed')).toBe('true'));
    expect(within(item).getByRole('button', { name: 'Новая' }).getAttribute('aria-pressed')).toBe('false');
    expect(useToastStore.getState().toasts).toEqual([]);
    await announced('Асель Нұрланова: статус «В работе».');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/w-business/ru/DEMO/0/business/appointments/41', body: { status: 'in_progress' } });
  });

  it('a refused status change is put back and the reason is said in the user’s language (kk), naming the permission', async () => {
    refuse = true;
    renderPage(<AppointmentsView />, 'kk');
    const item = await openRow('Асель Нұрланова');
    const done = within(item).getByRole('button', { name: MESSAGES.kk.BusinessInbox.appointments.status.done });
    fireEvent.click(done);
    await waitFor(() => expect(done.getAttribute('aria-pressed')).toBe('true'));
    const alert = await within(item).findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.kk.BusinessErrors.permission_required.replace('{permission}', MESSAGES.kk.BusinessErrors.permissions.appointments_read));
    expect(done.getAttribute('aria-pressed')).toBe('false');
    expect(within(item).getByRole('button', { name: MESSAGES.kk.BusinessInbox.appointments.status.new }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the internal note is checked by the server’s schema before sending (too long), then saved alone', async () => {
    renderPage(<AppointmentsView />);
    const item = await openRow('Асель Нұрланова');
    const note = within(item).getByLabelText('Внутренняя заметка') as HTMLTextAreaElement;
    fireEvent.focus(note);
    fireEvent.change(note, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(item).getByRole('button', { name: 'Сохранить заметку' }));
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(within(item).getByText(MESSAGES.ru.BusinessErrors.fields.too_long)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(note, { target: { value: '  Перезвонить в 18:30 ' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Сохранить заметку' }));
    await announced('Заметка сохранена.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ note: 'Перезвонить в 18:30' });
  });

  it('the filter, the search, the days and the page come from the address and go to the API; the chips keep the search and show the counts', async () => {
    search = 'status=done&page=3&q=%D0%90%D1%81%D0%B5%D0%BB%D1%8C&from=2026-03-01&to=bad';
    renderPage(<AppointmentsView />);
    await screen.findByRole('listitem', { name: 'Асель Нұрланова' });
    // A malformed day is left out rather than sent (the API would refuse it).
    expect(calls[0].path).toBe('/api/business-api-front2/ru/DEMO/0/business/appointments?status=done&q=%D0%90%D1%81%D0%B5%D0%BB%D1%8C&from=2026-03-01&page=3');
    const filter = screen.getByRole('navigation', { name: 'Фильтр по статусу' });
    const done = within(filter).getByRole('link', { name: /^Обработанные/ });
    expect(done.getAttribute('aria-current')).toBe('page');
    expect(done.textContent).toBe('Обработанные4');
    expect(within(filter).getByRole('link', { name: /^Все/ }).textContent).toBe('Все5');
    expect(within(filter).getByRole('link', { name: /^Новые/ }).getAttribute('href')).toBe('/pro/DEMO/0/inbox?status=new&q=%D0%90%D1%81%D0%B5%D0%BB%D1%8C&from=2026-03-01');
    const searchForm = screen.getByRole('search', { name: 'Фильтр заявок' });
    expect((within(searchForm).getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement).value).toBe('Асель');
    expect(within(searchForm).getByRole('link', { name: 'Сбросить фильтр' }).getAttribute('href')).toBe('/pro/DEMO/0/inbox?status=done');
  });

  it('the search form becomes the address (the status kept, the page back to 1); a “to” before “from” is refused at the field', async () => {
    search = 'status=new&page=2';
    renderPage(<AppointmentsView />);
    await screen.findByRole('listitem', { name: 'Асель Нұрланова' });
    const form = screen.getByRole('search', { name: 'Фильтр заявок' });
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Поиск' }), { target: { value: ' 8 701 555 ' } });
    fireEvent.change(within(form).getByLabelText('С даты'), { target: { value: '2026-03-05' } });
    const to = within(form).getByLabelText('По дату');
    fireEvent.change(to, { target: { value: '2026-03-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Найти' }));
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(MESSAGES.ru.BusinessInbox.search.rangeError)).toBeTruthy();
    expect(document.activeElement).toBe(to);
    expect(push).not.toHaveBeenCalled();
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(push).toHaveBeenCalledWith('/pro/DEMO/0/inbox?status=new&q=8+701+555&from=2026-03-05&to=2026-03-31', { scroll: false });
  });

  it('a row opens and closes by its button (aria-expanded), Escape and Collapse give the focus back to it; the open row is in the address', async () => {
    renderPage(<AppointmentsView />);
    const item = await screen.findByRole('listitem', { name: 'Асель Нұрланова' });
    const toggle = within(item).getByRole('button', { expanded: false });
    expect(toggle.tagName).toBe('BUTTON');
    toggle.focus();
    fireEvent.click(toggle);
    const detail = await within(item).findByRole('region', { name: 'Асель Нұрланова' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(detail.id);
    expect(window.location.search).toBe('?open=41');
    // Escape from inside the detail (a status button) closes it and the focus goes back to the row.
    const inWork = within(detail).getByRole('button', { name: 'В работе' });
    inWork.focus();
    fireEvent.keyDown(inWork, { key: 'Escape' });
    await waitFor(() => expect(within(item).queryByRole('region')).toBeNull());
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(window.location.search).toBe('');
    fireEvent.click(toggle);
    fireEvent.click(await within(item).findByRole('button', { name: 'Свернуть' }));
    await waitFor(() => expect(within(item).queryByRole('region')).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });

  it('an address naming a row opens it with the focus on it (a shared link, a reload)', async () => {
    search = 'open=41';
    renderPage(<AppointmentsView />);
    const item = await screen.findByRole('listitem', { name: 'Асель Нұрланова' });
    expect(within(item).getByRole('region', { name: 'Асель Нұрланова' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(item).getByRole('button', { expanded: true })));
  });

  it('the CSV export asks for what the filter selects and saves it under the clinic’s file name; a refusal is said', async () => {
    search = 'status=new&q=%D0%90%D1%81%D0%B5%D0%BB%D1%8C';
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:inbox');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderPage(<AppointmentsView />);
      await screen.findByRole('listitem', { name: 'Асель Нұрланова' });
      fireEvent.click(screen.getByRole('button', { name: 'Скачать CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^appointments-DEMO-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(calls.find((call) => call.path.includes('/export'))?.path).toBe('/api/business-api-front2/ru/DEMO/0/business/appointments/export?status=new&q=%D0%90%D1%81%D0%B5%D0%BB%D1%8C');
      await announced(`Файл ${saved[0]} скачан.`);
      refuse = true;
      fireEvent.click(screen.getByRole('button', { name: 'Скачать CSV' }));
      expect((await screen.findByRole('alert')).textContent).toBe('(ru) 6000 > 5000');
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
});

describe('questions', () => {
  it('an empty answer is refused in the browser; a sent answer replaces the form and the question is done', async () => {
    renderPage(<QuestionsView />);
    const item = await openRow('Ержан');
    const answer = within(item).getByLabelText(/Ответ пациенту/) as HTMLTextAreaElement;
    expect(answer.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.focus(answer);
    fireEvent.click(within(item).getByRole('button', { name: 'Отправить ответ' }));
    await waitFor(() => expect(answer.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(answer, { target: { value: 'Да, с 9 до 14 часов.' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Отправить ответ' }));
    await announced('Ответ отправлен на erzhan@example.kz.');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/w-business/ru/DEMO/0/business/questions/7/answer', body: { answer: 'Да, с 9 до 14 часов.' } });
    expect(within(item).getByRole('heading', { name: 'Ответ отправлен' })).toBeTruthy();
    expect(within(item).getByText('Да, с 9 до 14 часов.')).toBeTruthy();
    expect(within(item).queryByLabelText(/Ответ пациенту/)).toBeNull();
    expect(within(item).getByRole('button', { name: 'Обработан' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('“Answer again” puts the focus in the field; Cancel gives it back to “Answer again”', async () => {
    const A = MESSAGES.ru.BusinessInbox.questions.answer;
    renderPage(<QuestionsView />);
    const item = await openRow('Ержан');
    const answer = within(item).getByLabelText(/Ответ пациенту/) as HTMLTextAreaElement;
    fireEvent.focus(answer);
    fireEvent.change(answer, { target: { value: 'Да, с 9 до 14 часов.' } });
    fireEvent.click(within(item).getByRole('button', { name: A.send }));
    const again = await within(item).findByRole('button', { name: A.again });
    fireEvent.click(again);
    await waitFor(() => expect(document.activeElement).toBe(within(item).getByLabelText(/Ответ пациенту/)));
    fireEvent.click(within(item).getByRole('button', { name: A.cancel }));
    await waitFor(() => expect(document.activeElement).toBe(within(item).getByRole('button', { name: A.again })));
  });
});

describe('reviews', () => {
  it('pending by default; publishing is announced, and the reply is saved on its own', async () => {
    renderPage(<ReviewsView />);
    const item = await screen.findByRole('listitem', { name: 'Дана' });
    expect(calls[0].path).toBe('/api/business-api-front2/ru/DEMO/0/business/reviews?status=pending&page=1');
    expect(within(item).getByText('Оценка 4 из 5')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Опубликовать' }));
    await announced('Дана: отзыв опубликован на сайте.');
    expect(within(item).getByRole('button', { name: 'Опубликовать' }).getAttribute('aria-disabled')).toBe('true');

    const reply = within(item).getByLabelText('Публичный ответ клиники');
    fireEvent.focus(reply);
    fireEvent.change(reply, { target: { value: 'Спасибо за отзыв!' } });
    await act(async () => {
      fireEvent.click(within(item).getByRole('button', { name: 'Сохранить ответ' }));
    });
    await announced('Ответ сохранён.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ status: 'published' }, { reply: 'Спасибо за отзыв!' }]);
  });
});
