import { describe, expect, it } from 'vitest';
import { demoClinic } from '@/lib/seed/demo-clinic';
import { familyMed } from '@/lib/seed/family-med';
import { gobmpMaterial, osmsMaterial } from '@/lib/seed/materials-demo-clinic-insurance';
import { schedule, type MenuSeed } from '@/lib/seed/types';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

// Issue 8 "Language": the message files and the demo content as a native reader reads them.

const FILES = { ru, kk, uz, en } as const;
type Locale = keyof typeof FILES;
const LOCALES = Object.keys(FILES) as Locale[];

/** Every leaf of a message file by its dotted key (array items by index). */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments of a message: {name}, {count, plural, …}; plural branches ({# отзыв}) are not arguments. */
const placeholders = (message: string) => [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]).sort();

const MESSAGES = Object.fromEntries(LOCALES.map((locale) => [locale, leaves(FILES[locale])])) as Record<Locale, Map<string, string>>;
const allText = (locale: Locale) => [...MESSAGES[locale].values()];

/** Every localized text of the demo seed, by locale (reviews are kept as written, in no one locale). */
function seedTexts(): Record<Locale, string[]> {
  const out: Record<Locale, string[]> = { ru: [], kk: [], uz: [], en: [] };
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.ru === 'string') {
      for (const locale of LOCALES) if (typeof record[locale] === 'string') out[locale].push(record[locale] as string);
      return;
    }
    Object.values(record).forEach(walk);
  };
  walk(demoClinic);
  walk(familyMed);
  return out;
}
const SEED = seedTexts();
const REVIEWS = [...demoClinic.reviews, ...familyMed.reviews].flatMap((review) => [review.text, review.reply ?? '']);

const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN = /[A-Za-z]/;
const mixedWords = (text: string) => text.split(/[^\p{L}ʻʼ]+/u).filter((word) => CYRILLIC.test(word) && LATIN.test(word));

describe('the message files', () => {
  it('every key is in all four files, with the same placeholders', () => {
    const keys = [...MESSAGES.ru.keys()].sort();
    for (const locale of LOCALES) {
      expect([...MESSAGES[locale].keys()].sort(), locale).toEqual(keys);
      for (const key of keys) expect(placeholders(MESSAGES[locale].get(key)!), `${locale} ${key}`).toEqual(placeholders(MESSAGES.ru.get(key)!));
    }
  });

  it('SPEC 8: the 404 shows the requested path in the page’s language, never the English log message', () => {
    for (const locale of LOCALES) {
      expect(FILES[locale].Errors.notFound.requestedPath, locale).toContain('{fullPath}');
      expect(FILES[locale].Errors.notFound.requestedPath, locale).not.toMatch(/page not found/i);
    }
  });

  it('kk: an address is «мекенжай», never the Russian «адрес»', () => {
    expect(allText('kk').filter((text) => /адрес/i.test(text))).toEqual([]);
    expect(kk.Contacts.write).toBe('{email} мекенжайына хат жазу');
  });

  it('kk: «thank you» is spelled one way, «Рақмет»', () => {
    expect(allText('kk').filter((text) => /рахмет/i.test(text))).toEqual([]);
    expect(kk.Reviews.form.success).toMatch(/^Рақмет!/);
  });

  it('kk: e-mail has one label, «Электрондық пошта»', () => {
    expect(allText('kk').filter((text) => /e-?mail/i.test(text.replace(/\{email\}/g, '')))).toEqual([]);
    for (const label of [kk.Common.email, kk.Appointment.email, kk.AskQuestion.email, kk.Mail.fields.email]) expect(label).toBe('Электрондық пошта');
  });

  it('kk: the platform’s name is Kazakh, not Russian', () => {
    expect(kk.Platform.title).toBe('Клиникалар онлайн');
    expect(allText('kk').filter((text) => text.includes('Клиники онлайн'))).toEqual([]);
  });

  it('uz: a link that opens a new tab says «varaq» (tab), not «oyna» (window)', () => {
    expect(uz.Common.opensInNewTab).toContain('varaq');
    expect(uz.Common.opensInNewTab).not.toContain('oyna');
  });

  it('rate limits speak of this device, not of "your address" (read as a postal address)', () => {
    const device: Record<Locale, RegExp> = { ru: /с этого устройства/i, kk: /бұл құрылғыдан/i, uz: /bu qurilmadan/i, en: /from this device/ };
    const address: Record<Locale, RegExp> = { ru: /адрес/i, kk: /мекенжай/i, uz: /manzil/i, en: /address/i };
    for (const locale of LOCALES) {
      for (const message of [FILES[locale].FormErrors.rate_limited, FILES[locale].Reviews.form.errors.rate_limited]) {
        expect(message, locale).toMatch(device[locale]);
        expect(message, locale).not.toMatch(address[locale]);
      }
    }
  });

  it('the consent names the clinic ({clinic}); in Uzbek it uses the legal term «shaxsga doir maʼlumotlar»', () => {
    for (const locale of LOCALES) for (const consent of [FILES[locale].Appointment.consent, FILES[locale].AskQuestion.consent, FILES[locale].Reviews.form.consent]) expect(consent, locale).toContain('{clinic}');
    for (const text of [uz.Appointment.consent, uz.AskQuestion.consent, uz.FormErrors.consent_required, uz.Reviews.form.consent, uz.Reviews.form.errors.consent_required]) {
      expect(text).toMatch(/shaxsga doir maʼlumot/i);
      expect(text).not.toMatch(/shaxsiy maʼlumot/i);
    }
  });
});

