// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppointmentForm } from '@/components/forms/appointment-form';
import { QuestionForm } from '@/components/forms/question-form';
import type { Locale } from '@/lib/i18n/locales';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';

// The API as msw: each test sets the answer; every request body is recorded.
let answer: () => Response = () => HttpResponse.json({ data: { id: 7 } }, { status: 201 });
let sent: { url: string; body: Record<string, unknown> }[] = [];
const record = async ({ request }: { request: Request }) => {
  sent.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
  return answer();
};
const server = setupServer(http.post(apiUrl('/w-front/v1/appointment'), record), http.post(apiUrl('/w-front/v1/appointment', 'kk'), record), http.post(apiUrl('/w-front/v1/appointment', 'uz'), record), http.post(apiUrl('/w-front/v1/questions'), record), http.post(apiUrl('/w-front/v1/questions', 'kk'), record));

const specialists = [
  { id: 11, slug: 'aigerim-seitkali', label: 'Сейткали Айгерим — Терапевт' },
  { id: 12, slug: 'dmitriy-volkov', label: 'Волков Дмитрий — Кардиолог' },
];

const renderAppointment = (texts = ru, locale: Locale = 'ru', clinicName = 'Клиника Демо Мед') =>
  render(
    <WithApi locale={locale}>
      <AppointmentForm companyCode="DEMO" clinicName={clinicName} policy={{ href: '/l/demo-clinic/privacy', label: 'Политика конфиденциальности' }} specialists={specialists} texts={texts.Appointment} errorTexts={texts.FormErrors} />
    </WithApi>,
  );
const renderQuestion = (texts = ru, locale: Locale = 'ru') =>
  render(
    <WithApi locale={locale}>
      <QuestionForm companyCode="DEMO" clinicName="Клиника Демо Мед" policy={{ href: '/l/demo-clinic/privacy', label: 'Политика конфиденциальности' }} texts={texts.AskQuestion} errorTexts={texts.FormErrors} />
    </WithApi>,
  );
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

serveFormApi(server);
beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ data: { id: 7 } }, { status: 201 });
  window.history.replaceState(null, '', '/l/demo-clinic/appointment');
});
afterEach(() => cleanup());

