import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import kk from '../../messages/kk.json';
import ru from '../../messages/ru.json';
import uz from '../../messages/uz.json';
import { createFreshPatient, freshAddress, signIn } from './accounts';
import { CUSTOM_HOST, expectNoAxeViolations, expectNoHorizontalOverflow } from './helpers';

// Issue 20, the patient's path, on a 360 px phone and a 1280 px desktop in ru, kk and uz: the
// doctor chosen from the doctor's page, a signed-in patient's details filled in, no «Войти» for a
// signed-in visitor (first paint included), one sign-in form on /profile and /pro, /profile in
// its clinic, and a request's details. Texts come from the message files (they are being reworded).
const LOCALES = [
  { locale: 'ru', messages: ru, prefix: '', doctor: 'Волков Дмитрий Андреевич' },
  { locale: 'kk', messages: kk, prefix: '/kk', doctor: 'Волков Дмитрий Андреевич' },
  { locale: 'uz', messages: uz, prefix: '/uz', doctor: 'Volkov Dmitriy Andreyevich' },
] as const;
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

type Messages = typeof ru;
type WatchWindow = { __sawSignIn: string[] };

/**
 * From the document's first frame on (an init script, before any of the page's scripts), notes
 * every frame in which the header showed a visible «Войти» button: the first paint included.
 */
