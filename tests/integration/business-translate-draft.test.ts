import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { createApiApp } from '@/lib/server/api-app';
import { seedDemoData } from '@/lib/seed';
import { resetRateLimit } from '@/lib/security/rate-limit';
import { getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';
import { call, demoManager, makeUser } from '../helpers/business';
import { startFakeTranslator } from '../helpers/translate-provider';

/*
 * Issue 31, machine drafts: POST …/translate-draft through Yandex Cloud Translate and Google Cloud
 * Translation, played by a local HTTP server this file starts (tests/helpers/translate-provider.ts).
 */

const app = createApiApp();
const PATH = (locale = 'ru') => `/api/w-business/${locale}/DEMO/0/business/translate-draft`;
const ENV = ['TRANSLATION_PROVIDER', 'YANDEX_TRANSLATE_API_KEY', 'YANDEX_TRANSLATE_FOLDER_ID', 'YANDEX_TRANSLATE_API_URL', 'GOOGLE_TRANSLATE_API_KEY', 'GOOGLE_TRANSLATE_API_URL', 'TRANSLATION_TIMEOUT_MS'] as const;
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let translator: Awaited<ReturnType<typeof startFakeTranslator>>;
let cookie = '';
let demoId = 0;

const DOC = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'О клинике' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Мы ' }, { type: 'text', text: 'лечим', marks: [{ type: 'bold' }] }, { type: 'text', text: ' детей.' }] },
  ],
};

function configure(env: Partial<Record<(typeof ENV)[number], string>>) {
  for (const name of ENV) delete process.env[name];
  Object.assign(process.env, env);
}

const yandex = () => configure({ TRANSLATION_PROVIDER: 'yandex', YANDEX_TRANSLATE_API_KEY: 'yandex-secret-key', YANDEX_TRANSLATE_FOLDER_ID: 'b1gfolder', YANDEX_TRANSLATE_API_URL: translator.url });
const google = () => configure({ TRANSLATION_PROVIDER: 'google', GOOGLE_TRANSLATE_API_KEY: 'google-secret-key', GOOGLE_TRANSLATE_API_URL: `${translator.url}/` });

