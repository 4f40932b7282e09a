// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountButton } from '@/components/auth/account-button';
import { AppointmentForm } from '@/components/forms/appointment-form';
import { QuestionForm } from '@/components/forms/question-form';
import { ReviewForm } from '@/components/reviews/review-form';
import { getQueryClient } from '@/lib/api-client/provider';
import type { Locale } from '@/lib/i18n/locales';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { useAccountContactStore } from '@/stores/account-contact-store';
import { useAuthStore } from '@/stores/auth-store';
import { apiUrl, DEMO_PATIENT as patient, serveFormApi, WithApi } from './helpers/api-env';

// The header's session loads the user (msw); the forms of the same (cached) page fill in from it.
let userAnswer: () => Response = () => HttpResponse.json({ data: patient });
let sent: Record<string, unknown>[] = [];
const server = setupServer(
  ...(['ru', 'kk'] as const).map((locale) => http.get(apiUrl('/api-front2/v1/user', locale), () => userAnswer())),
  ...(['ru', 'kk'] as const).flatMap((locale) =>
    ['/w-front/v1/appointment', '/w-front/v1/questions'].map((path) =>
      http.post(apiUrl(path, locale), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ data: { id: 7 } }, { status: 201 });
      }),
    ),
  ),
);
serveFormApi(server);

const setHint = (on: boolean) => {
  document.cookie = on ? 'signed_in=1; path=/' : 'signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};
const specialists = [{ id: 11, slug: 'aigerim-seitkali', label: 'Сейткали Айгерим — Терапевт' }];

function renderPage(form: 'appointment' | 'question', messages = ru, locale: Locale = 'ru') {
  return render(
    <WithApi locale={locale}>
      <AccountButton texts={messages.Auth} />
      {form === 'appointment' ? (
        <AppointmentForm companyCode="DEMO" clinicName="Клиника Демо Мед" policy={{ href: '/l/demo-clinic/privacy', label: 'Политика конфиденциальности' }} specialists={specialists} texts={messages.Appointment} errorTexts={messages.FormErrors} />
      ) : (
        <QuestionForm companyCode="DEMO" clinicName="Клиника Демо Мед" policy={{ href: '/l/demo-clinic/privacy', label: 'Политика конфиденциальности' }} texts={messages.AskQuestion} errorTexts={messages.FormErrors} />
      )}
    </WithApi>,
  );
}
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  sent = [];
  userAnswer = () => HttpResponse.json({ data: patient });
  useAuthStore.setState({ status: 'unknown', isSignInOpen: false, pending: [] });
  useAccountContactStore.setState({ contact: null });
  getQueryClient().clear();
  window.history.replaceState(null, '', '/l/demo-clinic/appointment');
});
afterEach(() => {
  cleanup();
  setHint(false);
});

describe('a signed-in patient’s details in the visitor forms', () => {
  it('the appointment form fills name, phone and e-mail from the account once the header’s session knows it; they stay editable and are sent', async () => {
    setHint(true);
    renderPage('appointment');
    await waitFor(() => expect(input(/Ваше имя/).value).toBe(patient.FULL_NAME));
    expect(input(/Телефон/).value).toBe('+7 701 123 45 67'); // shown grouped, sent as stored
    expect(input(/E-mail/).value).toBe(patient.EMAIL);
    expect(input(/Ваше имя/).readOnly).toBe(false);

    fireEvent.change(input(/Ваше имя/), { target: { value: 'Анна' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await screen.findByRole('heading', { name: 'Заявка отправлена' });
    expect(sent[0]).toMatchObject({ name: 'Анна', phone: patient.TEL, email: patient.EMAIL });
  });

  it('never overwrites what the visitor typed before the account was known', async () => {
    setHint(true);
    let answerUser: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerUser = resolve));
    userAnswer = () => answered.then(() => HttpResponse.json({ data: patient })) as unknown as Response;
    renderPage('question', kk, 'kk');
    fireEvent.change(input(new RegExp(kk.AskQuestion.name)), { target: { value: 'Дана' } });
    answerUser();
    // The e-mail was empty: filled; the typed name stays.
    await waitFor(() => expect(input(new RegExp(kk.AskQuestion.email)).value).toBe(patient.EMAIL));
    expect(input(new RegExp(kk.AskQuestion.name)).value).toBe('Дана');
    expect(input(new RegExp(kk.AskQuestion.phone)).value).toBe('+7 701 123 45 67');
  });

  it('a visitor who is not signed in (no hint cookie) gets empty fields and no call', async () => {
    renderPage('appointment');
    await waitFor(() => expect(useAuthStore.getState().status).toBe('unauthorized'));
    expect(input(/Ваше имя/).value).toBe('');
    expect(input(/Телефон/).value).toBe('');
  });

  it('fills after the form’s engine loaded too (a focus first), and again for "send another"', async () => {
    renderPage('appointment');
    fireEvent.focus(input(/Ваше имя/));
    // The engine registers the fields; then the account becomes known.
    await new Promise((resolve) => setTimeout(resolve, 0));
    useAccountContactStore.getState().setContact({ fullName: 'Иванова Анна', firstName: 'Анна', phone: '+77011234567', email: '' });
    await waitFor(() => expect(input(/Ваше имя/).value).toBe('Иванова Анна'));
    expect(input(/E-mail/).value).toBe('');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await screen.findByRole('heading', { name: 'Заявка отправлена' });
    expect(sent[0]).toMatchObject({ name: 'Иванова Анна', phone: '+77011234567' });
    fireEvent.click(screen.getByRole('button', { name: ru.Appointment.another }));
    await waitFor(() => expect(input(/Ваше имя/).value).toBe('Иванова Анна'));
  });

  it('the review form takes the first name only (a review is public)', async () => {
    render(
      <WithApi>
        <ReviewForm companyCode="DEMO" clinicName="Клиника Демо Мед" policy={{ href: '/l/demo-clinic/privacy', label: 'Политика конфиденциальности' }} specialists={[]} limits={{ authorName: 100, text: 2000 }} texts={ru.Reviews.form} />
      </WithApi>,
    );
    useAccountContactStore.getState().setContact({ fullName: 'Иванова Анна Сергеевна', firstName: 'Анна', phone: '+77011234567', email: 'a@example.kz' });
    await waitFor(() => expect(input(/Ваше имя/).value).toBe('Анна'));
  });
});
