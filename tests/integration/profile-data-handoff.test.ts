import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { sessionHandoffs } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { apiHeaders } from '../helpers/api';
import { createPatient } from '../helpers/profile-data';

const app = createApiApp();
const CLINIC_HOST = 'demo-clinic.localhost';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const start = (target: string | null, cookie?: string, locale = 'ru') =>
  app.request(`http://localhost:3000/api/auth-handoff/${locale}${target === null ? '' : `?${new URLSearchParams({ target })}`}`, { headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } });

const accept = (location: string, host = `${CLINIC_HOST}:3000`, cookie?: string) => {
  const url = new URL(location);
  return app.request(`http://${host}${url.pathname}${url.search}`, { headers: { host, ...(cookie ? { cookie } : {}) } });
};

const sessionOf = (response: Response) => /(?:^|,\s*)session=([^;]+)/.exec(response.headers.getSetCookie().join(', '))?.[1] ?? null;
const me = async (token: string) => (await app.request('/api/api-front2/ru/v1/user', { headers: apiHeaders({ cookies: [`session=${token}`] }) })).status;

describe('one account across a clinic’s own domain (the handoff)', () => {
  beforeAll(async () => {
    await seedDemoData();
  });
  afterAll(async () => {
    await closeDb();
  });

  it('a signed-in patient is sent to the clinic’s domain with a one-time token that signs them in there, once', async () => {
    const patient = await createPatient();
    const started = await start(`https://${CLINIC_HOST}/kk/news?page=2`, patient.cookie, 'kk');
    expect(started.status).toBe(302);
    const location = started.headers.get('location')!;
    // A *.localhost demo domain takes the server's scheme and port; a real one is https.
    expect(location).toMatch(new RegExp(`^http://${CLINIC_HOST}:3000/api/auth-handoff/kk/accept\\?token=[A-Za-z0-9_-]{43}&next=%2Fkk%2Fnews%3Fpage%3D2$`));

    const accepted = await accept(location);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe('/kk/news?page=2');
    const cookies = accepted.headers.getSetCookie();
    expect(cookies.some((c) => /^session=[^;]+;.*HttpOnly/i.test(c))).toBe(true);
    expect(cookies.some((c) => /^signed_in=1;/.test(c))).toBe(true);
    const token = sessionOf(accepted)!;
    expect(token).not.toBe(patient.token);
    expect(await me(token)).toBe(200);

    // The same link again: it still leads to the page, but signs no one in.
    const replay = await accept(location);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/kk/news?page=2');
    expect(sessionOf(replay)).toBeNull();
  });

  it('the token is refused once expired (60 s) and on any other host than the one it was made for', async () => {
    const patient = await createPatient();
    const expiring = (await start(`https://${CLINIC_HOST}/`, patient.cookie)).headers.get('location')!;
    await getDb().update(sessionHandoffs).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessionHandoffs.userId, patient.user.id));
    expect(sessionOf(await accept(expiring))).toBeNull();

    const fresh = (await start(`https://${CLINIC_HOST}/`, patient.cookie)).headers.get('location')!;
    const [row] = await getDb().select().from(sessionHandoffs).where(eq(sessionHandoffs.userId, patient.user.id)).orderBy(sessionHandoffs.id);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61_000);
    expect(sessionOf(await accept(fresh, 'localhost:3000'))).toBeNull();
    expect(sessionOf(await accept(fresh, 'other-clinic.example'))).toBeNull();
    // Refused elsewhere does not use it up: on its own host it still works.
    expect(sessionOf(await accept(fresh))).not.toBeNull();
  });

  it('signed out, the link leads straight to the clinic’s domain without a token', async () => {
    const response = await start(`https://${CLINIC_HOST}/about`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`http://${CLINIC_HOST}:3000/about`);
  });

  it('a target that is not a registered company domain is refused with 400 in the caller’s language', async () => {
    const patient = await createPatient();
    for (const target of ['https://evil.example/', 'javascript:alert(1)', 'not a url', `https://user:pw@${CLINIC_HOST}/`, 'ftp://demo-clinic.localhost/']) {
      const response = await start(target, patient.cookie, 'en');
      expect(response.status, target).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'not_a_company_domain', message: 'This address belongs to no clinic on the platform.', fields: { target: ['not_a_company_domain'] } });
    }
    const missing = await start(null, patient.cookie, 'kk');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error).toMatchObject({ code: 'target_required', fields: { target: ['target_required'] } });
    expect(await getDb().select().from(sessionHandoffs).where(eq(sessionHandoffs.userId, patient.user.id))).toEqual([]);
  });

  it('a next that leaves the host is refused (never an open redirect), and the token is not used up by it', async () => {
    const patient = await createPatient();
    const location = new URL((await start(`https://${CLINIC_HOST}/`, patient.cookie)).headers.get('location')!);
    const token = location.searchParams.get('token')!;
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '\\\\evil.example', 'evil.example', `/${'a'.repeat(2100)}`]) {
      const response = await app.request(`http://${CLINIC_HOST}:3000/api/auth-handoff/uz/accept?${new URLSearchParams({ token, next })}`, { headers: { host: `${CLINIC_HOST}:3000` } });
      expect(response.status, JSON.stringify(next.slice(0, 20))).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'invalid_next', fields: { next: ['invalid_next'] } });
    }
    // Control characters never reach the call: the API's edge refuses such a target.
    const withTab = await app.request(`http://${CLINIC_HOST}:3000/api/auth-handoff/uz/accept?${new URLSearchParams({ token, next: '/\t/evil.example' })}`, { headers: { host: `${CLINIC_HOST}:3000` } });
    expect(withTab.status).toBe(400);
    const noToken = await app.request(`http://${CLINIC_HOST}:3000/api/auth-handoff/en/accept?next=%2F`, { headers: { host: `${CLINIC_HOST}:3000` } });
    expect(noToken.status).toBe(400);
    expect(((await noToken.json()) as ErrorBody).error).toMatchObject({ code: 'invalid_token', message: 'This sign-in link is not valid.' });
    const accepted = await accept(location.href);
    expect(accepted.headers.get('location')).toBe('/');
    expect(sessionOf(accepted)).not.toBeNull();
  });
});
