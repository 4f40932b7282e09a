// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/errors';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

// The API client is replaced: the request token's WebAssembly hasher does not run in jsdom.
const api = vi.hoisted(() => ({ calls: [] as unknown[][], answer: async (): Promise<unknown> => ({ data: { id: 7 } }) }));
vi.mock('@/components/auth/use-api-client', () => ({
  useApiClient: () => ({
    post: (...args: unknown[]) => {
      api.calls.push(args);
      return api.answer();
    },
  }),
}));

const { AppointmentForm } = await import('@/components/forms/appointment-form');
const { QuestionForm } = await import('@/components/forms/question-form');

const apiAuth = { username: 'front', password: 'x' };
const specialists = [
  { id: 11, slug: 'aigerim-seitkali', label: 'Сейткали Айгерим — Терапевт' },
  { id: 12, slug: 'dmitriy-volkov', label: 'Волков Дмитрий — Кардиолог' },
];

const renderAppointment = (texts = ru, clinicName = 'Клиника Демо Мед') =>
  render(<AppointmentForm apiAuth={apiAuth} locale="ru" companyCode="DEMO" clinicName={clinicName} specialists={specialists} texts={texts.Appointment} errorTexts={texts.FormErrors} />);
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

beforeEach(() => {
  api.calls = [];
  api.answer = async () => ({ data: { id: 7 } });
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
    expect(api.calls).toEqual([]);
  });

  it('sends the checked values with a normalized phone, then shows the confirmation that the clinic will call back', async () => {
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
    const [path, body] = api.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/w-front/v1/appointment');
    expect(body).toMatchObject({ COMPANY_CODE: 'DEMO', name: 'Асель', phone: '+77015551234', email: 'asel@example.kz', specialistId: 12, consent: true, website: '' });
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
    expect((api.calls[0] as [string, Record<string, unknown>])[1].specialistId).toBe(12);
  });

  it('shows the server’s field errors and form errors in the visitor’s language', async () => {
    api.answer = async () => {
      throw new ApiError(404, 'specialist_not_found', 'Specialist not found', { specialistId: 'specialist_not_found' });
    };
    renderAppointment(kk);
    change(/Атыңыз/, 'Асель');
    change(/Телефон/, '+7 701 555 12 34');
    fireEvent.change(screen.getByLabelText(/Дәрігер/), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Өтінім жіберу' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Дәрігер/))).toBe(kk.FormErrors.specialist_not_found));

    api.answer = async () => {
      throw new ApiError(429, 'rate_limited', 'Too many attempts');
    };
    fireEvent.change(screen.getByLabelText(/Дәрігер/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Өтінім жіберу' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(kk.FormErrors.rate_limited));
  });

  it('a 503 (the site cannot store requests just now) says to try again in a few minutes, not that the clinic stopped taking requests', async () => {
    api.answer = async () => {
      throw new ApiError(503, 'unavailable', 'The service is temporarily unavailable; try again shortly');
    };
    renderAppointment(uz);
    change(/Ismingiz/, 'Asel');
    change(/Telefon/, '+7 701 555 12 34');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: uz.Appointment.submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(uz.FormErrors.temporarily_unavailable));
    expect(uz.FormErrors.temporarily_unavailable).not.toBe(uz.FormErrors.unavailable);
  });

  it('the consent names the clinic that processes the personal data', () => {
    renderAppointment(ru, 'Клиника Демо Мед');
    const consent = screen.getByRole('checkbox', { name: 'Я согласен(на) на обработку моих персональных данных для записи на приём. Оператор персональных данных — Клиника Демо Мед.' });
    expect(consent).toBeTruthy();
    cleanup();
    renderAppointment(uz, 'Demo Med klinikasi');
    expect(screen.getByRole('checkbox', { name: /shaxsga doir maʼlumotlarimning Demo Med klinikasi tomonidan qayta ishlanishiga roziman/ })).toBeTruthy();
  });

  it('hides the honeypot from people: off-screen, aria-hidden and out of the tab order', () => {
    const { container } = renderAppointment();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('QuestionForm', () => {
  it('shows the field errors in Kazakh on an empty submit', async () => {
    render(<QuestionForm apiAuth={apiAuth} locale="kk" companyCode="DEMO" clinicName="Демо Мед клиникасы" texts={kk.AskQuestion} errorTexts={kk.FormErrors} />);
    fireEvent.click(screen.getByRole('button', { name: 'Сұрақ жіберу' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Формадағы қателерді түзетіңіз.');
    expect(descriptionOf(screen.getByLabelText(/Атыңыз/))).toBe('Бұл өрісті толтырыңыз');
    expect(descriptionOf(screen.getByLabelText(/Сұрағыңыз/))).toBe('Бұл өрісті толтырыңыз');
    expect(api.calls).toEqual([]);
  });

  it('sends a question and confirms it', async () => {
    render(<QuestionForm apiAuth={apiAuth} locale="ru" companyCode="DEMO" clinicName="Клиника Демо Мед" texts={ru.AskQuestion} errorTexts={ru.FormErrors} />);
    change(/Ваше имя/, 'Ержан');
    change(/E-mail/, 'Erzhan@Example.kz');
    change(/Ваш вопрос/, '<script>alert(1)</script>');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить вопрос' }));
    await screen.findByRole('heading', { name: 'Вопрос отправлен' });
    const [path, body] = api.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/w-front/v1/questions');
    expect(body).toMatchObject({ COMPANY_CODE: 'DEMO', name: 'Ержан', email: 'erzhan@example.kz', text: '<script>alert(1)</script>' });
  });
});
