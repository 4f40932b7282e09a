import { createHash } from 'node:crypto';
import { expect, test, type Request } from '@playwright/test';
import { CUSTOM_HOST, watchCspViolations } from './helpers';

// SPEC 7.1: every POST carries a token computed by a hashing script loaded from /wasm/hash.js.
// The page loads no hasher with itself; on the first write it fetches /wasm/hash.js (JavaScript,
// cached for a year at its versioned address) and the token it computes is the one the server
// recomputes from the csrf_token cookie and the body.

const octet = () => 1 + Math.floor(Math.random() * 250);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

test.beforeEach(async ({ page }) => {
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address, 'x-client-address': address });
});

test('/wasm/hash.js answers as JavaScript on the platform host and a clinic’s own domain', async ({ page }) => {
  // Through the browser: it resolves *.localhost, the clinic's domain in these tests.
  for (const origin of ['', CUSTOM_HOST]) {
    const response = await page.goto(`${origin}/wasm/hash.js`);
    expect(response?.status(), origin).toBe(200);
    expect(response?.headers()['content-type'], origin).toMatch(/^(application|text)\/javascript\b/);
    expect(await response?.text(), origin).toMatch(/export\s*\{[^}]*as sha256Hex/);
  }
});

test('a question form loads /wasm/hash.js on its first POST, and the token it sends is the one the server accepts', async ({ page }) => {
  // The first form a fresh server answers: its page, its scripts and the POST are all cold.
  test.setTimeout(90_000);
  const expectNoCspViolations = await watchCspViolations(page);
  const order: string[] = [];
  const hashScripts: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wasm/hash.js') {
      order.push('hash.js');
      hashScripts.push(request);
    } else if (request.method() === 'POST' && url.pathname.startsWith('/api/')) order.push(`POST ${url.pathname}`);
  });

  await page.goto('/l/demo-clinic/ask-question');
  const form = page.getByRole('main').locator('form');
  await expect(form.getByRole('button', { disabled: false })).toBeVisible();
  // Reading the page loads no hasher.
  expect(order).toEqual([]);

  await form.getByLabel('Ваше имя').fill(`Хэш Проверка ${Date.now()}`);
  await form.getByLabel('E-mail').fill(`hash-${Date.now()}@example.kz`);
  await form.getByLabel('Ваш вопрос').fill('Работаете ли вы в воскресенье?');
  await form.getByLabel(/Даю согласие/).check();
  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/'));
  await form.getByRole('button', { name: 'Отправить вопрос' }).click();
  const post = await posted;
  const answer = await post.response();
  await expect(page.getByRole('heading', { name: 'Вопрос отправлен' })).toBeVisible();

  // The script came first, once, from its versioned address, as JavaScript cached for a year.
  expect(order[0]).toBe('hash.js');
  expect(order.filter((entry) => entry === 'hash.js')).toHaveLength(1);
  const script = await hashScripts[0].response();
  expect(script?.status()).toBe(200);
  expect(new URL(hashScripts[0].url()).searchParams.get('v')).toMatch(/^[0-9a-f]{16}$/);
  expect(script?.headers()['content-type']).toMatch(/^(application|text)\/javascript\b/);
  expect(script?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The token is SHA-256 of `${csrf_token}:${body}`, and the server took it.
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'csrf_token')?.value;
  expect(cookie).toMatch(/^[0-9a-f]{64}$/);
  const headers = await post.allHeaders();
  expect(headers['x-token']).toBe(sha256(`${cookie}:${post.postData() ?? ''}`));
  expect(answer?.status()).toBeLessThan(300);
  await expectNoCspViolations();
});
