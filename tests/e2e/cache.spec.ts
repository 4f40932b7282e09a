import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CUSTOM_HOST, PORT } from './helpers';

const API = `http://localhost:${PORT}/api`;
const BASIC = `Basic ${Buffer.from(`${process.env.API_AUTH_USER ?? 'front'}:${process.env.API_AUTH_PASSWORD ?? 'front-dev-password'}`).toString('base64')}`;
const CSRF = 'e2e-csrf';
const token = (body: string) => createHash('sha256').update(`${CSRF}:${body}`).digest('hex');

async function signIn(): Promise<string> {
  const body = new URLSearchParams({ login: 'manager@demo-clinic.kz', password: 'Manager-demo-2026' }).toString();
  const res = await fetch(`${API}/api-front2/ru/v1/user/authorize`, {
    method: 'POST',
    body,
    headers: { authorization: BASIC, cookie: `csrf_token=${CSRF}`, 'x-token': token(body), 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(200);
  return /session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
}

async function renameCompany(session: string, name: string) {
  const body = JSON.stringify({ COMPANY_CODE: 'DEMO', COMPANY_NAME: name });
  const res = await fetch(`${API}/w-front/ru/v1/business/user/company`, {
    method: 'POST',
    body,
    headers: { authorization: BASIC, cookie: `csrf_token=${CSRF}; session=${session}`, 'x-token': token(body), 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
}

test.describe('DESIGN "Budgets": cached company pages', () => {
  test('public pages send a Cache-Control a shared cache may keep, and no per-visitor cookie', async () => {
    const res = await fetch(`http://localhost:${PORT}/l/demo-clinic`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  test('public pages carry their cache tags as surrogate keys, fresh and from the cache (edge purge by tag)', async () => {
    for (const url of [`http://localhost:${PORT}/l/demo-clinic`, `http://localhost:${PORT}/l/demo-clinic`, `http://localhost:${PORT}/kk/l/demo-clinic/contacts`]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const keys = (res.headers.get('xkey') ?? '').split(' ');
      // Every page of a company reads the company: its key purges the page at the edge.
      expect(keys).toContain('company:DEMO');
      expect(keys.some((key) => key.startsWith('_N_T_'))).toBe(false);
      expect(res.headers.get('surrogate-key')).toBe(res.headers.get('xkey'));
      expect(res.headers.get('x-next-cache-tags')).toBeNull();
    }
  });

  test('a changed company name shows on the very next request, on every URL of the company', async ({ page }) => {
    // Warm the cache of both URLs first.
    await page.goto('/l/demo-clinic');
    await page.goto(`${CUSTOM_HOST}/`);
    const session = await signIn();
    const renamed = `Клиника Демо Мед ${Date.now()}`;
    await renameCompany(session, renamed);
    try {
      await page.goto('/l/demo-clinic');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
      await page.goto(`${CUSTOM_HOST}/about`);
      await expect(page.locator('header')).toContainText(renamed);
    } finally {
      await renameCompany(session, 'Клиника Демо Мед');
    }
  });
});
