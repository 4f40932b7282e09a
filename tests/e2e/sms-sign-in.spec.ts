import { expect, test } from '@playwright/test';
import { withDatabase } from './database';
import { freshAddress, PHONE } from './accounts';
import { expectNoAxeViolations } from './helpers';

// Sign-in by an SMS code alone (issue 30): a patient whose phone is confirmed (as the booking flow
// confirms it) signs in from the dialog with the phone and the code from the dev outbox, no password.
test.use({ ...PHONE });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
});

test('a patient with a confirmed phone signs in by the SMS code from the outbox, without a password', async ({ page, context }) => {
  const phone = `+7708${String(Date.now()).slice(-7)}`;
  await withDatabase((db) => db.query(`INSERT INTO users (tel, tel_confirmed_at, name, lastname) VALUES ($1, now(), 'Айгерим', 'Сейтқали')`, [phone]));

  await page.goto('/profile');
  const dialog = page.getByRole('dialog', { name: 'Вход в аккаунт' });
  await dialog.getByRole('button', { name: 'Код из SMS вместо пароля' }).click();
  await dialog.getByLabel(/^Номер телефона/).fill(phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '8 $1 $2 $3 $4'));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByLabel(/^Код из сообщения/)).toBeVisible();
  await expect(dialog.getByText(/мы отправили на него код в SMS/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The SMS as the dev outbox shows it, once the job worker delivered it.
  const outbox = await context.newPage();
  let code = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    const text = await outbox.locator(`article[data-recipient="${phone}"]`).first().locator('pre').innerText();
    code = /Код для входа: (\d{6})/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 30_000 });
  await outbox.close();

  await dialog.getByLabel(/^Код из сообщения/).fill(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Имя и фамилия' })).toBeVisible();
  await expect(page.getByTestId('full-name')).toHaveText('Сейтқали Айгерим');
});