describe('machine-translated drafts through a provider adapter (issue 31)', () => {
  beforeAll(async () => {
    await seedDemoData();
    translator = await startFakeTranslator();
    cookie = (await demoManager()).cookie;
    demoId = (await getDb().select({ id: companies.id }).from(companies).where(eq(companies.code, 'DEMO')))[0].id;
  });

  afterEach(async () => {
    translator.state.failing = false;
    translator.state.hanging = false;
    translator.state.received.length = 0;
    await resetRateLimit('translateCompany', String(demoId));
  });

  afterAll(async () => {
    await translator.close();
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await closeDb();
  });

  it('no provider configured: 404 translation_not_configured in the caller\'s language, and no provider is called', async () => {
    configure({});
    const res = await call(app, 'POST', PATH('kk'), { cookie, body: { to: 'kk', texts: ['Приём терапевта'] } });
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'translation_not_configured', message: 'Машиналық аударма қосылмаған.' });
    // A provider named without its key is off too.
    configure({ TRANSLATION_PROVIDER: 'google', GOOGLE_TRANSLATE_API_URL: translator.url });
    expect((await call(app, 'POST', PATH(), { cookie, body: { to: 'kk', texts: ['Приём'] } })).json.error.code).toBe('translation_not_configured');
    expect(translator.state.received).toEqual([]);
  });

  it('Yandex: Api-Key authorization, folderId, ru → kk, PLAIN_TEXT; texts and a rich text\'s nodes come back in order with marks kept', async () => {
    yandex();
    const res = await call(app, 'POST', PATH(), { cookie, body: { to: 'kk', texts: ['Приём терапевта', '', 'Анализы '], docs: [DOC] } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(translator.state.received).toHaveLength(2);
    for (const request of translator.state.received) {
      expect(request.path).toBe('/translate/v2/translate');
      expect(request.authorization).toBe('Api-Key yandex-secret-key');
      expect(request.body).toMatchObject({ folderId: 'b1gfolder', sourceLanguageCode: 'ru', targetLanguageCode: 'kk', format: 'PLAIN_TEXT' });
    }
    // The blank text is never sent; spaces around a text node are the service's to keep, not the provider's.
    expect(translator.state.received[0].body.texts).toEqual(['Приём терапевта', 'Анализы']);
    expect(translator.state.received[1].body.texts).toEqual(['О клинике', 'Мы', 'лечим', 'детей.']);
    expect(res.json.data.texts).toEqual(['[kk] Приём терапевта', '', '[kk] Анализы ']);
    expect(res.json.data.docs).toEqual([
      {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '[kk] О клинике' }] },
          { type: 'paragraph', content: [{ type: 'text', text: '[kk] Мы ' }, { type: 'text', text: '[kk] лечим', marks: [{ type: 'bold' }] }, { type: 'text', text: ' [kk] детей.' }] },
        ],
      },
    ]);
  });

  it('Yandex: over 10,000 characters go in several requests of at most 10,000 each', async () => {
    yandex();
    const texts = Array.from({ length: 4 }, (_, index) => `${index} ${'слово '.repeat(1000)}`.trim());
    const res = await call(app, 'POST', PATH(), { cookie, body: { to: 'en', texts } });
    expect(res.status).toBe(200);
    expect(translator.state.received.length).toBeGreaterThanOrEqual(3);
    for (const request of translator.state.received) expect((request.body.texts as string[]).join('').length).toBeLessThanOrEqual(10_000);
    expect(res.json.data.texts).toEqual(texts.map((text) => `[en] ${text}`));
  });

  it('Google: the key in the query, q, ru → uz, format text; its HTML entities come back as characters', async () => {
    google();
    const res = await call(app, 'POST', PATH(), { cookie, body: { to: 'uz', texts: ['Клиника «Демо» и "Мед"'] } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [request] = translator.state.received;
    expect(request.path).toBe('/language/translate/v2');
    expect(request.query).toEqual({ key: 'google-secret-key' });
    expect(request.authorization).toBe('');
    expect(request.body).toEqual({ q: ['Клиника «Демо» и "Мед"'], source: 'ru', target: 'uz', format: 'text' });
    expect(res.json.data).toEqual({ to: 'uz', texts: ['[uz] Клиника «Демо» и "Мед"'], docs: [] });
  });

  it('the provider answering 500 or not answering in time: 502 translation_failed, never a 500, no key in the answer', async () => {
    yandex();
    translator.state.failing = true;
    const failed = await call(app, 'POST', PATH('en'), { cookie, body: { to: 'kk', texts: ['Приём'] } });
    expect(failed.status).toBe(502);
    expect(failed.json.error).toMatchObject({ code: 'translation_failed', message: expect.stringContaining('did not answer') });
    expect(JSON.stringify(failed.json)).not.toContain('secret');

    google();
    process.env.TRANSLATION_TIMEOUT_MS = '300';
    translator.state.failing = false;
    translator.state.hanging = true;
    const late = await call(app, 'POST', PATH(), { cookie, body: { to: 'uz', docs: [DOC] } });
    expect(late.status).toBe(502);
    expect(late.json.error.code).toBe('translation_failed');
  });

  it('bad input is 400 with the field named (a language the site does not offer too); a member without an editor permission is 403', async () => {
    yandex();
    const bad = await call(app, 'POST', PATH(), { cookie, body: { to: 'ru', texts: ['Приём'] } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('to');
    // FAMILY's site is in ru and kk only: a draft into Uzbek is refused (nothing would show it).
    const family = await call(app, 'POST', '/api/w-business/ru/FAMILY/0/business/translate-draft', { cookie, body: { to: 'uz', texts: ['Приём'] } });
    expect(family.status).toBe(400);
    expect(family.json.error.fields).toEqual({ to: ['locale_not_offered'] });
    const empty = await call(app, 'POST', PATH(), { cookie, body: { to: 'kk' } });
    expect(empty.json.error.fields).toEqual({ texts: ['required'] });
    const huge = await call(app, 'POST', PATH(), { cookie, body: { to: 'kk', texts: Array.from({ length: 6 }, () => 'а'.repeat(9_000)) } });
    expect(huge.status).toBe(400);
    expect(huge.json.error.fields).toEqual({ texts: ['too_long'] });
    const doctorsOnly = await makeUser('doctors-only', [{ company: 'DEMO', cabinet: 0, permissions: ['specialists.edit'] }]);
    expect((await call(app, 'POST', PATH(), { cookie: doctorsOnly.cookie, body: { to: 'kk', texts: ['Терапевт'] } })).status).toBe(200);
    const reader = await makeUser('reader', [{ company: 'DEMO', cabinet: 0, permissions: ['appointments.read'] }]);
    const refused = await call(app, 'POST', PATH(), { cookie: reader.cookie, body: { to: 'kk', texts: ['Терапевт'] } });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('permission_required');
    expect(translator.state.received).toHaveLength(1);
  });

  it('a company\'s hourly budget of drafts: past it 429 rate_limited', async () => {
    yandex();
    for (let index = 0; index < 60; index += 1) await call(app, 'POST', PATH(), { cookie, body: { to: 'kk', texts: ['Приём'] } });
    const over = await call(app, 'POST', PATH(), { cookie, body: { to: 'kk', texts: ['Приём'] } });
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('rate_limited');
    expect(translator.state.received).toHaveLength(60);
  });
});
