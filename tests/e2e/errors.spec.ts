import http from 'node:http';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PORT } from './helpers';

/** A raw request, so odd Host headers and long paths reach the server as sent. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path, headers, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('SPEC 2.8 and 8: the error page', () => {
  test("an unknown slug is the 404 with the requested path in the page's language and a return button, after 1.5 s; 'Page Not Found: {fullPath}' is logged", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/l/no-such-clinic');
    expect(response?.status()).toBe(404);
    const title = page.getByRole('heading', { level: 1, name: 'Страница не найдена' });
    // Hidden at first, shown after the 1.5 s delay.
    await expect(title).toBeHidden();
    await expect(title).toBeVisible({ timeout: 4000 });
    await expect(page.getByText('Запрошенный адрес: /l/no-such-clinic')).toBeVisible();
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    expect(logged).toContain('Page Not Found: /l/no-such-clinic');
    await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });

  test('an unknown host is the 404 page', async ({ page }) => {
    const response = await page.goto(`http://unknown-clinic.localhost:${PORT}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible({ timeout: 4000 });
  });

  test("a 404 inside a company site shows the company's logo and favicon and returns to its home", async ({ page }) => {
    const response = await page.goto('/kk/l/demo-clinic/specialists/no-such-doctor');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Бет табылмады' })).toBeVisible({ timeout: 4000 });
    await expect(page.getByText('Сұралған мекенжай: /kk/l/demo-clinic/specialists/no-such-doctor')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Басты бетке оралу' })).toHaveAttribute('href', '/kk/l/demo-clinic');
    // The logo, or on a phone the clinic's square mark (issue 31): whichever the width shows.
    await expect(page.locator('header img[data-site-logo]:visible')).toHaveAttribute('src', /\/demo\/demo-clinic\//);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/demo\/demo-clinic\//);
    await expectNoAxeViolations(page);
  });

  test("bot user agents get the 404 status with SPEC 8's 'Page Not Found: {fullPath}' as a plain body, not the error page", async () => {
    const res = await rawGet('/l/no-such-clinic', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(res.status).toBe(404);
    expect(res.body).toBe('Page Not Found: /l/no-such-clinic');
  });

  test('bad input gets a clean 404 or 400, never a 500', async () => {
    const cases: [string, Record<string, string>, number[]][] = [
      ['/xx/l/demo-clinic', {}, [404]],
      ['/l/Demo_Clinic!', {}, [404]],
      ['/l/%3Cscript%3E', {}, [404]],
      [`/l/demo-clinic/${'a'.repeat(10_000)}`, {}, [400]],
      ['/', { host: 'bad_host!name' }, [400]],
      ['/', { host: 'a..b' }, [400]],
    ];
    for (const [path, headers, expected] of cases) {
      const res = await rawGet(path, headers);
      expect(expected, `${path.slice(0, 40)} ${JSON.stringify(headers)} -> ${res.status}`).toContain(res.status);
    }
  });
});
