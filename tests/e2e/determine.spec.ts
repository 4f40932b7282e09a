import { expect, test, type Page } from '@playwright/test';
import { CUSTOM_HOST, expectNoAxeViolations, waitForSiteRuntime } from './helpers';

// /determine (SPEC 2.3, type 11) against the local OSMS provider that playwright.config.ts starts.
const INSURED = '900101 300027'; // the dev provider: an employee, insured
const NOT_INSURED = '900101300037';
const WRONG_CHECK_DIGIT = '900101300012';

const octet = () => 1 + Math.floor(Math.random() * 250);

// The API limits checks per client address and its counters outlive a run: each test checks from its own.
// x-client-address is what the API reads; X-Forwarded-For is where a front door trusting loopback takes it from.
test.beforeEach(async ({ page }) => {
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address, 'x-client-address': address });
});

const checkForm = (page: Page) => page.getByRole('main').locator('form');

test.describe('insurance status (SPEC 2.3 determine)', () => {
  const pages = [
    ['/l/demo-clinic/determine', 'Проверить статус страхования', 'ГОБМП и ОСМС: какую помощь вы получаете бесплатно', 'ИИН'],
    ['/kk/l/demo-clinic/determine', 'Сақтандыру мәртебесін тексеру', 'ТМККК және МӘМС: қандай көмекті тегін аласыз', 'ЖСН'],
    ['/uz/l/demo-clinic/determine', 'Sugʻurta holatini tekshirish', 'Kafolatlangan yordam va majburiy sugʻurta: qaysi yordam bepul', 'IIN'],
    ['/en/l/demo-clinic/determine', 'Check your insurance status', 'GOBMP and OSMS: the care you receive free of charge', 'IIN'],
    [`${CUSTOM_HOST}/determine`, 'Проверить статус страхования', 'ГОБМП и ОСМС: какую помощь вы получаете бесплатно', 'ИИН'],
  ] as const;

  test("the menu's page in every language and on the custom host: the check, the official services, the clinic's text", async ({ page }) => {
    // Five pages in a row, each with axe: 14 s on a slow 2-core machine, so twice the default.
    test.setTimeout(60_000);
    for (const [url, title, materialTitle, iinLabel] of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(checkForm(page).getByRole('textbox', { name: iinLabel, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'fms.kz' })).toHaveAttribute('href', 'https://fms.kz');
      await expect(page.getByRole('link', { name: 'egov.kz' })).toHaveAttribute('href', 'https://egov.kz');
      await expect(page.getByRole('heading', { level: 2, name: materialTitle })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The menu links here, and the page is in the sitemap.
    await page.goto('/l/demo-clinic');
    await expect(page.locator('nav a[href="/l/demo-clinic/determine"]').first()).toBeAttached();
    const sitemap = await (await page.request.get('/l/demo-clinic/sitemap.xml')).text();
    // Canonical addresses come from PUBLIC_BASE_URL: only the path is this test's.
    expect(sitemap).toMatch(/<loc>[^<]*demo-clinic\.localhost[^<]*\/kk\/determine<\/loc>/);
    expect(sitemap).not.toContain('/materials/determine<');
  });

  test('a wrong check digit is refused at the field; a valid IIN shows the status from the provider', async ({ page }) => {
    await page.goto('/l/demo-clinic/determine');
    await waitForSiteRuntime(page);
    const form = checkForm(page);
    const button = form.getByRole('button', { name: 'Проверить статус' });
    await expect(button).toBeEnabled();

    // The form's code (react-hook-form, zod, the API client) loads on the first focus, not with the page.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await form.getByRole('textbox', { name: 'ИИН', exact: true }).focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);

    const field = form.getByRole('textbox', { name: 'ИИН', exact: true });
    await field.fill(WRONG_CHECK_DIGIT);
    await button.click();
    await expect(form.getByText('В ИИН ошибка: не сходится контрольная цифра.', { exact: false })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);

    await field.fill(INSURED);
    await button.click();
    await expect(page.getByRole('heading', { level: 3, name: 'Вы застрахованы в системе ОСМС' })).toBeVisible();
    await expect(page.getByText('Категория: работник, взносы платит работодатель.')).toBeVisible();
    await expect(page.getByText(/^Статус действует до \d{2} \S+( \d{4})?\.$/)).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await field.fill(NOT_INSURED);
    await button.click();
    await expect(page.getByRole('heading', { level: 3, name: 'Вы не застрахованы в системе ОСМС' })).toBeVisible();
  });

  test('a submit before the form has loaded is sent once it has, and errors speak the page language', async ({ page }) => {
    await page.goto('/kk/l/demo-clinic/determine');
    const form = checkForm(page);
    await expect(form.getByRole('button', { name: 'Мәртебені тексеру' })).toBeEnabled();
    await form.getByRole('textbox', { name: 'ЖСН', exact: true }).fill('90010130002');
    await form.getByRole('textbox', { name: 'ЖСН', exact: true }).press('Enter');
    await expect(form.getByText('ЖСН 12 цифрдан тұрады')).toBeVisible();
    await expect(page).toHaveURL(/\/kk\/l\/demo-clinic\/determine$/);
  });
});
