import { expect, test, type Locator, type Page } from '@playwright/test';
import { CUSTOM_HOST, expectNoAxeViolations, watchCspViolations } from './helpers';

const CLINIC_INBOX = 'questions@demo-clinic.kz';
const run = Date.now();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const octet = () => 1 + Math.floor(Math.random() * 250);

// The API limits forms per client address and its counters outlive a run: each test sends from its own.
// x-client-address is what the API reads; X-Forwarded-For is where a front door trusting loopback takes it from.
test.beforeEach(async ({ page }) => {
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address, 'x-client-address': address });
});

// Sending a form hashes its token in WebAssembly: the CSP must allow that and block nothing else the forms do.
let expectNoCspViolations: () => Promise<void>;
test.beforeEach(async ({ page }) => {
  expectNoCspViolations = await watchCspViolations(page);
});
test.afterEach(async () => {
  await expectNoCspViolations();
});

const form = (page: Page): Locator => page.getByRole('main').locator('form');

/** The submit button is enabled once the island has hydrated; typing earlier would be lost to React's state. */
const waitForHydration = (scope: Locator) => expect(scope.getByRole('button', { disabled: false })).toBeVisible();

/** The dev outbox lists a mail to `to` that mentions every marker, delivered there by the job worker. */
async function expectMail(page: Page, to: string, ...markers: string[]) {
  await expect(async () => {
    await page.goto('/dev/outbox');
    let mail = page.locator(`article[data-recipient="${to}"]`);
    for (const marker of markers) mail = mail.filter({ hasText: marker });
    await expect(mail.first()).toHaveAttribute('data-status', 'outbox', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('appointment request and ask-a-question forms', () => {
  test('an appointment request on /l/demo-clinic (ru) is confirmed, and mailed to the clinic and the visitor', async ({ page }) => {
    const name = `Айгуль Тестова ${run}`;
    const email = `appointment-${run}@example.kz`;
    await page.goto('/l/demo-clinic/appointment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Онлайн-запись');
    await expectNoAxeViolations(page);
    const appointment = form(page);
    await waitForHydration(appointment);
    await appointment.getByLabel('Ваше имя').fill(name);
    await appointment.getByLabel('Телефон').fill('+7 701 555 12 34');
    await appointment.getByLabel('E-mail').fill(email);
    await appointment.getByLabel('Врач').selectOption({ index: 1 });
    await appointment.getByLabel('Удобная дата').fill(inDays(7));
    await appointment.getByLabel('Комментарий').fill('Нужна консультация терапевта');
    await appointment.getByLabel(/Даю согласие/).check();
    await appointment.getByRole('button', { name: 'Отправить заявку' }).click();

    const done = page.getByRole('heading', { name: 'Заявка отправлена' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByText('перезвонит вам по номеру +7 701 555 12 34')).toBeVisible();
    await expect(page.getByText(`Подтверждение отправлено на ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    await expectMail(page, CLINIC_INBOX, name);
    await expectMail(page, email, name);
    await expectNoAxeViolations(page);
  });

  test('a question on /l/demo-clinic (ru) is confirmed, and mailed to the clinic and the visitor', async ({ page }) => {
    const name = `Ержан Тестов ${run}`;
    const email = `question-${run}@example.kz`;
    await page.goto('/l/demo-clinic/ask-question');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Задать вопрос');
    await expectNoAxeViolations(page);
    const ask = form(page);
    await waitForHydration(ask);
    await ask.getByLabel('Ваше имя').fill(name);
    await ask.getByLabel('E-mail').fill(email);
    await ask.getByLabel('Ваш вопрос').fill('Можно ли сдать анализы в субботу? <script>alert(1)</script>');
    await ask.getByLabel(/Даю согласие/).check();
    await ask.getByRole('button', { name: 'Отправить вопрос' }).click();

    await expect(page.getByRole('heading', { name: 'Вопрос отправлен' })).toBeVisible();
    await expect(page.getByText(`Клиника ответит вам на ${email}`)).toBeVisible();

    await expectMail(page, CLINIC_INBOX, name);
    await expectMail(page, email, name);
    // The visitor's <script> is shown as text in the outbox, never run.
    await expect(page.locator(`article[data-recipient="${email}"]`, { hasText: name }).first()).toContainText('<script>alert(1)</script>');
  });

  test('on the custom host in Kazakh both forms are confirmed and mailed', async ({ page }) => {
    const name = `Асхат Сынақ ${run}`;
    const email = `kk-${run}@example.kz`;
    await page.goto(`${CUSTOM_HOST}/kk/appointment`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Онлайн жазылу');
    await expectNoAxeViolations(page);
    const appointment = form(page);
    await waitForHydration(appointment);
    await appointment.getByLabel('Атыңыз').fill(name);
    await appointment.getByLabel('Телефон').fill('8 701 555 12 35');
    await appointment.getByLabel(/келісемін/).check();
    await appointment.getByRole('button', { name: 'Өтінім жіберу' }).click();
    await expect(page.getByRole('heading', { name: 'Өтінім жіберілді' })).toBeVisible();
    await expect(page.getByText(/қоңырау шалады/)).toBeVisible();

    await page.goto(`${CUSTOM_HOST}/kk/ask-question`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сұрақ қою');
    await expectNoAxeViolations(page);
    const ask = form(page);
    await waitForHydration(ask);
    await ask.getByLabel('Атыңыз').fill(name);
    await ask.getByLabel('Электрондық пошта').fill(email);
    await ask.getByLabel('Сұрағыңыз').fill('Сенбі күні қабылдау бар ма?');
    await ask.getByLabel(/келісемін/).check();
    await ask.getByRole('button', { name: 'Сұрақ жіберу' }).click();
    await expect(page.getByRole('heading', { name: 'Сұрақ жіберілді' })).toBeVisible();

    // The clinic reads both in Russian; the visitor's confirmation is in Kazakh.
    await expectMail(page, CLINIC_INBOX, 'Заявка на приём', name, 'Язык сайта: Қазақша');
    await expectMail(page, CLINIC_INBOX, 'Вопрос с сайта', name, 'Язык сайта: Қазақша');
    await expectMail(page, email, 'Сұрағыңыз алынды', name);
  });

  test('submitting the appointment form empty shows the field errors in Russian', async ({ page }) => {
    await page.goto('/l/demo-clinic/appointment');
    const appointment = form(page);
    await appointment.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(appointment.getByRole('alert')).toHaveText('Исправьте ошибки в форме.');
    const name = appointment.getByLabel('Ваше имя');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Заполните это поле');
    await expect(name).toBeFocused();
    await expect(appointment.getByLabel('Телефон')).toHaveAccessibleDescription(/Заполните это поле/);
    await expect(appointment.getByLabel(/Даю согласие/)).toHaveAccessibleDescription('Без согласия на обработку персональных данных мы не можем принять заявку');
    await expectNoAxeViolations(page);

    await appointment.getByLabel('Телефон').fill('12-34');
    await appointment.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(appointment.getByLabel('Телефон')).toHaveAccessibleDescription(/Введите номер телефона с кодом страны/);
  });

  test('submitting the question form empty shows the field errors in Kazakh', async ({ page }) => {
    await page.goto(`${CUSTOM_HOST}/kk/ask-question`);
    const ask = form(page);
    await ask.getByRole('button', { name: 'Сұрақ жіберу' }).click();
    await expect(ask.getByRole('alert')).toHaveText('Формадағы қателерді түзетіңіз.');
    await expect(ask.getByLabel('Атыңыз')).toHaveAccessibleDescription('Бұл өрісті толтырыңыз');
    await expect(ask.getByLabel('Электрондық пошта')).toHaveAccessibleDescription(/Бұл өрісті толтырыңыз/);
    await expect(ask.getByLabel('Сұрағыңыз')).toHaveAccessibleDescription('Бұл өрісті толтырыңыз');
    await expect(ask.getByLabel(/келісемін/)).toHaveAccessibleDescription('Дербес деректерді өңдеуге келісімсіз өтінімді қабылдай алмаймыз');
    await expectNoAxeViolations(page);
  });

  test('family-med offers neither form: their URLs redirect to its home', async ({ page }) => {
    await page.goto('/l/family-med');
    await expect(page.locator('a[href$="/appointment"], a[href$="/ask-question"]')).toHaveCount(0);
    await page.goto('/l/family-med/appointment');
    expect(new URL(page.url()).pathname).toBe('/l/family-med');
    await page.goto('/l/family-med/ask-question');
    expect(new URL(page.url()).pathname).toBe('/l/family-med');
  });
});