describe('one name for ГОБМП and ОСМС in messages, menus and materials', () => {
  const menuItem = (alias: string) => {
    const find = (items: MenuSeed[]): MenuSeed | undefined => items.flatMap((item) => [item, ...(item.items ?? [])]).find((item) => item.alias === alias);
    return find(demoClinic.menu)!;
  };

  it('each locale names ГОБМП and ОСМС the same in the breadcrumb label, the menu and the material title', () => {
    for (const locale of LOCALES) {
      const messages = FILES[locale].StateSymbols;
      expect(menuItem('ГОБМП').name[locale], locale).toBe(messages.gobmp);
      expect(gobmpMaterial.title[locale], locale).toBe(messages.gobmp);
      expect(menuItem('ОСМС').name[locale], locale).toBe(messages.osms);
      expect(osmsMaterial.title[locale], locale).toBe(messages.osms);
    }
    expect(uz.StateSymbols.gobmp).toBe('Bepul tibbiy yordamning kafolatlangan hajmi');
    expect(uz.StateSymbols.osms).toBe('Majburiy ijtimoiy tibbiy sugʻurta');
  });

  it('uz: the demo content names ГОБМП and ОСМС in full (GLOSSARY: «bepul tibbiy yordamning kafolatlangan hajmi», no made-up acronym; never «majburiy tibbiy sugʻurta», no «MITS»)', () => {
    const uzTexts = [...SEED.uz, ...allText('uz')];
    expect(uzTexts.filter((text) => /majburiy tibbiy sugʻurta|tekin tibbiy yordamning kafolatlangan|kafolatlangan bepul|TTYOKH|MITS/i.test(text))).toEqual([]);
  });
});

describe('the demo content', () => {
  it('kk: Saturday is «Сб» in opening hours', () => {
    expect(schedule(['sat', '09:00', '15:00']).kk).toBe('Сб: 09:00–15:00');
    expect(SEED.kk.filter((text) => /\bСн\b|Сн:|–Сн/.test(text))).toEqual([]);
  });

  it('kk: «мекенжай» and «Рақмет» in the demo texts and reviews too', () => {
    expect(SEED.kk.filter((text) => /адрес/i.test(text))).toEqual([]);
    expect([...SEED.kk, ...REVIEWS].filter((text) => /рахмет/i.test(text))).toEqual([]);
  });
});

describe('scripts and apostrophes', () => {
  const uzTexts = () => [...allText('uz'), ...SEED.uz];

  it('no word mixes Cyrillic and Latin letters in kk and uz', () => {
    for (const text of [...allText('kk'), ...SEED.kk, ...uzTexts()]) expect(mixedWords(text), text.slice(0, 60)).toEqual([]);
  });

  it('uz is all Latin: no Cyrillic left in', () => {
    expect(uzTexts().filter((text) => CYRILLIC.test(text))).toEqual([]);
  });

  it('uz: oʻ and gʻ take ʻ (U+02BB), the tutuq belgisi is ʼ (U+02BC); no ASCII or typographic apostrophes', () => {
    for (const text of uzTexts()) {
      expect(text.match(/\p{L}['’‘`]\p{L}/gu), text.slice(0, 60)).toBeNull();
      expect(text.match(/[^oOgG]ʻ/g), text.slice(0, 60)).toBeNull();
      expect(text.match(/[oOgG]ʼ/g), text.slice(0, 60)).toBeNull();
    }
  });
});
