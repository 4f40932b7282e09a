import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../lib/seed/accounts';
import { endCodeResendWait } from './database';
import { CUSTOM_HOST, expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// The patient's account area (issue 10, session C): profile-auth, the sign-in dialog and the
// sign-in page without JavaScript, the sections, on the platform host and on a clinic's own domain.
const PATIENT = DEMO_ACCOUNTS.find((account) => account.role === 'patient')!;
const run = Date.now();
const octet = () => 1 + Math.floor(Math.random() * 250);

// Sign-in is limited per client address and the counters outlive a run: each test signs in from its own.
test.beforeEach(async ({ context }) => {
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
});

const HOSTS = [
  { name: 'the platform host', origin: '', brand: 'Клиники онлайн' },
  { name: 'the clinic’s own domain', origin: CUSTOM_HOST, brand: 'Клиника Демо Мед' },
] as const;
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
] as const;

/** Every section of session C, by its heading. */
const SECTIONS = [
  { path: '/profile', heading: 'Имя и фамилия', nav: 'Имя и фамилия' },
  { path: '/profile/contacts', heading: 'E-mail и телефон', nav: 'E-mail и телефон' },
  { path: '/profile/password', heading: 'Пароль', nav: 'Пароль' },
  { path: '/profile/sessions', heading: 'Устройства', nav: 'Устройства' },
] as const;

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Вход в аккаунт' });

/** SPEC 2.9: the sign-in modal over the signed-out page, the one sign-in form (the page has none with JavaScript). */
async function signInOnPage(page: Page, login = PATIENT.login, password = PATIENT.password) {
  const dialog = signInDialog(page);
  await dialog.getByLabel('E-mail или телефон').fill(login);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
}

/** The sign-in page of the account area: the modal open over it by itself, one form (none in the page, no «Войти» in the header). */
async function expectSignInPage(page: Page) {
  await expect(signInDialog(page)).toBeVisible();
  await expect(signInDialog(page).getByLabel('E-mail или телефон')).toBeVisible();
  await expect(page.locator('form')).toHaveCount(1);
  await expect(page.locator('main h1')).toHaveText('Войдите в личный кабинет');
  // The modal hides the rest from the accessibility tree: the header is read by its markup.
  await expect(page.locator('header button', { hasText: /^Войти$/ })).toHaveCount(0);
}

for (const host of HOSTS) {
  for (const device of VIEWPORTS) {
    test.describe(`the account area on ${host.name}, ${device.name}`, () => {
      test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.hasTouch });

      test('a signed-out visitor of a section gets the sign-in modal over the page, signs in there and gets that section at the same address, walks every section (axe, no overflow) and signs out', async ({ page }) => {
        // Four sections with axe each, on a machine shared with other builds.
        test.setTimeout(90_000);
        const response = await page.goto(`${host.origin}/profile/contacts`);
        // profile-auth: a personal page is never cached and never indexed.
        expect(response?.headers()['cache-control']).toMatch(/private/);
        expect(response?.headers()['cache-control']).toMatch(/no-store/);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        // SPEC 2.9: the sign-in modal over the page, the one form.
        await expectSignInPage(page);
        await expect(page.getByTestId('profile-back-link')).toHaveAttribute('href', '/');
        await expect(page.getByTestId('profile-brand-name')).toHaveText(host.brand);
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);

        // Signing in in the modal shows the section asked for, at the same address.
        await signInOnPage(page);
        await expect(signInDialog(page)).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: 'E-mail и телефон' })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe('/profile/contacts');

        const nav = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
        await expect(nav.getByRole('link')).toHaveCount(9);
        for (const section of SECTIONS) {
          await page.goto(`${host.origin}${section.path}`);
          await expect(page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
          await expect(nav.getByRole('link', { name: section.nav, exact: true })).toHaveAttribute('aria-current', 'page');
          await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
          await expectNoAxeViolations(page);
          await expectNoHorizontalOverflow(page);
        }

        // The personal page shows the demo patient as SPEC 3 joins the name, the phone grouped as every phone reads (issue 28).
        await page.goto(`${host.origin}/profile`);
        await expect(page.getByTestId('full-name')).toHaveText('Ахметова Динара Маратовна');
        await expect(page.getByText('+7 701 123 45 67')).toBeVisible();

        // Keyboard: the section links take the focus in order, visibly.
        await nav.getByRole('link', { name: 'Имя и фамилия' }).focus();
        await page.keyboard.press('Tab');
        await expect(nav.getByRole('link', { name: 'E-mail и телефон' })).toBeFocused();

        await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
        await expectSignInPage(page);
      });
    });
  }
}