async function watchSignInButton(page: Page, label: string) {
  await page.addInitScript((text) => {
    const seen: string[] = [];
    (window as unknown as WatchWindow).__sawSignIn = seen;
    const check = () => {
      for (const button of document.querySelectorAll('header button')) {
        if (button.textContent?.trim() === text && (button as HTMLElement).checkVisibility()) seen.push(`${location.pathname} at ${Math.round(performance.now())} ms`);
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, label);
}
const sawSignIn = (page: Page) => page.evaluate(() => (window as unknown as WatchWindow).__sawSignIn);

const shot = (page: Page, testInfo: TestInfo, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });

async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
}

/** SPEC 2.9: the sign-in modal over the page is the one form there: none in the page, no «Войти» in the header. */
async function expectOneSignInForm(page: Page, messages: Messages, heading: string) {
  await expect(page.locator('main h1')).toHaveText(heading);
  await expect(page.getByRole('dialog').getByRole('button', { name: messages.Auth.submit, exact: true })).toBeVisible();
  // The modal hides the rest from the accessibility tree: the header is read by its markup.
  await expect(page.locator('header button', { hasText: new RegExp(`^${messages.Auth.signIn}$`) })).toHaveCount(0);
  await expect(page.locator('form')).toHaveCount(1);
}

async function signedInContext(context: BrowserContext) {
  const patient = await createFreshPatient({ prefix: 'walk-patient' });
  await signIn(context, patient.email, patient.password);
  return patient;
}

for (const device of VIEWPORTS) {
  for (const { locale, messages, prefix, doctor } of LOCALES) {
    test.describe(`the patient's path, ${device.name}, ${locale}`, () => {
      test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.hasTouch });
      test.beforeEach(async ({ context }) => {
        const address = freshAddress();
        await context.setExtraHTTPHeaders({ 'x-forwarded-for': address, 'x-client-address': address });
      });

      test('a signed-in patient: never «Войти»; «Записаться» picks the doctor, the details are filled in and kept on an error; the request shows its details in /profile, which wears the clinic’s header', async ({ page, context }, testInfo) => {
        test.setTimeout(120_000);
        const patient = await signedInContext(context);
        const fullName = `${patient.lastname} ${patient.name}`;
        await watchSignInButton(page, messages.Auth.signIn);

        // The doctor's page, as served: the cached HTML is everyone's; «Войти» is marked to hide before the first paint.
        const served = await (await page.request.get(`${prefix}/l/demo-clinic/specialists/dmitriy-volkov`)).text();
        expect(served).toMatch(/<head>[\s\S]*data-signed-in[\s\S]*<\/head>/);
        expect(served).toMatch(new RegExp(`<button[^>]*auth-when-signed-out[^>]*>${messages.Auth.signIn}</button>`));

        await page.goto(`${prefix}/l/demo-clinic/specialists/dmitriy-volkov`);
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('button', { name: messages.Auth.signOut })).toBeVisible();
        await page.reload();
        await expect(banner.getByRole('button', { name: messages.Auth.signOut })).toBeVisible();
        expect(await sawSignIn(page)).toEqual([]);
        await shot(page, testInfo, `doctor-${locale}`);

        // «Записаться» opens the form with this doctor chosen.
        await page.getByRole('main').getByRole('link', { name: messages.Specialists.book }).click();
        await expect(page).toHaveURL(/\/appointment\?specialist=dmitriy-volkov$/);
        const select = page.getByLabel(messages.Appointment.specialist);
        await expect(select.locator('option:checked')).toHaveText(new RegExp(`^${doctor} — `));
        // The signed-in patient's details, filled in and editable.
        const name = page.getByLabel(new RegExp(`^${messages.Appointment.name}`));
        await expect(name).toHaveValue(fullName);
        await expect(page.getByLabel(new RegExp(`^${messages.Appointment.email}`))).toHaveValue(patient.email);
        await expect(name).toBeEditable();
        expect(await sawSignIn(page)).toEqual([]);
        await checkPage(page);
        await shot(page, testInfo, `appointment-prefilled-${locale}`);

        // A validation error (no phone, no consent) keeps the doctor and the details.
        await page.getByRole('button', { name: messages.Appointment.submit }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expect(select.locator('option:checked')).toHaveText(new RegExp(`^${doctor} — `));
        await expect(name).toHaveValue(fullName);
        await shot(page, testInfo, `appointment-error-${locale}`);
        await page.getByLabel(new RegExp(`^${messages.Appointment.phone}`)).fill('+7 701 555 12 34');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: messages.Appointment.submit }).click();
        await expect(page.getByRole('heading', { name: messages.Appointment.successTitle })).toBeVisible();

        // /profile from the clinic's site (platform host): the clinic's header and the way back to its site.
        await page.goto(`${prefix}/l/demo-clinic`);
        const clinicName = (await page.getByRole('banner').locator('a').first().innerText()).trim();
        await page.getByRole('banner').getByRole('link', { name: new RegExp(messages.ProfileNav.openProfile) }).click();
        await expect(page).toHaveURL(/\/profile\?site=demo-clinic$/);
        const back = page.getByTestId('profile-back-link');
        await expect(page.getByTestId('profile-brand-name')).toHaveText(clinicName);
        await expect(back).toHaveAttribute('href', `${prefix}/l/demo-clinic`);
        if (!device.isMobile) await expect(page.getByText(messages.ProfileClinic.accountNote)).toBeVisible();

        // /profile renders the signed-in header on the server: the name and «Выйти» in the HTML as served.
        const profileHtml = await (await page.request.get(`${prefix}/profile/requests`)).text();
        expect(profileHtml).toContain(`>${messages.Auth.signOut}</button>`);
        expect(profileHtml).not.toMatch(new RegExp(`<button[^>]*>${messages.Auth.signIn}</button>`));

        // Inside /profile the clinic stays: the requests section, through the menu.
        await page.getByRole('navigation', { name: messages.ProfileNav.navigation }).getByRole('link', { name: messages.ProfileNav.sections.requests }).click();
        await expect(page.getByRole('heading', { level: 1, name: messages.ProfileRequests.title })).toBeVisible();
        await expect(page.getByTestId('profile-brand-name')).toHaveText(clinicName);
        const request = page.getByTestId('appointment-request').first();
        await expect(request.getByTestId('request-doctor')).toContainText(doctor);
        await expect(request.getByTestId('request-sent-on')).not.toBeEmpty();
        await expect(request.getByRole('link', { name: new RegExp(clinicName.split('\n')[0]) })).toBeVisible();
        await expect(request.getByTestId('request-clinic-address')).not.toBeEmpty();
        expect(await sawSignIn(page)).toEqual([]);
        await checkPage(page);
        await shot(page, testInfo, `profile-requests-clinic-${locale}`);

        await page.reload();
        await expect(page.getByTestId('profile-brand-name')).toHaveText(clinicName);
        expect(await sawSignIn(page)).toEqual([]);

        // Back to the clinic's site.
        await back.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/l/demo-clinic$`));

        // An unknown clinic falls back to the platform.
        await page.goto(`${prefix}/profile?site=no-such-clinic`);
        await expect(page.getByTestId('profile-brand-name')).toHaveText(messages.Platform.title);
      });

      test('signed out: one sign-in form on /profile and on /pro (staff words there), and again right after signing out', async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        const patient = await createFreshPatient({ prefix: 'walk-sign-in' });

        await page.goto(`${prefix}/profile`);
        await expectOneSignInForm(page, messages, messages.ProfileNav.signIn.title);
        await checkPage(page);
        await shot(page, testInfo, `profile-sign-in-${locale}`);

        await page.goto(`${prefix}/pro`);
        await expectOneSignInForm(page, messages, messages.BusinessShell.signIn.title);
        await checkPage(page);
        await shot(page, testInfo, `pro-sign-in-${locale}`);
        // The modal over the staff's page speaks to staff, not of a «личный кабинет».
        const dialog = page.getByRole('dialog');
        await expect(page.getByRole('dialog', { name: messages.Auth.staffTitle })).toBeVisible();
        await expect(page.getByRole('dialog', { name: messages.Auth.title })).toHaveCount(0);
        await shot(page, testInfo, `pro-staff-dialog-${locale}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);

        // Signing in in the modal, then out: the sign-in page again, with the modal its one form.
        await page.goto(`${prefix}/profile`);
        const signInDialog = page.getByRole('dialog', { name: messages.Auth.title });
        await signInDialog.getByLabel(messages.Auth.login).fill(patient.email);
        await signInDialog.getByLabel(messages.Auth.password).fill(patient.password);
        await signInDialog.getByRole('button', { name: messages.Auth.submit, exact: true }).click();
        const signOut = page.getByRole('banner').getByRole('button', { name: messages.Auth.signOut });
        await expect(signOut).toBeVisible();
        await signOut.click();
        await expectOneSignInForm(page, messages, messages.ProfileNav.signIn.title);
        await checkPage(page);
        await shot(page, testInfo, `profile-after-sign-out-${locale}`);
      });
    });
  }
}

test('on the clinic’s own domain too, «Записаться» on a doctor’s page opens the form with that doctor chosen', async ({ page }, testInfo) => {
  await page.goto(`${CUSTOM_HOST}/specialists/dmitriy-volkov`);
  const book = page.getByRole('main').getByRole('link', { name: ru.Specialists.book });
  await expect(book).toHaveAttribute('href', '/appointment?specialist=dmitriy-volkov');
  await book.click();
  await expect(page.getByLabel(ru.Appointment.specialist).locator('option:checked')).toHaveText(/^Волков Дмитрий Андреевич — /);
  await checkPage(page);
  await shot(page, testInfo, 'appointment-custom-domain');
});
