import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedProof } from '@/lib/accounts/served-proof';
import { closeDb, getDb } from '@/lib/db/client';
import { companies, companyDomains, sessionHandoffs, sessions } from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import en from '@/messages/en.json';
import { apiHeaders, sessionCookie } from '../helpers/api';
import { serveApi, serveForeign } from '../helpers/api-server';
import { demoManager } from '../helpers/business';
import { createPatient } from '../helpers/profile-data';

const app = createApiApp();
const CLINIC_HOST = 'demo-clinic.localhost';
/** The served-host proof asks the clinic's origin over HTTP: the API listens on this port (a *.localhost demo domain takes the platform's port). */
let port = 0;
let stopServer: () => Promise<void>;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

/** A click on a link of one of our own pages: the Fetch Metadata a browser sends. */
const OWN_NAVIGATION = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' };
const CROSS_SITE_NAVIGATION = { ...OWN_NAVIGATION, 'sec-fetch-site': 'cross-site' };

const start = (target: string | null, cookie?: string, locale = 'ru', fetchHeaders: Record<string, string> = OWN_NAVIGATION, platformPort = port, extraQuery = '') =>
  app.request(`http://localhost:${platformPort}/api/auth-handoff/${locale}${target === null ? '' : `?${new URLSearchParams({ target })}`}${extraQuery}`, {
    headers: { host: `localhost:${platformPort}`, ...fetchHeaders, ...(cookie ? { cookie } : {}) },
  });

const accept = (location: string, host = `${CLINIC_HOST}:${port}`, cookie?: string) => {
  const url = new URL(location);
  return app.request(`http://${host}${url.pathname}${url.search}`, { headers: { host, ...(cookie ? { cookie } : {}) } });
};

const sessionOf = (response: Response) => /(?:^|,\s*)session=([^;]+)/.exec(response.headers.getSetCookie().join(', '))?.[1] ?? null;
const me = async (token: string, host = `${CLINIC_HOST}:${port}`) => (await app.request(`http://${host}/api/api-front2/ru/v1/user`, { headers: { ...apiHeaders({ cookies: [`session=${token}`] }), host } })).status;
const handoffsOf = (userId: number) => getDb().select().from(sessionHandoffs).where(eq(sessionHandoffs.userId, userId));
const confirmHrefOf = (html: string) => /<a class="primary" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

/** A session on the clinic's domain, made by a handoff: its token. */
async function handoffSession(cookie: string): Promise<string> {
  const started = await start(`https://${CLINIC_HOST}/`, cookie);
  expect(started.status).toBe(302);
  return sessionOf(await accept(started.headers.get('location')!))!;
}

beforeAll(async () => {
  await seedDemoData();
  ({ port, close: stopServer } = await serveApi(app));
});
afterAll(async () => {
  await stopServer();
  await closeDb();
});