test.describe('the sign-in page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  for (const host of HOSTS) {
    test(`on ${host.name}: the plain form signs in and returns to the section asked for (/kk/profile/password); a wrong password is said in Kazakh`, async ({ page }) => {
      await page.goto(`${host.origin}/kk/profile/password`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Жеке кабинетке кіріңіз' })).toBeVisible();

      await main.getByLabel('Электрондық пошта немесе телефон').fill(PATIENT.login);
      await main.getByLabel('Құпиясөз').fill('not-the-password');
      await main.getByRole('button', { name: 'Кіру' }).click();
      await expect(main.getByRole('alert')).toHaveText('Логин немесе құпиясөз қате');
      // The login typed is kept.
      await expect(main.getByLabel('Электрондық пошта немесе телефон')).toHaveValue(PATIENT.login);

      await main.getByLabel('Құпиясөз').fill(PATIENT.password);
      await main.getByRole('button', { name: 'Кіру' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Құпиясөз', exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/kk/profile/password');
      await expect(page.getByRole('navigation', { name: 'Жеке кабинет бөлімдері' }).getByRole('link', { name: 'Құпиясөз' })).toHaveAttribute('aria-current', 'page');
    });
  }
});

test.describe('the sign-in modal with JavaScript', () => {
  test('closed, the page says it needs a sign-in and its button (focused) opens the modal again by keyboard; signing in there shows the section, header included, with no navigation', async ({ page }) => {
    await page.goto('/en/profile/sessions');
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog).toBeVisible();
    // The focus is in the modal, on its first field or control.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(main.getByText('This page is only available once you sign in.', { exact: false })).toBeVisible();
    const again = main.getByRole('button', { name: 'Sign in', exact: true });
    await expect(again).toBeFocused();
    await expect(page.locator('form')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();

    // A marker on the window survives a re-render but not a navigation or reload.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await dialog.getByLabel('Email or phone').fill(PATIENT.login);
    await dialog.getByLabel('Password').fill(PATIENT.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/en/profile/sessions');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});

test.describe('two tabs', () => {
  test('SPEC 4: a sign-in in the account area shows in a clinic tab; a sign-out there shows in the account area', async ({ page, context }) => {
    const clinic = await context.newPage();
    await clinic.goto('/l/demo-clinic');
    await expect(clinic.getByRole('button', { name: 'Войти' })).toBeVisible();

    await page.goto('/profile');
    await signInOnPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Имя и фамилия' })).toBeVisible();

    // The other tab heard `loggedin` and reloaded; its account button now leads to the account area.
    await expect(clinic.getByRole('button', { name: 'Выйти' })).toBeVisible();
    // From a clinic's site on the platform host the account area is told whose site it was (?site=).
    await expect(clinic.getByRole('link', { name: /Личный кабинет/ })).toHaveAttribute('href', '/profile?site=demo-clinic');

    await clinic.getByRole('button', { name: 'Выйти' }).click();
    await expect(clinic.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expectSignInPage(page);
  });
});

// ---- Flows on the accounts server (the accounts contract, issue 10): sign-up, restore, personal information, sessions.

/** The newest message the dev outbox holds for `recipient` (an e-mail or a +digits phone), once the job worker delivered it. */
async function codeFromOutbox(context: BrowserContext, recipient: string, after = 0): Promise<string> {
  const outbox = await context.newPage();
  let code = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    const mails = outbox.locator(`article[data-recipient="${recipient}"]`);
    expect(await mails.count()).toBeGreaterThan(after);
    const text = await mails.first().locator('pre').innerText();
    code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 30_000 });
  await outbox.close();
  return code;
}

const outboxCount = async (context: BrowserContext, recipient: string) => {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  const count = await outbox.locator(`article[data-recipient="${recipient}"]`).count();
  await outbox.close();
  return count;
};

type NewAccount = { login: string; password: string };

/** Sign-up in the dialog by e-mail or phone, the code from the outbox, then signed in on /profile. */
async function signUp(page: Page, by: 'email' | 'phone', tag: string): Promise<NewAccount> {
  const password = `Secret-${run}`;
  const login = by === 'email' ? `${tag}-${run}@example.kz` : `+7707${String(run).slice(-7)}`;
  await page.goto('/profile');
  // The sign-in modal opens over the page; creating an account is its other tab.
  await signInDialog(page).getByRole('tab', { name: 'Регистрация' }).click();
  const dialog = page.getByRole('dialog', { name: 'Регистрация' });
  if (by === 'phone') await dialog.getByLabel('По телефону').check();
  await dialog.getByLabel(by === 'email' ? /^E-mail/ : /^Телефон/).fill(login);
  await dialog.getByLabel('Фамилия').fill('Сейтқали');
  await dialog.getByLabel(/^Имя/).fill('Айгерим');
  await dialog.getByLabel(/^Пароль/).fill(password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(dialog.getByLabel(/^Код из сообщения/)).toBeVisible();
  await expect(dialog.getByText(/Новый код можно запросить через \d+ с/)).toBeVisible();
  const code = await codeFromOutbox(page.context(), login);
  await dialog.getByLabel(/^Код из сообщения/).fill(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Имя и фамилия' })).toBeVisible();
  await expect(page.getByTestId('full-name')).toHaveText('Сейтқали Айгерим');
  return { login, password };
}

test.describe('account flows against the server', () => {
  test('sign-up by e-mail: the code from the outbox signs the new patient in', async ({ page }) => {
    const account = await signUp(page, 'email', 'signup-email');
    await page.goto('/profile/contacts');
    await expect(page.getByTestId('email-state')).toHaveText('Подтверждён');
    expect(account.login).toContain('@');
  });

  test('sign-up by phone: the SMS code from the outbox signs the new patient in; the phone shows with its plus', async ({ page }) => {
    const account = await signUp(page, 'phone', 'signup-phone');
    // Shown grouped, as every phone reads (issue 28): +7 707 123 45 67.
    const grouped = account.login.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2 $3 $4');
    await expect(page.getByText(grouped)).toBeVisible();
    await page.goto('/profile/contacts');
    await expect(page.getByTestId('phone-state')).toHaveText('Подтверждён');
  });

  test('restore: the login (once the 60 s between codes to one address are over), the code from the outbox and a new password sign the patient in; the old password no longer works', async ({ page }) => {
    const account = await signUp(page, 'email', 'restore');
    await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
    await expectSignInPage(page);
    const before = await outboxCount(page.context(), account.login);
    await signInDialog(page).getByRole('button', { name: 'Забыли пароль?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Восстановление пароля' });
    await dialog.getByLabel('E-mail или телефон').fill(account.login);
    await dialog.getByRole('button', { name: 'Получить код' }).click();
    // The registration code went to this address seconds ago: codes to one address are 60 s apart
    // (lib/security/code-limit.ts, whatever their purpose), and the form says how long to wait.
    const wait = dialog.getByRole('alert').filter({ hasText: /^Слишком много попыток с этого устройства\. Попробуйте снова через \d+ с\.$/ });
    await expect(wait).toBeVisible();
    const seconds = Number(/через (\d+) с/.exec(await wait.innerText())![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    // The wait is the rule of its own integration test; here it is ended instead of sat out.
    await endCodeResendWait(account.login);
    await dialog.getByRole('button', { name: 'Получить код' }).click();
    const code = await codeFromOutbox(page.context(), account.login, before);
    await dialog.getByLabel(/^Код из сообщения/).fill(code);
    await dialog.getByLabel(/^Новый пароль/).fill(`New-${account.password}`);
    await dialog.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Имя и фамилия' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
    await signInOnPage(page, account.login, account.password);
    await expect(signInDialog(page).getByRole('alert')).toHaveText('Неверный логин или пароль');
  });

  test('change information: the new names are saved and the full name shows as SPEC 3 joins it (no middle name, no double space)', async ({ page }) => {
    await signUp(page, 'email', 'names');
    const main = page.getByRole('main');
    await main.getByLabel('Фамилия').fill('Нұрланова');
    await main.getByLabel(/^Имя/).fill('Дана');
    await main.getByLabel('Отчество').fill('  ');
    await main.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Имя и фамилия сохранены')).toBeVisible();
    await expect(page.getByTestId('full-name')).toHaveText('Нұрланова Дана');
    await page.reload();
    await expect(page.getByTestId('full-name')).toHaveText('Нұрланова Дана');
  });

  test('sessions: both devices are listed, this one marked; signing out everywhere else signs the other device out', async ({ page, browser }) => {
    const other = await signedInElsewhere(browser);
    await page.goto('/profile/sessions');
    await signInOnPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Устройства' })).toBeVisible();
    await expect(page.locator('li[data-current]')).toHaveCount(1);
    await expect(page.locator('li[data-current]')).toContainText('Это устройство');
    expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Выйти на всех других устройствах' }).click();
    const confirm = page.getByRole('dialog', { name: 'Выйти на всех других устройствах?' });
    await confirm.getByRole('button', { name: 'Да, выйти' }).click();
    await expect(page.getByText(/Выполнен выход на других устройствах: [1-9]/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

    await other.reload();
    await expectSignInPage(other);
    await other.context().close();
  });
});

/** The demo patient signed in on a second device (its own browser context). */
async function signedInElsewhere(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });
  const page = await context.newPage();
  await page.goto('/profile/password');
  await signInOnPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Пароль', exact: true })).toBeVisible();
  return page;
}
