import { createHash, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { expect, type BrowserContext } from '@playwright/test';
import { withDatabase } from './database';
import { PORT } from './helpers';

const ORIGIN = `http://localhost:${PORT}`;
const BASIC = `Basic ${Buffer.from(`${process.env.API_AUTH_USER ?? 'front'}:${process.env.API_AUTH_PASSWORD ?? 'front-dev-password'}`).toString('base64')}`;
const CSRF = 'e2e-csrf-accounts';
const token = (body: string) => createHash('sha256').update(`${CSRF}:${body}`).digest('hex');
const octet = () => 1 + Math.floor(Math.random() * 250);

/**
 * Signs a user in through the API (from an address of its own: sign-in is rate-limited per
 * address) and gives the browser the session and signed-in hint cookies.
 */
export async function signIn(context: BrowserContext, login: string, password: string) {
  const body = new URLSearchParams({ login, password }).toString();
  const address = `10.${octet()}.${octet()}.${octet()}`;
  const res = await fetch(`${ORIGIN}/api/api-front2/ru/v1/user/authorize`, {
    method: 'POST',
    body,
    headers: { authorization: BASIC, cookie: `csrf_token=${CSRF}`, 'x-token': token(body), 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
  });
  expect(res.status).toBe(200);
  await context.addCookies(
    res.headers.getSetCookie().map((line) => {
      const [name, value] = line.split(';')[0].split('=');
      return { name, value, url: ORIGIN };
    }),
  );
}

/** A fresh patient with a confirmed e-mail, straight in the database (changing the demo patient would break other tests). */
export async function createFreshPatient() {
  const email = `e2e-${randomUUID()}@example.test`;
  const password = `Pw-${randomUUID()}`;
  const passwordHash = await hash(password, { algorithm: 2 as never, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await withDatabase((db) => db.query("INSERT INTO users (email, password_hash, name, lastname, email_confirmed_at) VALUES ($1, $2, 'Дана', 'Жумабаева', now())", [email, passwordHash]));
  return { email, password };
}