describe('one account across a clinic’s own domain (the handoff)', () => {
  it('a signed-in patient is sent to the clinic’s domain with a one-time token that signs them in there, once', async () => {
    const patient = await createPatient();
    const started = await start(`https://${CLINIC_HOST}/kk/news?page=2`, patient.cookie, 'kk');
    expect(started.status).toBe(302);
    const location = started.headers.get('location')!;
    // A *.localhost demo domain takes the server's scheme and port; a real one is https.
    expect(location).toMatch(new RegExp(`^http://${CLINIC_HOST}:${port}/api/auth-handoff/kk/accept\\?token=[A-Za-z0-9_-]{43}&next=%2Fkk%2Fnews%3Fpage%3D2$`));

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
    expect(sessionOf(await accept(fresh, `localhost:${port}`))).toBeNull();
    expect(sessionOf(await accept(fresh, 'other-clinic.example'))).toBeNull();
    // Refused elsewhere does not use it up: on its own host it still works.
    expect(sessionOf(await accept(fresh))).not.toBeNull();
  });

  it('signed out, a click on one of our pages leads straight to the clinic’s domain without a token', async () => {
    const response = await start(`https://${CLINIC_HOST}/about`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`http://${CLINIC_HOST}:${port}/about`);
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
    expect(await handoffsOf(patient.user.id)).toEqual([]);
  });

  it('a next that leaves the host is refused (never an open redirect), and the token is not used up by it', async () => {
    const patient = await createPatient();
    const location = new URL((await start(`https://${CLINIC_HOST}/`, patient.cookie)).headers.get('location')!);
    const token = location.searchParams.get('token')!;
    const clinic = `${CLINIC_HOST}:${port}`;
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '\\\\evil.example', 'evil.example', `/${'a'.repeat(2100)}`]) {
      const response = await app.request(`http://${clinic}/api/auth-handoff/uz/accept?${new URLSearchParams({ token, next })}`, { headers: { host: clinic } });
      expect(response.status, JSON.stringify(next.slice(0, 20))).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'invalid_next', fields: { next: ['invalid_next'] } });
    }
    // Control characters never reach the call: the API's edge refuses such a target.
    const withTab = await app.request(`http://${clinic}/api/auth-handoff/uz/accept?${new URLSearchParams({ token, next: '/\t/evil.example' })}`, { headers: { host: clinic } });
    expect(withTab.status).toBe(400);
    const noToken = await app.request(`http://${clinic}/api/auth-handoff/en/accept?next=%2F`, { headers: { host: clinic } });
    expect(noToken.status).toBe(400);
    expect(((await noToken.json()) as ErrorBody).error).toMatchObject({ code: 'invalid_token', message: 'This sign-in link is not valid.' });
    const accepted = await accept(location.href);
    expect(accepted.headers.get('location')).toBe('/');
    expect(sessionOf(accepted)).not.toBeNull();
  });
});

