import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PORT } from './helpers';

const ORIGIN = `http://localhost:${PORT}`;
const BASIC = `Basic ${Buffer.from('front:front-dev-password').toString('base64')}`;
const CSRF = 'x';
const token = (body: string) => createHash('sha256').update(`${CSRF}:${body}`).digest('hex');
async function signIn(page: Page) {
  const body = new URLSearchParams({ login: 'manager@demo-clinic.kz', password: 'Manager-demo-2026' }).toString();
  const response = await fetch(`${ORIGIN}/api/api-front2/ru/v1/user/authorize`, { method: 'POST', body, headers: { authorization: BASIC, cookie: `csrf_token=${CSRF}`, 'x-token': token(body), 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.9.' + Math.floor(Math.random() * 200) } });
  expect(response.status).toBe(200);
  await page.context().addCookies(response.headers.getSetCookie().map((line) => { const [name, ...v] = line.split(';')[0].split('='); return { name, value: v.join('='), url: ORIGIN }; }));
}
for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['desk', { width: 1280, height: 900 }]] as const) {
  test(`shots ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto('/pro/DEMO/0');
    await page.locator('figure .recharts-wrapper').waitFor();
    await page.screenshot({ path: `/tmp/pro-shell/dash-${name}.png`, fullPage: true });
    await page.goto('/kk/pro/DEMO/0/audit');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/pro-shell/audit-${name}.png`, fullPage: true });
    await page.goto('/pro/new');
    await page.getByRole('button', { name: 'Создать сайт' }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/pro-shell/new-${name}.png`, fullPage: true });
    await page.goto('/uz/pro/join?company=DEMO&cabinet=1');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/pro-shell/join-${name}.png`, fullPage: true });
  });
}
