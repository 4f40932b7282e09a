import { createHash, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { withDatabase } from './database';
import { PORT } from './helpers';

export const ORIGIN = `http://localhost:${PORT}`;
const BASIC = `Basic ${Buffer.from(`${process.env.API_AUTH_USER ?? 'front'}:${process.env.API_AUTH_PASSWORD ?? 'front-dev-password'}`).toString('base64')}`;
const CSRF = 'e2e-csrf-accounts';
const octet = () => 1 + Math.floor(Math.random() * 250);

/** A client address of its own: sign-in, codes, access codes and forms are limited per address. */
export const freshAddress = () => `10.${octet()}.${octet()}.${octet()}`;

/** The demo clinic's manager (the seed's business user) and the two sizes the /pro specs browse at. */
export const MANAGER = { login: 'manager@demo-clinic.kz', password: 'Manager-demo-2026' };
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

type ContextOptions = Parameters<Browser['newContext']>[0];

/** A browser context of its own client address (sign-in and subscribing are limited per address). */
export const newContext = (browser: Browser, options: ContextOptions = {}) =>
  browser.newContext({ baseURL: ORIGIN, locale: 'ru-RU', extraHTTPHeaders: { 'x-forwarded-for': freshAddress() }, ...options });

/** A context of its own address, signed in as the demo manager. */
export async function managerContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  await signIn(context, MANAGER.login, MANAGER.password);
  return context;
}

export type Cookie = { name: string; value: string };

type ApiPost = { cookies?: readonly Cookie[]; address?: string; form?: boolean; method?: 'POST' | 'PUT' };

/**
 * A POST (or a PUT, `method`) to the API as the browser's client makes it (SPEC 7.1): Basic authorization, the CSRF
 * cookie and the request token of the exact body, with the caller's cookies, from `address` (a
 * fresh one unless given). `path` follows `/api/`: 'api-front2/ru/v1/user/authorize'. Answers
 * the status, the JSON body and the cookies the answer sets.
 */
export async function apiPost(path: string, payload: unknown, options: ApiPost = {}) {
  const body = options.form ? new URLSearchParams(payload as Record<string, string>).toString() : JSON.stringify(payload);
  const cookie = [`csrf_token=${CSRF}`, ...(options.cookies ?? []).map(({ name, value }) => `${name}=${value}`)].join('; ');
  const res = await fetch(`${ORIGIN}/api/${path}`, {
    method: options.method ?? 'POST',
    body,
    headers: {
      authorization: BASIC,
      cookie,
      'x-token': createHash('sha256').update(`${CSRF}:${body}`).digest('hex'),
      'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
      'x-forwarded-for': options.address ?? freshAddress(),
    },
  });
  const cookies: Cookie[] = res.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0];
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, cookies };
}

/** Signs a user in through the API (from an address of its own); the session and signed-in hint cookies. */
export async function apiSignIn(login: string, password: string): Promise<Cookie[]> {
  const res = await apiPost('api-front2/ru/v1/user/authorize', { login, password }, { form: true });
  expect(res.status).toBe(200);
  return res.cookies;
}

/** Gives a browser context cookies of this origin (a session from apiSignIn, a registration's). */
export async function addCookies(context: BrowserContext, cookies: readonly Cookie[]) {
  await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: ORIGIN })));
}

/** Signs a user in through the API and gives the browser the session and signed-in hint cookies. */
export async function signIn(context: BrowserContext, login: string, password: string) {
  await addCookies(context, await apiSignIn(login, password));
}

/** A fresh patient with a confirmed e-mail, straight in the database (changing the demo patient would break other tests). */
export async function createFreshPatient({ prefix = 'e2e', name = 'Дана', lastname = 'Жумабаева' } = {}) {
  const email = `${prefix}-${randomUUID()}@example.test`;
  const password = `Pw-${randomUUID()}`;
  const passwordHash = await hash(password, { algorithm: 2 as never, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await withDatabase((db) => db.query('INSERT INTO users (email, password_hash, name, lastname, email_confirmed_at) VALUES ($1, $2, $3, $4, now())', [email, passwordHash, name, lastname]));
  return { email, password, name, lastname };
}

/** The newest 6-digit code the dev outbox holds for a recipient (the job worker may take a moment). */
export async function codeFromOutbox(recipient: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const { rows } = await withDatabase((db) => db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [recipient]));
    code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 30_000 });
  return code;
}

/**
 * A new account registered through the API as a visitor does it (SPEC 7.2 register/email, then
 * the code from the outbox), from one address of its own; the confirmation's session cookies.
 */
export async function registerThroughApi({ prefix = 'e2e', name = 'Айжан', lastname = 'Нурланова' } = {}) {
  const email = `${prefix}-${randomUUID()}@example.kz`;
  const password = `Secret-${randomUUID()}`;
  const address = freshAddress();
  const started = await apiPost('api-front2/ru/v1/user/register/email', { email, password, name, lastname, consent: true }, { address });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const confirmed = await apiPost('api-front2/ru/v1/user/register/confirmation_code', { target: email, code: await codeFromOutbox(email) }, { address });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return { email, password, cookies: confirmed.cookies };
}
