import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { createSession, SESSION_COOKIE } from '@/lib/auth/sessions/service';
import { closeDb, getDb } from '@/lib/db/client';
import { companies, galleryAlbums, news, servedHostProofs, specialists, users } from '@/lib/db/schema';
import { TooManyRequestsError } from '@/lib/http/errors';
import { UNKNOWN_ADDRESS_KEY } from '@/lib/security/address-key';
import { limitCodeAttempt, limitCodeRequest, limitCodeSend } from '@/lib/security/code-limit';
import { limitFormByCompany, resetRateLimit } from '@/lib/security/rate-limit';
import { DEMO_ACCOUNTS, seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { computeRequestToken } from '@/lib/http/request-token-server';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import uz from '@/messages/uz.json';
import { apiHeaders, CSRF } from '../helpers/api';
import { makeUser } from '../helpers/business';
import { multipartHeaders } from '../helpers/profile-data';
import { startFakeTranslator } from '../helpers/translate-provider';

// This file's company budget, low enough to spend in a test; restored for the files after it.
const COMPANY_BUDGET = 3;
const savedCompanyBudget = process.env.RATE_LIMIT_COMPANY_FORMS_PER_HOUR;
process.env.RATE_LIMIT_COMPANY_FORMS_PER_HOUR = String(COMPANY_BUDGET);

const app = createApiApp();
const AUTHORIZE = '/api/api-front2/ru/v1/user/authorize';
const USER = '/api/api-front2/ru/v1/user';
const APPOINTMENT = '/api/w-front/ru/v1/appointment';
const QUESTIONS = '/api/w-front/ru/v1/questions';
const REVIEWS = '/api/w-front/ru/v1/reviews';
const osmsStatus = (code: string) => `/api/front/ru/v1/company/${code}/insurance/osms-status`;

// Counters outlive a test: every client here is new, from 198.18.0.0/15 (no other file uses it), and every account too.
let addressCounter = randomInt(0, 100_000);
const nextAddress = () => {
  addressCounter += 1;
  return `198.${18 + ((addressCounter >> 16) & 1)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};
const forgedAddress = () => `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const newLogin = () => `rate-${randomUUID()}@example.test`;
const newPhone = () => `+7705${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

type Headers = Record<string, string>;

async function signIn(login: string, password: string, address: string | null, extra: Headers = {}) {
  const body = new URLSearchParams({ login, password }).toString();
  const headers: Headers = { ...apiHeaders({ body, contentType: 'application/x-www-form-urlencoded' }), ...extra };
  if (address) headers['x-client-address'] = address;
  return app.request(AUTHORIZE, { method: 'POST', body, headers });
}

async function postJson(url: string, payload: unknown, address: string | null, extra: Headers = {}) {
  const body = JSON.stringify(payload);
  const { cookie, ...rest } = extra;
  const headers: Headers = { ...apiHeaders({ body, cookies: cookie ? [cookie] : [] }), ...rest };
  if (address) headers['x-client-address'] = address;
  return app.request(url, { method: 'POST', body, headers });
}

// The honeypot filled: the address budget is spent, nothing is stored or mailed.
const botAppointment = { COMPANY_CODE: 'DEMO', name: 'Бот', phone: '+7 701 555 12 34', consent: true, website: 'x' };
const review = (code = 'DEMO') => ({ COMPANY_CODE: code, AUTHOR_NAME: 'Айдана', RATING: 5, TEXT: 'Спасибо врачам!', consent: true });

/** A 429 with Retry-After in seconds, the same number in the JSON error; returns it. */
async function expectRateLimited(response: Response, seconds?: number): Promise<number> {
  expect(response.status).toBe(429);
  const header = response.headers.get('retry-after');
  expect(header).toMatch(/^\d+$/);
  const wait = Number(header);
  expect(wait).toBeGreaterThanOrEqual(1);
  // The longest budget is a day (new clinics per user).
  expect(wait).toBeLessThanOrEqual(24 * 3600);
  expect((await response.json()).error).toMatchObject({ code: 'rate_limited', retryAfter: wait });
  if (seconds !== undefined) expect(wait).toBe(seconds);
  return wait;
}

async function createUser() {
  const email = newLogin();
  const password = `Pw-${randomUUID()}`;
  await getDb()
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password) });
  return { email, password };
}

/** A signed-in patient, for the account calls that need one (one for the file: the limits counted here are per address). */
let patientCookie: Promise<string> | undefined;
/** A signed-in session of another fresh user, or of the demo business user (company.edit in DEMO). */
async function cookieOf(email: string | null): Promise<string> {
  const login = email ?? (await createUser()).email;
  const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, login));
  return `${SESSION_COOKIE}=${(await createSession(user.id, 'rate-limits')).token}`;
}
/** The patient's session the account calls share. */
const accountCookie = () => (patientCookie ??= cookieOf(null));
let founderCookie: Promise<string> | undefined;
let managerCookie: Promise<string> | undefined;
/** A fresh editor of DEMO, so the demo manager's upload budget stays whole for the other files. */
let editorCookie: Promise<string> | undefined;
let doctorEditorCookie: Promise<string> | undefined;
let galleryEditorCookie: Promise<string> | undefined;
let inviterCookie: Promise<string> | undefined;
const exporterCookies: Partial<Record<'appointments' | 'questions', Promise<string>>> = {};
// One fresh user each for the per-account limits of the account calls.
let uploaderCookie: Promise<string> | undefined;
let subscriberCookie: Promise<string> | undefined;
let unsubscriberCookie: Promise<string> | undefined;
let travellerCookie: Promise<string> | undefined;
const MANAGER_EMAIL = DEMO_ACCOUNTS.find((account) => account.role === 'business user')!.login;

// Time moves only when a test moves it: the counters compare expiries with Date.now().
function freezeTime() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
}
const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** Wrong passwords from ever new addresses, waiting out each pause, until the account is locked. */
async function lockAccount(login: string): Promise<number> {
  let failures = 0;
  for (let tries = 0; tries < 60; tries += 1) {
    const res = await signIn(login, 'wrong password', nextAddress());
    if (res.status === 400) failures += 1;
    else if ((await expectRateLimited(res)) >= 15 * 60 - 1) return failures;
    else advance(Number(res.headers.get('retry-after')));
  }
  throw new Error('the account was never locked');
}

let demoId: number;
let demoNewsId: number;
let demoDoctorId: number;
let demoAlbumId: number;

/** A click on a link of one of our pages (Fetch Metadata): the handoff then issues its token at once. */
const OWN_NAVIGATION = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

/**
 * The demo domain's served-host proof, remembered as a success of a few seconds ago (issue 27):
 * these calls reach the API without a listening server to probe (tests/integration/profile-data-handoff.test.ts probes one).
 */
async function rememberDemoProof() {
  const provenAt = new Date();
  await getDb().insert(servedHostProofs).values({ origin: 'http://demo-clinic.localhost', provenAt }).onConflictDoUpdate({ target: servedHostProofs.origin, set: { provenAt } });
}

describe('rate limits that hold (issue 9)', () => {
  beforeAll(async () => {
    await seedDemoData();
    [{ id: demoId }] = await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO'));
    [{ id: demoNewsId }] = await getDb().select({ id: news.id }).from(news).where(eq(news.companyId, demoId)).limit(1);
    [{ id: demoDoctorId }] = await getDb().select({ id: specialists.id }).from(specialists).where(eq(specialists.companyId, demoId)).limit(1);
    [{ id: demoAlbumId }] = await getDb().select({ id: galleryAlbums.id }).from(galleryAlbums).where(eq(galleryAlbums.companyId, demoId)).limit(1);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    if (savedCompanyBudget === undefined) delete process.env.RATE_LIMIT_COMPANY_FORMS_PER_HOUR;
    else process.env.RATE_LIMIT_COMPANY_FORMS_PER_HOUR = savedCompanyBudget;
    await closeDb();
  });

  describe('the client address', () => {
    it('limits forms by x-client-address alone: a new X-Forwarded-For and X-Real-IP each time buy nothing', async () => {
      const address = nextAddress();
      for (let i = 0; i < 10; i += 1) {
        const res = await postJson(APPOINTMENT, botAppointment, address, { 'x-forwarded-for': `${forgedAddress()}, ${forgedAddress()}`, 'x-real-ip': forgedAddress() });
        expect(res.status, `form ${i + 1}`).toBe(201);
      }
      await expectRateLimited(await postJson(APPOINTMENT, botAppointment, address, { 'x-forwarded-for': forgedAddress(), 'x-real-ip': forgedAddress() }));
    });

    it('limits failed sign-ins by x-client-address alone, across accounts, whatever the forwarding headers say', async () => {
      const address = nextAddress();
      for (let i = 0; i < 30; i += 1) {
        const res = await signIn(newLogin(), 'wrong password', address, { 'x-forwarded-for': forgedAddress(), 'x-real-ip': forgedAddress() });
        expect(res.status, `failure ${i + 1}`).toBe(400);
      }
      await expectRateLimited(await signIn(newLogin(), 'wrong password', address, { 'x-forwarded-for': forgedAddress() }));
    });

    it("one client's failures do not limit another", async () => {
      const spent = nextAddress();
      for (let i = 0; i < 30; i += 1) await signIn(newLogin(), 'wrong password', spent);
      for (let i = 0; i < 10; i += 1) await postJson(APPOINTMENT, botAppointment, spent);
      await expectRateLimited(await signIn(newLogin(), 'wrong password', spent));
      await expectRateLimited(await postJson(APPOINTMENT, botAppointment, spent));

      const other = nextAddress();
      expect((await signIn(newLogin(), 'wrong password', other)).status).toBe(400);
      expect((await postJson(APPOINTMENT, botAppointment, other)).status).toBe(201);
    });

    it('counts an IPv6 client by its /64: another address in it shares the budget, another /64 does not', async () => {
      const prefix = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}`;
      for (let i = 1; i <= 10; i += 1) expect((await postJson(APPOINTMENT, botAppointment, `${prefix}::${i.toString(16)}`)).status).toBe(201);
      await expectRateLimited(await postJson(APPOINTMENT, botAppointment, `${prefix}:1:2:3:4`));
      expect((await postJson(APPOINTMENT, botAppointment, `${prefix.replace('2001:db8', '2001:db9')}::1`)).status).toBe(201);
    });

    it("gives address-less requests a budget of their own: they neither spend nor share a known client's", async () => {
      await resetRateLimit('formAddress', UNKNOWN_ADDRESS_KEY);
      try {
        const known = nextAddress();
        for (let i = 0; i < 10; i += 1) expect((await postJson(APPOINTMENT, botAppointment, known)).status).toBe(201);
        await expectRateLimited(await postJson(APPOINTMENT, botAppointment, known));

        for (let i = 0; i < 10; i += 1) expect((await postJson(APPOINTMENT, botAppointment, null)).status, `address-less form ${i + 1}`).toBe(201);
        await expectRateLimited(await postJson(APPOINTMENT, botAppointment, null));
        // A forged header is no way out of the address-less budget either.
        await expectRateLimited(await postJson(APPOINTMENT, botAppointment, null, { 'x-forwarded-for': forgedAddress() }));
        expect((await postJson(APPOINTMENT, botAppointment, nextAddress())).status).toBe(201);
      } finally {
        // Other files sign in and send without an address: leave them the budget whole.
        await resetRateLimit('formAddress', UNKNOWN_ADDRESS_KEY);
      }
    });

    it('treats a malformed x-client-address as no address', async () => {
      await resetRateLimit('formAddress', UNKNOWN_ADDRESS_KEY);
      try {
        for (let i = 0; i < 10; i += 1) await postJson(APPOINTMENT, botAppointment, null);
        await expectRateLimited(await postJson(APPOINTMENT, botAppointment, `${nextAddress()}, ${nextAddress()}`));
        await expectRateLimited(await postJson(APPOINTMENT, botAppointment, 'unknown'));
      } finally {
        await resetRateLimit('formAddress', UNKNOWN_ADDRESS_KEY);
      }
    });
  });

  describe('sign-in per account', () => {
    it('slows an account down from the 5th failure, locks it after 20 for 15 minutes, and the lock ends', async () => {
      const { email, password } = await createUser();
      freezeTime();
      const pauses = [2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60];
      for (let failure = 1; failure <= 20; failure += 1) {
        // Every try from another address: the account's count is the same for all of them.
        expect((await signIn(email, 'wrong password', nextAddress())).status, `failure ${failure}`).toBe(400);
        if (failure >= 5 && failure < 20) {
          const pause = pauses[failure - 5];
          // Not even the right password is checked during a pause.
          await expectRateLimited(await signIn(email, password, nextAddress()), pause);
          advance(pause);
        }
      }
      // The 20th failure locked the account at once, for 15 minutes.
      await expectRateLimited(await signIn(email, password, nextAddress()), 15 * 60);
      advance(14 * 60);
      await expectRateLimited(await signIn(email, password, nextAddress()), 60);
      advance(60);
      expect((await signIn(email, password, nextAddress())).status).toBe(200);
    });

    it('lets the first 5 tries through at once, and refuses parallel tries during a pause without counting them', async () => {
      const login = newLogin();
      freezeTime();
      for (let failure = 1; failure <= 5; failure += 1) expect((await signIn(login, 'wrong password', nextAddress())).status).toBe(400);
      const burst = await Promise.all(Array.from({ length: 8 }, () => signIn(login, 'wrong password', nextAddress())));
      expect(burst.map((res) => res.status)).toEqual(Array(8).fill(429));
      advance(2);
      // The refused burst did not count: the 6th failure is followed by the 6th pause (4 s), not a later one.
      expect((await signIn(login, 'wrong password', nextAddress())).status).toBe(400);
      await expectRateLimited(await signIn(login, 'wrong password', nextAddress()), 4);
    });

    it("a stranger's failures do not lock the owner out at an address where the owner signed in before", async () => {
      const { email, password } = await createUser();
      const home = nextAddress();
      expect((await signIn(email, password, home)).status).toBe(200);
      freezeTime();
      expect(await lockAccount(email)).toBe(20);
      await expectRateLimited(await signIn(email, password, nextAddress()));
      expect((await signIn(email, password, home)).status).toBe(200);
    });

    it('one account, one count: spellings of the same login share it', async () => {
      const login = newLogin();
      freezeTime();
      const spellings = [login, login.toUpperCase(), `  ${login}  `, login.replace('rate', 'RATE')];
      for (let failure = 0; failure < 5; failure += 1) expect((await signIn(spellings[failure % spellings.length], 'x', nextAddress())).status).toBe(400);
      await expectRateLimited(await signIn(login.toUpperCase(), 'x', nextAddress()), 2);
    });

    it("a success gives back only its own try: signing in to one's own account does not reset the address count", async () => {
      const own = await createUser();
      const address = nextAddress();
      for (let i = 0; i < 29; i += 1) expect((await signIn(newLogin(), 'wrong password', address)).status).toBe(400);
      expect((await signIn(own.email, own.password, address)).status).toBe(200);
      expect((await signIn(newLogin(), 'wrong password', address)).status).toBe(400);
      await expectRateLimited(await signIn(newLogin(), 'wrong password', address));
      await expectRateLimited(await signIn(own.email, own.password, address));
    });
  });

  describe('forms per company', () => {
    it('caps the forms one company takes per hour from all addresses together; other companies and kinds keep theirs', async () => {
      await resetRateLimit('companyForms', `review:${demoId}`);
      try {
        for (let i = 0; i < COMPANY_BUDGET; i += 1) expect((await postJson(REVIEWS, review(), nextAddress())).status, `review ${i + 1}`).toBe(200);
        await expectRateLimited(await postJson(REVIEWS, review(), nextAddress()));
        expect((await postJson(REVIEWS, review('FAMILY'), nextAddress())).status).toBe(200);
        await expect(limitFormByCompany('appointment', demoId)).resolves.toBeUndefined();
      } finally {
        await Promise.all(['review', 'appointment'].map((kind) => resetRateLimit('companyForms', `${kind}:${demoId}`)));
      }
    });

    it('spends no company budget on a bot that filled the honeypot', async () => {
      await resetRateLimit('companyForms', `appointment:${demoId}`);
      for (let i = 0; i < COMPANY_BUDGET + 1; i += 1) expect((await postJson(APPOINTMENT, botAppointment, nextAddress())).status).toBe(201);
      await expect(limitFormByCompany('appointment', demoId)).resolves.toBeUndefined();
      await resetRateLimit('companyForms', `appointment:${demoId}`);
    });
  });

  describe('the account calls (issue 10)', () => {
    const upload = async (cookie: string, address: string, locale = 'ru') => {
      const form = new FormData();
      form.append('avatar', new Blob(['not a photo']), 'photo.jpg');
      return app.request(`/api/w-front/${locale}/v1/user/avatar/upload`, { method: 'POST', body: form, headers: { ...multipartHeaders(form, [cookie]), 'x-client-address': address } });
    };
    const handoff = async (address: string, cookie?: string, locale = 'ru') => {
      await rememberDemoProof();
      return app.request(`/api/auth-handoff/${locale}?target=${encodeURIComponent('http://demo-clinic.localhost/news')}`, { headers: { ...(cookie ? { cookie } : {}), ...OWN_NAVIGATION, 'x-client-address': address } });
    };

    it('allows 20 photo uploads an hour per account, counted before the file is read; the 429 is in the caller\'s language; another account keeps its own', async () => {
      const cookie = await cookieOf(null);
      for (let i = 0; i < 20; i += 1) expect((await upload(cookie, nextAddress())).status).toBe(415);
      const refused = await upload(cookie, nextAddress(), 'kk');
      const wait = await expectRateLimited(refused.clone());
      expect((await refused.json()).error.message).toBe(kk.AccountErrors.rate_limited.replace('{seconds}', String(wait)));
      expect((await upload(await cookieOf(null), nextAddress())).status).toBe(415);
    });

    it('allows 30 subscription changes an hour per account, subscribing and unsubscribing together', async () => {
      const cookie = await cookieOf(null);
      const unsubscribe = (address: string) =>
        app.request('/api/front/en/v1/user/subscribes/DEMO', { method: 'DELETE', headers: { ...apiHeaders({ cookies: [cookie] }), 'x-token': computeRequestToken(CSRF, ''), 'x-client-address': address } });
      for (let i = 0; i < 15; i += 1) {
        expect((await postJson('/api/front/ru/v1/user/subscribes', { company_code: 'DEMO' }, nextAddress(), { cookie })).status).toBe(200);
        expect((await unsubscribe(nextAddress())).status).toBe(200);
      }
      const refused = await unsubscribe(nextAddress());
      const wait = await expectRateLimited(refused.clone());
      expect((await refused.json()).error.message).toBe(en.AccountErrors.rate_limited.replace('{seconds}', String(wait)));
      await expectRateLimited(await postJson('/api/front/ru/v1/user/subscribes', { company_code: 'DEMO' }, nextAddress(), { cookie }));
    });

    it('allows 30 sign-in handoffs an hour per signed-in user and 300 handoff calls per address', async () => {
      const cookie = await cookieOf(null);
      for (let i = 0; i < 30; i += 1) expect((await handoff(nextAddress(), cookie)).status).toBe(302);
      await expectRateLimited(await handoff(nextAddress(), cookie, 'uz'));
      // Signed out, the call only redirects: counted per address.
      const address = nextAddress();
      for (let i = 0; i < 300; i += 1) expect((await handoff(address)).status).toBe(302);
      const refused = await handoff(address, undefined, 'uz');
      const wait = await expectRateLimited(refused.clone());
      expect((await refused.json()).error.message).toBe(uz.AccountErrors.rate_limited.replace('{seconds}', String(wait)));
      expect((await handoff(nextAddress())).status).toBe(302);
    });
  });

  describe('Retry-After', () => {
    // Machine drafts are limited only where a provider is configured: a local stand-in plays Yandex.
    let translator: Awaited<ReturnType<typeof startFakeTranslator>> | undefined;
    const TRANSLATION_ENV = ['TRANSLATION_PROVIDER', 'YANDEX_TRANSLATE_API_KEY', 'YANDEX_TRANSLATE_API_URL'] as const;
    const savedTranslationEnv = Object.fromEntries(TRANSLATION_ENV.map((name) => [name, process.env[name]]));
    beforeAll(async () => {
      translator = await startFakeTranslator();
      Object.assign(process.env, { TRANSLATION_PROVIDER: 'yandex', YANDEX_TRANSLATE_API_KEY: 'rate-key', YANDEX_TRANSLATE_API_URL: translator.url });
    });
    afterAll(async () => {
      for (const name of TRANSLATION_ENV) {
        if (savedTranslationEnv[name] === undefined) delete process.env[name];
        else process.env[name] = savedTranslationEnv[name];
      }
      await translator?.close();
    });

    // Each limited route, sent from one address until it is refused; the list must cover every 429 the API documents.
    const limited: Record<string, (address: string) => Promise<Response>> = {
      [AUTHORIZE]: (address) => signIn(newLogin(), 'wrong password', address),
      [APPOINTMENT]: (address) => postJson(APPOINTMENT, botAppointment, address),
      [QUESTIONS]: (address) => postJson(QUESTIONS, { COMPANY_CODE: 'NO-SUCH', name: 'Бот', email: 'bot@example.test', text: 'Вопрос', consent: true }, address),
      [REVIEWS]: (address) => postJson(REVIEWS, { ...review(), website: 'x' }, address),
      [osmsStatus('{code}')]: (address) => postJson(osmsStatus('NO-SUCH'), { iin: '900101300027' }, address),
      // The account calls (code calls: 30 an hour from one address; change_password: the sign-in limits).
      [`${USER}/register/email`]: (address) => postJson(`${USER}/register/email`, { email: newLogin(), password: 'Rate-pass-1', name: 'Тест', consent: true }, address),
      [`${USER}/register/phone`]: (address) => postJson(`${USER}/register/phone`, { tel: newPhone(), password: 'Rate-pass-1', name: 'Тест', consent: true }, address),
      [`${USER}/register/resend`]: (address) => postJson(`${USER}/register/resend`, { target: newLogin() }, address),
      [`${USER}/register/confirmation_code`]: (address) => postJson(`${USER}/register/confirmation_code`, { target: newLogin(), code: '123456' }, address),
      [`${USER}/restore`]: (address) => postJson(`${USER}/restore`, { login: newLogin() }, address),
      [`${USER}/restore_password`]: (address) => postJson(`${USER}/restore_password`, { login: newLogin(), code: '123456', password: 'Rate-pass-1' }, address),
      [`${USER}/sms_sign_in`]: (address) => postJson(`${USER}/sms_sign_in`, { tel: newPhone() }, address),
      [`${USER}/sms_sign_in/confirm`]: (address) => postJson(`${USER}/sms_sign_in/confirm`, { tel: newPhone(), code: '123456' }, address),
      [`${USER}/confirmation/email`]: async (address) => postJson(`${USER}/confirmation/email`, { email: newLogin() }, address, { cookie: await accountCookie() }),
      [`${USER}/confirmation/phone`]: async (address) => postJson(`${USER}/confirmation/phone`, { tel: newPhone() }, address, { cookie: await accountCookie() }),
      [`${USER}/change_password`]: async (address) => postJson(`${USER}/change_password`, { password: 'wrong password', new_password: 'Rate-pass-2' }, address, { cookie: await accountCookie() }),
      [`${USER}/delete`]: async (address) => postJson(`${USER}/delete`, { password: 'wrong password' }, address, { cookie: await accountCookie() }),
      // The business calls: wrong access codes per user and address, new clinics per user, service requests per user.
      '/api/w-business/ru/{companyCode}/{cabinetCode}/business/user/request_access': async (address) =>
        postJson('/api/w-business/ru/DEMO/0/business/user/request_access', { access_code: 'NO-SUCH-CODE' }, address, { cookie: await accountCookie() }),
      '/api/w-front/ru/v1/business/user/company': async (address) =>
        postJson('/api/w-front/ru/v1/business/user/company', { COMPANY_SLUG: `rate-${randomUUID().slice(0, 8)}`, COMPANY_NAME: 'Лимит' }, address, { cookie: await (founderCookie ??= cookieOf(null)) }),
      // The patient's account beyond sign-in: photo uploads, news subscriptions, the sign-in handoff to a clinic's domain.
      '/api/w-front/ru/v1/user/avatar/upload': async (address) => {
        const form = new FormData();
        form.append('avatar', new Blob(['not a photo']), 'photo.jpg');
        return app.request('/api/w-front/ru/v1/user/avatar/upload', { method: 'POST', body: form, headers: { ...multipartHeaders(form, [await (uploaderCookie ??= cookieOf(null))]), 'x-client-address': address } });
      },
      '/api/front/ru/v1/user/subscribes': async (address) => postJson('/api/front/ru/v1/user/subscribes', { company_code: 'DEMO' }, address, { cookie: await (subscriberCookie ??= cookieOf(null)) }),
      '/api/front/ru/v1/user/subscribes/{companyCode}': async (address) =>
        app.request('/api/front/ru/v1/user/subscribes/DEMO', { method: 'DELETE', headers: { ...apiHeaders({ cookies: [await (unsubscriberCookie ??= cookieOf(null))] }), 'x-token': computeRequestToken(CSRF, ''), 'x-client-address': address } }),
      '/api/auth-handoff/ru': async (address) => {
        await rememberDemoProof();
        return app.request(`/api/auth-handoff/ru?target=${encodeURIComponent('http://demo-clinic.localhost/news')}`, { headers: { cookie: await (travellerCookie ??= cookieOf(null)), ...OWN_NAVIGATION, 'x-client-address': address } });
      },
      // Business image uploads (logos, favicons, news images): 30 an hour per user, 300 per company.
      '/api/w-business/ru/{companyCode}/{cabinetCode}/business/news/{id}/image': async (address) => {
        const form = new FormData();
        form.append('image', new Blob(['not a picture']), 'image.png');
        return app.request(`/api/w-business/ru/DEMO/0/business/news/${demoNewsId}/image`, {
          method: 'POST',
          body: form,
          headers: { ...multipartHeaders(form, [await (editorCookie ??= makeUser('rate-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]).then((user) => user.cookie))]), 'x-client-address': address },
        });
      },
      // Images inside rich text (issue 19): the same business upload budgets.
      '/api/w-business/ru/{companyCode}/{cabinetCode}/business/content_images': async (address) => {
        const form = new FormData();
        form.append('image', new Blob(['not a picture']), 'image.png');
        return app.request('/api/w-business/ru/DEMO/0/business/content_images', {
          method: 'POST',
          body: form,
          headers: { ...multipartHeaders(form, [await (editorCookie ??= makeUser('rate-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]).then((user) => user.cookie))]), 'x-client-address': address },
        });
      },
      // Doctors' photos and gallery photos (issue 19): the same business upload budgets.
      '/api/w-business/ru/{companyCode}/{cabinetCode}/business/doctors/{id}/photo': async (address) => {
        const form = new FormData();
        form.append('photo', new Blob(['not a picture']), 'photo.png');
        return app.request(`/api/w-business/ru/DEMO/0/business/doctors/${demoDoctorId}/photo`, {
          method: 'POST',
          body: form,
          headers: { ...multipartHeaders(form, [await (doctorEditorCookie ??= makeUser('rate-doctors', [{ company: 'DEMO', cabinet: 0, permissions: ['specialists.edit'] }]).then((user) => user.cookie))]), 'x-client-address': address },
        });
      },
      '/api/w-business/ru/{companyCode}/{cabinetCode}/business/gallery_albums/{id}/photos': async (address) => {
        const form = new FormData();
        form.append('photo', new Blob(['not a picture']), 'photo.png');
        return app.request(`/api/w-business/ru/DEMO/0/business/gallery_albums/${demoAlbumId}/photos`, {
          method: 'POST',
          body: form,
          headers: { ...multipartHeaders(form, [await (galleryEditorCookie ??= makeUser('rate-gallery', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]).then((user) => user.cookie))]), 'x-client-address': address },
        });
      },
      // Machine-translated drafts (issue 31): 60 an hour per company, whoever asks.
      '/api/w-business/ru/{companyCode}/{cabinetCode}/business/translate-draft': async (address) =>
        postJson('/api/w-business/ru/DEMO/0/business/translate-draft', { to: 'kk', texts: ['Приём терапевта'] }, address, {
          cookie: await (editorCookie ??= makeUser('rate-editor', [{ company: 'DEMO', cabinet: 0, permissions: ['content.edit'] }]).then((user) => user.cookie)),
        }),
      // Staff invitations (issue 20): 20 an hour per inviter.
      '/api/w-business/ru/{companyCode}/{cabinetCode}/business/invitations': async (address) => {
        const cookie = await (inviterCookie ??= makeUser('rate-inviter', [{ company: 'DEMO', cabinet: 0, permissions: ['members.manage', 'content.edit'] }]).then((user) => user.cookie));
        return postJson('/api/w-business/ru/DEMO/0/business/invitations', { cabinet: 0, email: `invitee-${randomUUID()}@test.kz`, permissions: ['content.edit'] }, address, { cookie });
      },
      // The inboxes' CSV export (issue 20): 60 an hour per member, whatever the address.
      ...Object.fromEntries(
        (['appointments', 'questions'] as const).map((area) => [
          `/api/business-api-front2/ru/{companyCode}/{cabinetCode}/business/${area}/export`,
          async (address: string) => {
            const cookie = await (exporterCookies[area] ??= makeUser(`rate-export-${area}`, [{ company: 'DEMO', cabinet: 0, permissions: [`${area}.read`] }]).then((user) => user.cookie));
            return app.request(`/api/business-api-front2/ru/DEMO/0/business/${area}/export`, { headers: { ...apiHeaders({ body: undefined, cookies: [cookie] }), 'x-client-address': address } });
          },
        ]),
      ),
      // Booking (issue 30): holds, bookings and moves 30 an hour per address; booking codes the code calls' limits.
      '/api/w-front/ru/v1/booking/hold': (address) => postJson('/api/w-front/ru/v1/booking/hold', { COMPANY_CODE: 'NO-SUCH', specialist_id: 1, visit_type_id: 1, start: '2026-12-01T09:00:00+05:00' }, address),
      '/api/w-front/ru/v1/booking/book': (address) => postJson('/api/w-front/ru/v1/booking/book', { COMPANY_CODE: 'NO-SUCH', specialist_id: 1, visit_type_id: 1, start: '2026-12-01T09:00:00+05:00' }, address),
      '/api/w-front/ru/v1/booking/move': (address) => postJson('/api/w-front/ru/v1/booking/move', { token: 'no-such-token', start: '2026-12-01T09:00:00+05:00' }, address),
      '/api/w-front/ru/v1/booking/code': (address) => postJson('/api/w-front/ru/v1/booking/code', { phone: newPhone() }, address),
      // Releases of held times: 60 an hour per address (a token is needed anyway).
      '/api/w-front/ru/v1/booking/release': (address) => postJson('/api/w-front/ru/v1/booking/release', { token: 'no-such-token' }, address),
      '/api/w-front/ru/v1/crm/request_by_services': async (address) =>
        postJson('/api/w-front/ru/v1/crm/request_by_services', { company_code: 'DEMO', service: 'seo', message: 'Проверка лимита' }, address, { cookie: await (managerCookie ??= cookieOf(MANAGER_EMAIL)) }),
    };

    it('is on every 429 of every limited route, in seconds, and in the JSON error as retryAfter', async () => {
      for (const [path, send] of Object.entries(limited)) {
        const address = nextAddress();
        let response = await send(address);
        for (let i = 0; i < 70 && response.status !== 429; i += 1) response = await send(address);
        expect(response.status, path).toBe(429);
        await expectRateLimited(response);
      }
      // The registrations hash a password each (argon2id), some 60 of them.
    }, 120_000);

    it('the list above is every operation that documents a 429', async () => {
      const doc = await (await app.request('/api/openapi.json')).json();
      const documented = Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)
        .filter(([, operations]) => Object.values(operations).some((operation) => '429' in operation.responses))
        .map(([path]) => path.replace('{locale}', 'ru'))
        .sort();
      expect(documented).toEqual(Object.keys(limited).sort());
    });
  });

  describe('codes (for the accounts issue)', () => {
    const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

    it('allows 5 checks of one code, then refuses it; another code keeps its own', async () => {
      const code = randomInt(1_000_000_000, 2_000_000_000);
      for (let i = 0; i < 5; i += 1) await limitCodeAttempt(code);
      const refused = await refusal(limitCodeAttempt(code));
      expect(refused).toBeInstanceOf(TooManyRequestsError);
      expect((refused as TooManyRequestsError).retryAfter).toBeGreaterThan(0);
      await expect(limitCodeAttempt(code + 1)).resolves.toBeUndefined();
    });

    it('sends a code to one target no sooner than 60 s after the last, and 5 an hour', async () => {
      const target = newLogin();
      freezeTime();
      await limitCodeSend(target);
      expect(await refusal(limitCodeSend(target))).toMatchObject({ status: 429, retryAfter: 60 });
      for (let sent = 2; sent <= 5; sent += 1) {
        advance(60);
        await limitCodeSend(target);
      }
      advance(60);
      // The hour began with the first send, 5 minutes ago.
      expect(await refusal(limitCodeSend(target))).toMatchObject({ status: 429, retryAfter: 3600 - 5 * 60 });
      await expect(limitCodeSend(newLogin())).resolves.toBeUndefined();
      advance(3600);
      await expect(limitCodeSend(target)).resolves.toBeUndefined();
    });

    it('allows 30 code calls an hour from one address; another address keeps its own', async () => {
      const address = nextAddress();
      for (let i = 0; i < 30; i += 1) await limitCodeRequest(address);
      expect(await refusal(limitCodeRequest(address))).toBeInstanceOf(TooManyRequestsError);
      await expect(limitCodeRequest(nextAddress())).resolves.toBeUndefined();
    });
  });
});