describe('issue 27: the handoff never hands a token to a host it cannot show it serves', () => {
  it('no token for a domain verified in the database that does not answer our proof (its DNS now points at a foreign server)', async () => {
    const patient = await createPatient();
    // A foreign server on the port the demo domain resolves to: it answers, but without our secret;
    // one that relays to our proof path by redirect; one that never answers within the bound.
    const wrongKey = await serveForeign((req, res) => res.end(servedProof('other-host.example', new URL(req.url!, 'http://x').searchParams.get('nonce') ?? '')));
    const redirecting = await serveForeign((req, res) => {
      res.writeHead(302, { location: `http://${CLINIC_HOST}:${port}${req.url}` });
      res.end();
    });
    const oversized = await serveForeign((_req, res) => res.end('0'.repeat(100_000)));
    try {
      for (const foreign of [wrongKey, redirecting, oversized]) {
        const response = await start(`https://${CLINIC_HOST}/news`, patient.cookie, 'en', OWN_NAVIGATION, foreign.port);
        expect(response.status).toBe(409);
        expect(response.headers.get('location')).toBeNull();
        expect(((await response.json()) as ErrorBody).error).toEqual({ code: 'site_unavailable', message: en.ProfileData.handoff.site_unavailable });
        // The foreign server was asked (the proof), and got no token.
        expect(foreign.requests.length).toBeGreaterThan(0);
        expect(foreign.requests.join('\n')).not.toMatch(/token=/);
        expect(foreign.requests.every((r) => r.startsWith(`${CLINIC_HOST}:${foreign.port}/api/served-proof?nonce=`))).toBe(true);
      }
      expect(await handoffsOf(patient.user.id)).toEqual([]);
      // Signed out, the foreign host is no redirect target either.
      const signedOut = await start(`https://${CLINIC_HOST}/news`, undefined, 'en', OWN_NAVIGATION, wrongKey.port);
      expect(signedOut.status).toBe(409);
      expect(signedOut.headers.get('location')).toBeNull();
    } finally {
      await Promise.all([wrongKey.close(), redirecting.close(), oversized.close()]);
    }
    // Our own instance on its port answers the proof: the same domain is then served, and the token goes.
    expect((await start(`https://${CLINIC_HOST}/news`, patient.cookie)).status).toBe(302);
  });

  it('no token for an image, script, fetch or frame request (Sec-Fetch-Dest other than document)', async () => {
    const patient = await createPatient();
    const requests: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { 'sec-fetch-dest': 'image' },
      { 'sec-fetch-mode': 'no-cors' },
    ];
    for (const headers of requests) {
      const response = await start(`https://${CLINIC_HOST}/`, patient.cookie, 'kk', headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('location')).toBeNull();
      expect(((await response.json()) as ErrorBody).error.code).toBe('navigation_required');
    }
    expect(await handoffsOf(patient.user.id)).toEqual([]);
  });

  it('a cross-site navigation gets the confirmation page on the platform host, not a token; its one-time nonce works once, for this session only', async () => {
    const patient = await createPatient();
    const other = await createPatient();
    const target = `https://${CLINIC_HOST}/ru/about`;
    for (const headers of [CROSS_SITE_NAVIGATION, { ...OWN_NAVIGATION, 'sec-fetch-site': 'same-site' }, { ...OWN_NAVIGATION, 'sec-fetch-site': 'none' }, {}]) {
      const page = await start(target, patient.cookie, 'en', headers);
      expect(page.status, JSON.stringify(headers)).toBe(200);
      expect(page.headers.get('location')).toBeNull();
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('data-handoff="confirm"');
      expect(html).toContain(`<strong>${CLINIC_HOST}</strong>`);
      expect(html).toContain('Айгерим Садыкова');
      expect(html).toContain(en.ProfileData.handoff.page.confirmButton);
      expect(html).not.toMatch(/token=/);
    }
    expect(await handoffsOf(patient.user.id)).toEqual([]);

    const html = await (await start(target, patient.cookie, 'en', CROSS_SITE_NAVIGATION)).text();
    const confirmHref = confirmHrefOf(html)!;
    expect(confirmHref).toMatch(/^\/api\/auth-handoff\/en\?target=.+&confirm=[A-Za-z0-9_-]{43}$/);
    const confirmQuery = `&confirm=${new URL(confirmHref, 'http://x').searchParams.get('confirm')}`;
    // Someone else's session, or a cross-site request carrying it: the page again, no token.
    expect((await start(target, other.cookie, 'en', {}, port, confirmQuery)).status).toBe(200);
    expect((await start(target, patient.cookie, 'en', CROSS_SITE_NAVIGATION, port, confirmQuery)).status).toBe(200);
    expect(await handoffsOf(patient.user.id)).toEqual([]);
    // The person presses the button (a browser without Fetch Metadata): the token, once.
    const pressed = await start(target, patient.cookie, 'en', {}, port, confirmQuery);
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get('location')).toMatch(new RegExp(`^http://${CLINIC_HOST}:${port}/api/auth-handoff/en/accept\\?token=`));
    expect(await handoffsOf(patient.user.id)).toHaveLength(1);
    const again = await start(target, patient.cookie, 'en', {}, port, confirmQuery);
    expect(again.status).toBe(200);
    expect(await handoffsOf(patient.user.id)).toHaveLength(1);
  });

  it('signed out, the handoff is no open redirect: a link from elsewhere gets a page that says where it leads', async () => {
    const response = await start(`https://${CLINIC_HOST}/about`, undefined, 'ru', CROSS_SITE_NAVIGATION);
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('data-handoff="leaving"');
    expect(html).toContain(`href="http://${CLINIC_HOST}:${port}/about"`);
    // Not a clinic's verified domain: 400, no redirect.
    const foreign = await start('https://evil.example/', undefined, 'ru', OWN_NAVIGATION);
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
  });

  it('a closing or offline clinic’s domain gets no handoff (and no redirect)', async () => {
    const patient = await createPatient();
    const [domain] = await getDb().select().from(companyDomains).where(eq(companyDomains.host, CLINIC_HOST));
    try {
      for (const status of ['closing', 'offline'] as const) {
        await getDb().update(companies).set({ status }).where(eq(companies.id, domain.companyId));
        for (const cookie of [patient.cookie, undefined]) {
          const response = await start(`https://${CLINIC_HOST}/`, cookie, 'uz');
          expect(response.status, status).toBe(409);
          expect(response.headers.get('location')).toBeNull();
          expect(((await response.json()) as ErrorBody).error.code).toBe('site_unavailable');
        }
      }
      expect(await handoffsOf(patient.user.id)).toEqual([]);
    } finally {
      await getDb().update(companies).set({ status: 'online' }).where(eq(companies.id, domain.companyId));
    }
  });

  it('a session made on a clinic’s domain is that domain’s only: no business area, no other clinic, no other host', async () => {
    const manager = await demoManager();
    const token = await handoffSession(manager.cookie);
    const bound = await getDb().select({ host: sessions.host }).from(sessions).where(eq(sessions.userId, manager.id));
    expect(bound.map((row) => row.host)).toContain(CLINIC_HOST);
    const clinic = `${CLINIC_HOST}:${port}`;
    const get = (path: string, host: string, cookie: string) => app.request(`http://${host}${path}`, { headers: { ...apiHeaders({ cookies: [cookie] }), host } });
    const business = ['/api/business-api-front2/en/DEMO/0/business/appointments', '/api/business-api-front2/en/FAMILY/0/business/appointments', '/api/api-front2/en/v1/business/user/companies'];
    // The manager's platform session reads them.
    for (const path of business) expect((await get(path, `localhost:${port}`, manager.cookie)).status, path).toBe(200);
    // The handoff's session on its own domain: the patient's account, but not the business area of this clinic or another.
    expect(await me(token)).toBe(200);
    for (const path of business) {
      const response = await get(path, clinic, `session=${token}`);
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as ErrorBody).error).toEqual({ code: 'platform_session_required', message: en.BusinessErrors.platform_session_required });
    }
    // Carried to the platform host or another clinic's host: no session at all.
    expect(await me(token, `localhost:${port}`)).toBe(401);
    expect(await me(token, 'family-med.example')).toBe(401);
    for (const path of business) expect((await get(path, `localhost:${port}`, `session=${token}`)).status, path).toBe(401);
    // Nor does it start a handoff of its own from there.
    const hop = await app.request(`http://${clinic}/api/auth-handoff/ru?${new URLSearchParams({ target: `https://${CLINIC_HOST}/` })}`, { headers: { host: `localhost:${port}`, cookie: `session=${token}`, ...OWN_NAVIGATION } });
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).not.toMatch(/token=/);
  });
  it('a sign-in made on a clinic’s own domain is bound to that domain too; one on the platform host is not', async () => {
    const patient = await createPatient();
    const clinic = `${CLINIC_HOST}:${port}`;
    const signInAt = async (host: string) => {
      const body = new URLSearchParams({ login: patient.email, password: patient.password }).toString();
      const response = await app.request(`http://${host}/api/api-front2/ru/v1/user/authorize`, {
        method: 'POST',
        body,
        headers: { ...apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }), host, 'x-client-address': '10.27.0.1' },
      });
      expect(response.status).toBe(200);
      return sessionCookie(response).slice('session='.length);
    };
    const onClinic = await signInAt(clinic);
    expect(await me(onClinic)).toBe(200);
    expect(await me(onClinic, `localhost:${port}`)).toBe(401);
    const onPlatform = await signInAt(`localhost:${port}`);
    expect(await me(onPlatform, `localhost:${port}`)).toBe(200);
    const hosts = await getDb().select({ host: sessions.host }).from(sessions).where(eq(sessions.userId, patient.user.id)).orderBy(sessions.id);
    // The helper's session, the clinic's, the platform's.
    expect(hosts.map((row) => row.host)).toEqual([null, CLINIC_HOST, null]);
  });
});
