import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextToDoc } from '@/lib/content/rich-text/doc';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { loadTranslationReport } from '@/lib/business/translations';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { call, demoManager, makeUser } from '../helpers/business';

/*
 * Issue 31, a translation workflow: what each language lacks, and a translation marked stale when
 * its Russian source changed after it was saved, until it is saved again or confirmed.
 */

const app = createApiApp();
const R = '/api/business-api-front2/ru/DEMO/0/business';
const W = '/api/w-business/ru/DEMO/0/business';
let manager = '';
let companyId = 0;

const aboutVersion = async () => (await call(app, 'GET', `${R}/pages/about`, { cookie: manager })).json.data.VERSION as number;
const saveAbout = async (about: Record<string, string>) => {
  const docs = Object.fromEntries(Object.entries(about).map(([locale, text]) => [locale, plainTextToDoc(text)]));
  const res = await call(app, 'PUT', `${W}/pages/about`, { cookie: manager, body: { about: docs, version: await aboutVersion() } });
  expect(res.status).toBe(200);
};
const staleAbout = async () => (await call(app, 'GET', `${R}/translations/stale?kind=about&item=0`, { cookie: manager })).json.data as { FIELD: string; LOCALE: string }[];

describe('translations', () => {
  beforeAll(async () => {
    await seedDemoData();
    manager = (await demoManager()).cookie;
    const [demo] = await getDb().select().from(s.companies).where(eq(s.companies.code, 'DEMO'));
    companyId = demo.id;
    // DEMO offers Kazakh: it has a name in it.
    await getDb().update(s.companies).set({ name: { ...demo.name, kk: demo.name.kk || 'Демо клиника' } }).where(eq(s.companies.id, companyId));
  });
  afterAll(async () => {
    await closeDb();
  });

  it('a doctor written only in Russian is missing in Kazakh, field by field', async () => {
    const [doctor] = await getDb()
      .insert(s.specialists)
      .values({ companyId, slug: 'translations-ru-only', fullName: { ru: 'Только Русский' }, specialty: { ru: 'Терапевт' } })
      .returning();
    const report = await loadTranslationReport(companyId);
    const kk = report.find((one) => one.locale === 'kk')!;
    const gaps = kk.gaps.filter((gap) => gap.kind === 'doctor' && gap.itemId === doctor.id);
    expect(gaps.map((gap) => [gap.field, gap.state])).toEqual([
      ['full_name', 'missing'],
      ['specialty', 'missing'],
    ]);
    const doctors = kk.kinds.find((kind) => kind.kind === 'doctor')!;
    expect(doctors.done).toBeLessThan(doctors.total);
  });

  it('changing the Russian about text marks Kazakh stale; saving Kazakh clears it; confirming clears it', async () => {
    await saveAbout({ ru: 'О клинике', kk: 'Клиника туралы' });
    expect(await staleAbout()).toEqual([]);

    await saveAbout({ ru: 'О клинике, новый текст', kk: 'Клиника туралы' });
    expect(await staleAbout()).toEqual([{ FIELD: 'about', LOCALE: 'kk' }]);
    const kk = (await loadTranslationReport(companyId)).find((one) => one.locale === 'kk')!;
    expect(kk.gaps).toContainEqual(expect.objectContaining({ kind: 'about', itemId: 0, field: 'about', state: 'stale' }));

    await saveAbout({ ru: 'О клинике, новый текст', kk: 'Клиника туралы, жаңа мәтін' });
    expect(await staleAbout()).toEqual([]);

    await saveAbout({ ru: 'О клинике, третий текст', kk: 'Клиника туралы, жаңа мәтін' });
    expect(await staleAbout()).toEqual([{ FIELD: 'about', LOCALE: 'kk' }]);
    const confirmed = await call(app, 'POST', `${W}/translations/confirm`, { cookie: manager, body: { kind: 'about', item_id: 0, field: 'about', locale: 'kk' } });
    expect(confirmed.status).toBe(200);
    expect(await staleAbout()).toEqual([]);
    const [about] = await getDb().select({ about: s.companies.about }).from(s.companies).where(eq(s.companies.id, companyId));
    expect(JSON.stringify(about.about?.kk)).toContain('жаңа мәтін');
  });

  it('a translation saved before this existed counts as current until its Russian text changes', async () => {
    await getDb().delete(s.translationSources).where(and(eq(s.translationSources.companyId, companyId), eq(s.translationSources.kind, 'about')));
    expect(await staleAbout()).toEqual([]);
    await saveAbout({ ru: 'О клинике, четвёртый текст', kk: 'Клиника туралы, жаңа мәтін' });
    expect(await staleAbout()).toEqual([{ FIELD: 'about', LOCALE: 'kk' }]);
  });

  it('confirming a text that is not there is 404 translation_not_found; a bad kind is 400', async () => {
    const missing = await call(app, 'POST', `${W}/translations/confirm`, { cookie: manager, body: { kind: 'about', item_id: 0, field: 'nothing', locale: 'kk' } });
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('translation_not_found');
    const bad = await call(app, 'GET', `${R}/translations/stale?kind=secret&item=0`, { cookie: manager });
    expect(bad.status).toBe(400);
  });

  it('a member without content.edit gets 403 from both endpoints', async () => {
    const reader = (await makeUser('translations-reader', [{ company: 'DEMO', cabinet: 0, permissions: ['questions.read'] }])).cookie;
    const stale = await call(app, 'GET', `${R}/translations/stale?kind=about&item=0`, { cookie: reader });
    expect(stale.status).toBe(403);
    const confirm = await call(app, 'POST', `${W}/translations/confirm`, { cookie: reader, body: { kind: 'about', item_id: 0, field: 'about', locale: 'kk' } });
    expect(confirm.status).toBe(403);
  });
});
