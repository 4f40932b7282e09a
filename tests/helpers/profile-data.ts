import { randomUUID } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import { createSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { serializeBodyForToken } from '@/lib/http/request-token';
import { computeRequestToken } from '@/lib/http/request-token-server';
import { BASIC, CSRF } from './api';

/** A fresh patient with a password and a session: `cookie` is `session=…`. */
export async function createPatient(values: Partial<typeof users.$inferInsert> = {}) {
  const email = `patient-${randomUUID()}@example.test`;
  const password = `Pw-${randomUUID()}`;
  const [user] = await getDb()
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), name: 'Айгерим', lastname: 'Садыкова', emailConfirmedAt: new Date(), ...values })
    .returning();
  const session = await createSession(user.id, 'vitest');
  return { user, email: user.email ?? email, password, cookie: `${SESSION_COOKIE}=${session.token}`, token: session.token };
}

/** Headers of a browser call with a multipart body (the token covers the form as the client serializes it). */
export function multipartHeaders(form: FormData, cookies: string[] = []): Record<string, string> {
  return {
    authorization: BASIC,
    accept: 'application/json',
    cookie: [`csrf_token=${CSRF}`, ...cookies].join('; '),
    'x-token': computeRequestToken(CSRF, serializeBodyForToken(form)),
  };
}
