// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReviewForm } from '@/components/reviews/review-form';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import { apiUrl, serveFormApi, WithApi } from './helpers/api-env';

// The API as msw: each test sets the answer; every request body is recorded.
let answer: () => Response = () => HttpResponse.json({ data: { status: 'pending' } });
let sent: unknown[] = [];
const server = setupServer(
  http.post(apiUrl('/w-front/v1/reviews'), async ({ request }) => {
    sent.push(await request.json());
    return answer();
  }),
);

const specialists = [
  { slug: 'elena-kim', name: 'Ким Елена Викторовна' },
  { slug: 'dmitriy-volkov', name: 'Волков Дмитрий Андреевич' },
];

function renderForm(texts = ru.Reviews.form, defaultSpecialist?: string) {
  return render(
    <WithApi>
      <ReviewForm companyCode="DEMO" clinicName="Клиника Демо Мед" policy={{ href: '/l/demo-clinic/privacy', label: 'Политика конфиденциальности' }} specialists={specialists} defaultSpecialist={defaultSpecialist} limits={{ authorName: 100, text: 5000 }} texts={texts} />
    </WithApi>,
  );
}

function fillValid() {
  fireEvent.change(screen.getByLabelText(/Ваше имя/), { target: { value: '  Айдана ' } });
  fireEvent.click(screen.getByRole('radio', { name: '5 Отлично' }));
  fireEvent.change(screen.getByLabelText(/Текст отзыва/), { target: { value: '<script>alert(1)</script> Спасибо!' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /персональных данных/ }));
}

const fail = (status: number, code: string, fields?: Record<string, string[]>) => {
  answer = () => HttpResponse.json({ error: { code, message: code, fields } }, { status });
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

serveFormApi(server);
beforeEach(() => {
  sent = [];
  answer = () => HttpResponse.json({ data: { status: 'pending' } });
});
afterEach(() => cleanup());

describe('ReviewForm', () => {
  it('labels every field and offers the rating as five radio buttons', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'Оценка' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 Очень плохо' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'О ком отзыв' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Текст отзыва' }).getAttribute('aria-describedby')).toContain('hint');
  });

  it('hides the honeypot from people: off-screen, aria-hidden and out of the tab order', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('asks for the consent to the processing of personal data, naming the clinic, in the page’s language', () => {
    renderForm(kk.Reviews.form);
    const consent = screen.getByRole('checkbox', { name: /Клиника Демо Мед тарапынан дербес деректерімнің өңделуіне келісемін/ });
    expect(consent.hasAttribute('required') || consent.getAttribute('aria-required') === 'true').toBe(true);
  });

  it('refuses to send without the consent, saying why next to the box', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/Ваше имя/), { target: { value: 'Айдана' } });
    fireEvent.click(screen.getByRole('radio', { name: '5 Отлично' }));
    fireEvent.change(screen.getByLabelText(/Текст отзыва/), { target: { value: 'Спасибо!' } });
    submit();
    const consent = screen.getByRole('checkbox', { name: /персональных данных/ });
    await waitFor(() => expect(consent.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(consent.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)?.textContent).toBe(ru.Reviews.form.errors.consent_required);
    expect(sent).toEqual([]);
  });

  it('shows field errors in the visitor’s language next to each field and sends nothing', async () => {
    renderForm();
    submit();
    const name = screen.getByLabelText(/Ваше имя/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Заполните это поле');
    expect(screen.getByText('Выберите оценку от 1 до 5')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Исправьте ошибки в форме.');
    expect(document.activeElement).toBe(name);
    expect(sent).toEqual([]);
  });

  it('posts JSON to /w-front/v1/reviews and then says the review waits for moderation', async () => {
    renderForm(ru.Reviews.form, 'elena-kim');
    fillValid();
    submit();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Ваш отзыв появится на сайте после модерации');
    expect(document.activeElement).toBe(notice);
    expect(sent).toEqual([
      {
        COMPANY_CODE: 'DEMO',
        SPECIALIST: 'elena-kim',
        AUTHOR_NAME: 'Айдана',
        RATING: 5,
        TEXT: '<script>alert(1)</script> Спасибо!',
        consent: true,
        website: '',
      },
    ]);
  });

  it('shows the API’s field errors next to their fields', async () => {
    fail(404, 'specialist_not_found', { SPECIALIST: ['specialist_not_found'] });
    renderForm();
    fillValid();
    submit();
    const select = screen.getByRole('combobox', { name: 'О ком отзыв' });
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Этого врача нет в списке');
  });

  it('says so in Kazakh when the address sent too many reviews', async () => {
    fail(429, 'rate_limited');
    renderForm(kk.Reviews.form);
    fireEvent.change(screen.getByLabelText(/Атыңыз/), { target: { value: 'Әсел' } });
    fireEvent.click(screen.getByRole('radio', { name: '4 Жақсы' }));
    fireEvent.change(screen.getByLabelText(/Пікір мәтіні/), { target: { value: 'Рақмет' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /дербес деректерімнің/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Пікірді жіберу' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(kk.Reviews.form.errors.rate_limited)).toBeTruthy();
  });
});
