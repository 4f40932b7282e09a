import { expect, test } from '@playwright/test';
import { CUSTOM_HOST, expectNoAxeViolations, menuLinks } from './helpers';

test.describe('company sites by slug, locale prefix and custom host', () => {
  test('/l/demo-clinic renders the clinic in Russian with /l/demo-clinic links', async ({ page }) => {
    const response = await page.goto('/l/demo-clinic');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Клиника Демо Мед');
    const links = await menuLinks(page);
    expect(links).toContain('/l/demo-clinic/about');
    expect(links).toContain('/l/demo-clinic/contacts');
    expect(links.filter((href) => href.startsWith('/') && !href.startsWith('/l/demo-clinic') && !/^\/(kk|uz|en)\/l\/demo-clinic/.test(href))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('/kk/l/demo-clinic renders Kazakh with /kk links', async ({ page }) => {
    await page.goto('/kk/l/demo-clinic');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Демо Мед клиникасы');
    expect(await menuLinks(page)).toContain('/kk/l/demo-clinic/about');
    await expectNoAxeViolations(page);
  });

  test('/en/l/demo-clinic renders English', async ({ page }) => {
    await page.goto('/en/l/demo-clinic');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Med Clinic');
    expect(await menuLinks(page)).toContain('/en/l/demo-clinic/contacts');
    await expectNoAxeViolations(page);
  });

  test('the custom domain serves the clinic as the whole site with root-relative links', async ({ page }) => {
    const response = await page.goto(`${CUSTOM_HOST}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Клиника Демо Мед');
    const links = await menuLinks(page);
    expect(links).toContain('/about');
    expect(links.some((href) => href.startsWith('/l/'))).toBe(false);
    await page.goto(`${CUSTOM_HOST}/kk/contacts`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Байланыс');
    await expectNoAxeViolations(page);
  });

  test('/en/l/family-med redirects to /l/family-med: the clinic has no English name', async ({ page }) => {
    await page.goto('/en/l/family-med');
    expect(new URL(page.url()).pathname).toBe('/l/family-med');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const switcher = page.getByRole('navigation', { name: 'Язык сайта' });
    await expect(switcher.getByRole('link')).toHaveText(['ru', 'kk']);
    await expectNoAxeViolations(page);
  });

  test('a path outside the menu redirects to the company home', async ({ page }) => {
    await page.goto('/l/demo-clinic/no-such-section');
    expect(new URL(page.url()).pathname).toBe('/l/demo-clinic');
    // family-med has no online entry: its appointment URL is not in its menu (SPEC 2.5).
    await page.goto('/l/family-med/appointment');
    expect(new URL(page.url()).pathname).toBe('/l/family-med');
    await page.goto(`${CUSTOM_HOST}/kk/no-such-section`);
    expect(new URL(page.url()).pathname).toBe('/kk');
  });

  test('the layouts differ: demo-clinic has three columns with a sidebar, family-med is wide without one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/l/demo-clinic/about');
    await expect(page.locator('[data-layout="landing"]')).toBeVisible();
    await expect(page.locator('[data-column="menu"]')).toBeVisible();
    await expect(page.getByRole('complementary')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/l/family-med/about');
    await expect(page.locator('[data-layout="landing-wide"]')).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the contacts page shows address, phones as tel: links, hours, e-mail and a map link', async ({ page }) => {
    await page.goto('/l/demo-clinic/contacts');
    const main = page.locator('main');
    await expect(main.locator('a[href^="tel:+7"]').first()).toBeVisible();
    await expect(main.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(main.getByRole('link', { name: /Открыть на карте/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('SPEC 4: the locale cookie picks the locale of an unprefixed URL, only among the company locales', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'kk', url: 'http://localhost:3100' }]);
    await page.goto('/l/demo-clinic');
    expect(new URL(page.url()).pathname).toBe('/kk/l/demo-clinic');
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: 'http://localhost:3100' }]);
    await page.goto('/l/family-med');
    expect(new URL(page.url()).pathname).toBe('/l/family-med');
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: 'http://localhost:3100' }]);
    await page.goto('/kk/l/demo-clinic');
    await page.goto('/l/demo-clinic');
    expect(new URL(page.url()).pathname).toBe('/l/demo-clinic');
  });

  test('switching the language keeps the page and remembers the choice for 365 days', async ({ page, context }) => {
    await page.goto('/l/demo-clinic/about');
    await page.getByRole('navigation', { name: 'Язык сайта' }).getByRole('link', { name: 'kk' }).click();
    await expect(page).toHaveURL(/\/kk\/l\/demo-clinic\/about$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('kk');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });
});
