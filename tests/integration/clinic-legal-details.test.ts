import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import { seedDemoData } from '@/lib/seed';
import { createApiApp } from '@/lib/server/api-app';
import { findCompanyByCode } from '@/lib/tenants/queries';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';
import type { Locale } from '@/lib/i18n/locales';
import { isPathInMenu } from '@/lib/menu/menu-check';
import type { Site } from '@/lib/site/load-site';
import { call, demoManager } from '../helpers/business';

// The policy is a server component reading its texts through next-intl: here, the message files themselves.
vi.mock('next-intl/server', async () => {
  const files = { ru: (await import('@/messages/ru.json')).default, kk: (await import('@/messages/kk.json')).default, uz: (await import('@/messages/uz.json')).default, en: (await import('@/messages/en.json')).default };
  return {
    getTranslations: async ({ locale, namespace }: { locale: keyof typeof files; namespace: string }) => {
      const base = (files[locale] as unknown as Record<string, unknown>)[namespace];
      return (key: string, values: Record<string, unknown> = {}) => {
        const text = key.split('.').reduce((node: unknown, part) => (node as Record<string, unknown>)[part], base) as string;
        return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
      };
    },
  };
});
const { PrivacyPolicy } = await import('@/components/site/privacy-policy');

/** The DEMO clinic's privacy policy as its page renders it, as text. */
async function policyText(locale: Locale): Promise<string> {
  const company = (await findCompanyByCode('DEMO'))!;
  const site = { locale, company, locales: ['ru', 'kk', 'uz', 'en'], links: { locale, companySlug: company.slug, isExternalHost: false }, menu: [], layout: 'landing', homeLink: '/l/demo-clinic' } as unknown as Site;
  return renderToStaticMarkup(await PrivacyPolicy({ site })).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/*
 * Issue 31: the clinic's legal details in /pro settings — the legal name per language, the BIN
 * (KZ, 12 digits with its check digit) or INN (UZ, 9 digits), the medical licence's number and
 * date — checked with field codes that read in all four languages, stored, and sent back.
 */

const app = createApiApp();
const SAVE = (locale = 'ru') => `/api/w-front/${locale}/v1/business/user/company`;
let owner = '';

const stored = async () => (await getDb().select().from(s.companies).where(eq(s.companies.code, 'DEMO')))[0];

describe('clinic legal details', () => {
  beforeAll(async () => {
    await seedDemoData();
    owner = (await demoManager()).cookie;
  });
  afterAll(async () => {
    await closeDb();
  });

  it('stores a valid BIN (typed with spaces), legal names per language and the licence, and answers them on the wire', async () => {
    const saved = await call(app, 'POST', SAVE(), {
      cookie: owner,
      body: { COMPANY_CODE: 'DEMO', LEGAL_NAME: 'ТОО «Демо Мед»', LEGAL_NAME_KK: '«Демо Мед» ЖШС', TAX_ID: '9712 4000 1315', LICENSE_NUMBER: '02345ДЗ', LICENSE_DATE: '2019-04-15' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ LEGAL_NAME: 'ТОО «Демо Мед»', LEGAL_NAME_KK: '«Демо Мед» ЖШС', LEGAL_NAME_EN: 'Demo Med LLP', TAX_ID: '971240001315', LICENSE_NUMBER: '02345ДЗ', LICENSE_DATE: '2019-04-15' });
    const row = await stored();
    expect(row).toMatchObject({ legalName: { ru: 'ТОО «Демо Мед»', kk: '«Демо Мед» ЖШС' }, taxId: '971240001315', licenseNumber: '02345ДЗ', licenseDate: '2019-04-15' });
    expect((await findCompanyByCode('DEMO'))!.taxId).toBe('971240001315');
  });

  it('takes a 9-digit Uzbek INN, and clears a field sent empty', async () => {
    const saved = await call(app, 'POST', SAVE(), { cookie: owner, body: { COMPANY_CODE: 'DEMO', TAX_ID: '302345678', LICENSE_DATE: '' } });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ TAX_ID: '302345678', LICENSE_DATE: null, LICENSE_NUMBER: '02345ДЗ' });
  });

  it('refuses a BIN with a wrong check digit, a number of neither length, an impossible or future licence date: field codes, nothing stored', async () => {
    const before = await stored();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [TAX_ID, LICENSE_DATE] of [
      ['971240001316', '2019-13-01'],
      ['97124000131', '2021-02-30'],
      ['012345678', tomorrow],
      ['BIN971240001315', '15.04.2019'],
    ]) {
      const refused = await call(app, 'POST', SAVE('kk'), { cookie: owner, body: { COMPANY_CODE: 'DEMO', LEGAL_NAME: 'ТОО «Другое»', TAX_ID, LICENSE_DATE } });
      expect(refused.status, `${TAX_ID} ${LICENSE_DATE}`).toBe(400);
      expect(refused.json.error.fields).toEqual({ TAX_ID: ['invalid_tax_id'], LICENSE_DATE: ['invalid_date'] });
    }
    const after = await stored();
    expect(after.legalName).toEqual(before.legalName);
    expect(after.taxId).toBe(before.taxId);
  });

  it('the privacy policy names the clinic as the operator with its BIN, address and contacts, the KZ law, what the forms collect, how to withdraw', async () => {
    expect((await call(app, 'POST', SAVE(), { cookie: owner, body: { COMPANY_CODE: 'DEMO', TAX_ID: '971240001315' } })).status).toBe(200);
    const company = (await findCompanyByCode('DEMO'))!;
    const ruText = await policyText('ru');
    expect(ruText).toContain('Оператор: ТОО «Демо Мед»');
    expect(ruText).toContain('БИН 971240001315');
    expect(ruText).toContain(`Адрес: ${company.address!.ru}`);
    expect(ruText).toContain(company.emails[0]);
    expect(ruText).toContain('№ 94-V');
    expect(ruText).not.toContain('ЗРУ-547');
    expect(ruText).toContain('Онлайн-запись: имя, номер телефона');
    expect(ruText).toContain('Как отозвать согласие');
    expect(ruText).toContain('Экспорт и удаление данных');
    // The Kazakh policy: the legal name's translation, the BSN.
    const kkText = await policyText('kk');
    expect(kkText).toContain('Оператор: «Демо Мед» ЖШС');
    expect(kkText).toContain('БСН 971240001315');
    expect(kkText).toContain('Құпиялылық саясаты');
    expect(await policyText('en')).toContain('Operator: Demo Med LLP');
  });

  it('an Uzbek clinic’s policy names the Uzbek law, and the page needs no menu item', async () => {
    expect((await call(app, 'POST', SAVE(), { cookie: owner, body: { COMPANY_CODE: 'DEMO', TAX_ID: '302345678' } })).status).toBe(200);
    const uzText = await policyText('uz');
    expect(uzText).toContain('OʻRQ-547');
    expect(uzText).toContain('STIR 302345678');
    expect(uzText).toContain('Maxfiylik siyosati');
    expect(isPathInMenu([], 'privacy')).toBe(true);
    expect(isPathInMenu([], 'privacy/x')).toBe(false);
  });

  it('a brand colour is stored as #rrggbb when readable on white, refused when too light (low_contrast) or not a colour', async () => {
    const saved = await call(app, 'POST', SAVE(), { cookie: owner, body: { COMPANY_CODE: 'DEMO', BRAND_COLOR: '1D4ED8' } });
    expect(saved.status).toBe(200);
    expect(saved.json.data.BRAND_COLOR).toBe('#1d4ed8');
    const light = await call(app, 'POST', SAVE('en'), { cookie: owner, body: { COMPANY_CODE: 'DEMO', BRAND_COLOR: '#22C55E' } });
    expect(light.status).toBe(400);
    expect(light.json.error.fields).toEqual({ BRAND_COLOR: ['low_contrast'] });
    const named = await call(app, 'POST', SAVE(), { cookie: owner, body: { COMPANY_CODE: 'DEMO', BRAND_COLOR: 'teal' } });
    expect(named.json.error.fields).toEqual({ BRAND_COLOR: ['invalid_color'] });
    expect((await stored()).brandColor).toBe('#1d4ed8');
    const cleared = await call(app, 'POST', SAVE(), { cookie: owner, body: { COMPANY_CODE: 'DEMO', BRAND_COLOR: '' } });
    expect(cleared.json.data.BRAND_COLOR).toBeNull();
    for (const messages of [ru, kk, uz, en]) expect(messages.BusinessErrors.fields.low_contrast).toContain('4,5:1'.replace(',', messages === en ? '.' : ','));
  });

  it('the field codes read in all four languages', () => {
    const texts = [ru, kk, uz, en].map((messages) => messages.BusinessErrors.fields.invalid_tax_id);
    expect(new Set(texts).size).toBe(4);
    expect(texts[0]).toContain('БИН');
    expect(texts[1]).toContain('БСН');
    expect(texts[2]).toContain('STIR');
    for (const messages of [ru, kk, uz, en]) expect(messages.BusinessErrors.fields.invalid_date).toBeTruthy();
  });
});