describe('AppointmentForm', () => {
  it('shows the field errors in Russian on an empty submit, moves focus to the first, and sends nothing', async () => {
    renderAppointment();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Исправьте ошибки в форме.');
    const name = screen.getByLabelText(/Ваше имя/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toBe('Заполните это поле');
    expect(descriptionOf(screen.getByLabelText(/Телефон/))).toContain('Заполните это поле');
    expect(descriptionOf(screen.getByRole('checkbox'))).toBe(ru.FormErrors.consent_required);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(sent).toEqual([]);
  });

  it('checks the phone with the server’s schema in the browser: a short number gets its own message', async () => {
    renderAppointment();
    change(/Ваше имя/, 'Асель');
    change(/Телефон/, '12-34');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Телефон/))).toContain(ru.FormErrors.invalid_phone));
    expect(screen.getByLabelText(/Ваше имя/).getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('keeps what was typed before the form’s engine loaded, then sends the checked values with a normalized phone', async () => {
    renderAppointment();
    change(/Ваше имя/, '  Асель  ');
    change(/Телефон/, '8 (701) 555-12-34');
    change(/E-mail/, 'asel@example.kz');
    fireEvent.change(screen.getByLabelText(/Врач/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const done = await screen.findByRole('heading', { name: 'Заявка отправлена' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText(/перезвонит вам по номеру 8 \(701\) 555-12-34/)).toBeTruthy();
    expect(screen.getByText('Подтверждение отправлено на asel@example.kz.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(apiUrl('/w-front/v1/appointment'));
    expect(sent[0].body).toMatchObject({ COMPANY_CODE: 'DEMO', name: 'Асель', phone: '+77015551234', email: 'asel@example.kz', specialistId: 12, consent: true, website: '' });
  });

  it('picks the doctor named by ?specialist=<slug>', async () => {
    window.history.replaceState(null, '', '/l/demo-clinic/appointment?specialist=dmitriy-volkov');
    renderAppointment();
    expect((screen.getByLabelText(/Врач/) as HTMLSelectElement).value).toBe('12');
    change(/Ваше имя/, 'Асель');
    change(/Телефон/, '+7 701 555 12 34');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await screen.findByRole('heading', { name: 'Заявка отправлена' });
    expect(sent[0].body.specialistId).toBe(12);
  });

  it('shows the server’s field errors and form errors in the visitor’s language', async () => {
    answer = () => HttpResponse.json({ error: { code: 'specialist_not_found', message: 'Specialist not found', fields: { specialistId: ['specialist_not_found'] } } }, { status: 404 });
    renderAppointment(kk, 'kk');
    change(/Атыңыз/, 'Асель');
    change(/Телефон/, '+7 701 555 12 34');
    fireEvent.change(screen.getByLabelText(/Дәрігер/), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Өтінім жіберу' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Дәрігер/))).toBe(kk.FormErrors.specialist_not_found));
    expect(screen.getByRole('alert').textContent).toBe(kk.FormErrors.summary);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Дәрігер/)));

    answer = () => HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many attempts' } }, { status: 429 });
    fireEvent.change(screen.getByLabelText(/Дәрігер/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Өтінім жіберу' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(kk.FormErrors.rate_limited));
    expect(sent).toHaveLength(2);
  });

  it('says the clinic takes no requests when it stopped since the page was cached', async () => {
    answer = () => HttpResponse.json({ error: { code: 'online_entry_disabled', message: 'No online entry' } }, { status: 409 });
    renderAppointment();
    change(/Ваше имя/, 'Асель');
    change(/Телефон/, '+7 701 555 12 34');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ru.FormErrors.unavailable));
  });

  it('says there is no connection when the request does not reach the server', async () => {
    answer = () => HttpResponse.error();
    renderAppointment();
    change(/Ваше имя/, 'Асель');
    change(/Телефон/, '+7 701 555 12 34');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ru.FormErrors.network));
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeTruthy();
  });

  it('a 503 (the site cannot store requests just now) says to try again in a few minutes, not that the clinic stopped taking requests', async () => {
    answer = () => HttpResponse.json({ error: { code: 'unavailable', message: 'The service is temporarily unavailable; try again shortly' } }, { status: 503 });
    renderAppointment(uz, 'uz');
    change(/Ismingiz/, 'Asel');
    change(/Telefon/, '+7 701 555 12 34');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: uz.Appointment.submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(uz.FormErrors.temporarily_unavailable));
    expect(uz.FormErrors.temporarily_unavailable).not.toBe(uz.FormErrors.unavailable);
  });

  it('the consent names the clinic that processes the personal data', () => {
    renderAppointment(ru, 'ru', 'Клиника Демо Мед');
    expect(screen.getByRole('checkbox', { name: /Оператор персональных данных — Клиника Демо Мед\./ })).toBeTruthy();
    cleanup();
    renderAppointment(uz, 'uz', 'Demo Med klinikasi');
    expect(screen.getByRole('checkbox', { name: /shaxsga doir maʼlumotlarimning Demo Med klinikasi tomonidan qayta ishlanishiga roziman/ })).toBeTruthy();
  });

  it('every consent links to the clinic’s privacy policy in a new tab, outside the checkbox’s name and description', () => {
    for (const render of [() => renderAppointment(), () => renderQuestion()]) {
      render();
      const consent = screen.getByRole('checkbox', { name: /персональных данных/ });
      const link = screen.getByRole('link', { name: 'Политика конфиденциальности' });
      expect(link.getAttribute('href')).toBe('/l/demo-clinic/privacy');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(consent.closest('label')).toBeNull();
      expect(link.closest('label')).toBeNull();
      expect(descriptionOf(consent)).not.toContain('Политика');
      cleanup();
    }
  });

  it('hides the honeypot from people: off-screen, aria-hidden and out of the tab order', () => {
    const { container } = renderAppointment();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('offers a new, empty form after the confirmation', async () => {
    renderAppointment();
    change(/Ваше имя/, 'Асель');
    change(/Телефон/, '+7 701 555 12 34');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    fireEvent.click(await screen.findByRole('button', { name: ru.Appointment.another }));
    expect((screen.getByLabelText(/Ваше имя/) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Исправьте ошибки в форме.');
    expect(sent).toHaveLength(1);
  });
});

describe('QuestionForm', () => {
  it('shows the field errors in Kazakh on an empty submit', async () => {
    renderQuestion(kk, 'kk');
    fireEvent.click(screen.getByRole('button', { name: 'Сұрақ жіберу' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Формадағы қателерді түзетіңіз.');
    expect(descriptionOf(screen.getByLabelText(/Атыңыз/))).toBe('Бұл өрісті толтырыңыз');
    expect(descriptionOf(screen.getByLabelText(/Сұрағыңыз/))).toBe('Бұл өрісті толтырыңыз');
    expect(sent).toEqual([]);
  });

  it('sends a question and confirms it', async () => {
    renderQuestion();
    change(/Ваше имя/, 'Ержан');
    change(/E-mail/, 'Erzhan@Example.kz');
    change(/Ваш вопрос/, '<script>alert(1)</script>');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить вопрос' }));
    await screen.findByRole('heading', { name: 'Вопрос отправлен' });
    expect(sent[0].url).toBe(apiUrl('/w-front/v1/questions'));
    expect(sent[0].body).toMatchObject({ COMPANY_CODE: 'DEMO', name: 'Ержан', email: 'erzhan@example.kz', text: '<script>alert(1)</script>' });
  });
});
