import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

// Issue 20 "Language" and /work/shared/GLOSSARY.md: one chosen term per meaning. Each case below
// is one rule: the rejected wording, the chosen one, and (where the rejected word is right in
// another meaning) the few keys where it stays. It runs over every string of the message file,
// so a new key written with a rejected word fails here too. en has the one rule whose fix changed
// its meaning too (the profile menu's two items).

type Locale = 'kk' | 'uz' | 'ru' | 'en';
const FILES: Record<Locale, unknown> = { kk, uz, ru, en };

/** Every string of a message file by its dotted key. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
const STRINGS = Object.fromEntries((Object.keys(FILES) as Locale[]).map((locale) => [locale, leaves(FILES[locale])])) as Record<Locale, [string, string][]>;

type Rule = {
  /** What the rule is about, as the glossary names it. */
  meaning: string;
  rejected: RegExp;
  chosen: string;
  /** Only keys matching this are checked (the rule is about one meaning). */
  scope?: RegExp;
  /** Keys where the rejected word is right (another meaning). */
  allowed?: RegExp;
};

// A date or time placeholder followed by a detached word ({date} бастап, {when} ga, {date} жойылады):
// kk and uz put a date after a colon or before «күні» / «kuni».
const DETACHED_AFTER_DATE = (day: string) => new RegExp(`\\{(?:date|when|since|time|purgeAt)\\}(?! ${day})\\s+\\p{L}`, 'u');

const RULES: Record<Locale, Rule[]> = {
  kk: [
    { meaning: 'a date takes no suffix', rejected: DETACHED_AFTER_DATE('күн'), chosen: 'Жазылған күні: {date} / {date} күні …' },
    { meaning: 'access code', rejected: /қолжетімділік код/i, chosen: 'қатынау коды' },
    { meaning: 'access (a right), not availability', rejected: /қолжетімділі[кг]|қолжетімдер/i, chosen: 'қатынау құқығы', allowed: /^(BusinessNav\.sections\.site|BusinessAudit\.kinds\.site|BusinessSiteLife\.title)$/ },
    { meaning: 'revoke a code', rejected: /кері қайтар/i, chosen: 'күшін жою' },
    { meaning: 'unsubscribe', rejected: /бас тарт/i, chosen: 'жазылымды тоқтату', scope: /^(ProfileSubscriptions|NewsMail)\./ },
    { meaning: '«Бас тарту» is Cancel only', rejected: /^Бас тарту$/, chosen: 'Бас тарту (…cancel keys only)', allowed: /\.cancel$/ },
    { meaning: 'internal note', rejected: /жазба/i, chosen: 'ескертпе', scope: /(^BusinessInbox\.note\.|_note$)/ },
    { meaning: 'account', rejected: /есептік жазба/i, chosen: 'аккаунт' },
    { meaning: 'busy labels', rejected: /жатырмыз|жатыр(?![\p{L}])/iu, chosen: 'Сақталуда… / Тексерілуде… / Кіру…' },
    { meaning: 'in progress', rejected: /жұмыста/i, chosen: 'Қаралуда' },
    { meaning: 'an e-mail address', rejected: /\} поштасына/, chosen: '{email} мекенжайына' },
    { meaning: 'delete (өшіру only for switching off)', rejected: /(?<![\p{L}])өшір/iu, chosen: 'жою', allowed: /^(BusinessSiteLife\.|SiteOffline\.|BusinessAudit\.actions\.site_offline$|BusinessErrors\.site_owner_only$|BusinessSettings\.inbox\.onlineEntryHint$|BusinessMenu\.preview\.reasons\.online_entry_off$)/ },
    { meaning: 'retry', rejected: /қайта көріңіз/i, chosen: 'Қайталап көріңіз' },
    { meaning: 'no connection', rejected: /серверге қосылу жоқ/i, chosen: 'Сервермен байланыс жоқ' },
    { meaning: 'format', rejected: /формат/i, chosen: 'пішім' },
    { meaning: 'member', rejected: /мүше/i, chosen: 'қатысушы' },
    { meaning: 'preferred date', rejected: /қалаған күн/i, chosen: 'Ыңғайлы күн' },
    { meaning: 'the profile menu: name vs personal data', rejected: /жеке деректер/i, chosen: 'Аты-жөні' },
    { meaning: 'Russianisms (карточка, анонс)', rejected: /карточка|анонс/i, chosen: 'Карта түрінде / Қысқаша мазмұны' },
    { meaning: 'a tautology («Жаңа жаңалық»)', rejected: /жаңа жаңалық/i, chosen: 'Жаңалық қосу' },
  ],
  uz: [
    { meaning: 'a date takes no suffix', rejected: DETACHED_AFTER_DATE('kuni'), chosen: 'Obuna boʻlgan sana: {date} / {date} kuni …' },
    { meaning: 'review', rejected: /fikr/i, chosen: 'sharh' },
    { meaning: 'appointment request', rejected: /soʻrov/i, chosen: 'ariza', allowed: /^(BusinessErrors\.integrator_key_required|BusinessErrors\.invalid_json|BusinessMail\.crm\.subject|BusinessAudit\.actions\.service_request_create)$/ },
    { meaning: 'e-mail', rejected: /e-mail|e-pochta/i, chosen: 'elektron pochta' },
    { meaning: 'an e-mail address', rejected: /\} pochtasiga/, chosen: '{target} manziliga' },
    { meaning: 'preferred date', rejected: /istalgan sana/i, chosen: 'Qulay sana' },
    { meaning: 'internal note (izoh is the patient’s comment)', rejected: /izoh/i, chosen: 'qayd', scope: /(^BusinessInbox\.note\.|_note$)/ },
    { meaning: 'filter (saralash means sort)', rejected: /saralash/i, chosen: 'filtr' },
    { meaning: 'revoke a code', rejected: /bekor qil/i, chosen: 'faolsizlantirish', scope: /^(BusinessMembers\.codes\.|BusinessErrors\.access_code_|BusinessAudit\.actions\.access_code_)/ },
    { meaning: '«Bekor qilish» is Cancel only', rejected: /^Bekor qilish$/, chosen: 'Bekor qilish (…cancel keys and Undo only)', allowed: /(\.cancel|^BusinessRichText\.undo)$/ },
    { meaning: 'something went wrong', rejected: /nimadir/i, chosen: 'Xatolik yuz berdi' },
    { meaning: 'ГОБМП without a made-up acronym', rejected: /TTYOKH/, chosen: 'Bepul tibbiy yordamning kafolatlangan hajmi' },
    { meaning: 'Russianisms (strelka, kartochka)', rejected: /strelka|kartochka/i, chosen: 'yoʻnalish tugmalari / kartalar' },
    { meaning: 'the inbox’s statuses', rejected: /jarayonda|yakunlangan|ishlanmoqda/i, chosen: 'Koʻrib chiqilmoqda / Bajarildi / Bajarilmoqda' },
    { meaning: 'Uzbek phone numbers in examples', rejected: /\+7 701/, chosen: '+998 90 123 45 67' },
    { meaning: 'profile photo', rejected: /profil rasmi/i, chosen: 'Profil surati' },
    { meaning: 'invalid value', rejected: /yaroqsiz qiymat|qiymat notoʻgʻri/i, chosen: 'Notoʻgʻri qiymat' },
    { meaning: 'retry', rejected: /qaytadan urinib/i, chosen: 'Qayta urinib koʻring' },
    { meaning: 'account', rejected: /(?<![\p{L}])hisob/iu, chosen: 'akkaunt' },
    { meaning: 'member', rejected: /ishtirokchi/i, chosen: 'aʼzo' },
    { meaning: 'contact person', rejected: /aloqa uchun shaxs/i, chosen: 'Masʼul shaxs' },
    { meaning: 'a tautology («Yangi yangilik»)', rejected: /yangi yangilik/i, chosen: 'Yangilik qoʻshish' },
  ],
  ru: [
    { meaning: 'a name never follows a preposition (it would stay in the nominative)', rejected: /(?<![\p{L}])(от|для|у|к|о|об|с|со|без|при|про) \{(name|author)\}|Удалить \{name\}/u, chosen: '{name}: отзыв опубликован…', allowed: /^(BusinessAudit\.actions\.redirect_(create|delete)|BusinessErrors\.domain_dns_failed)$/ },
    { meaning: 'consent', rejected: /я согласен/i, chosen: 'Даю согласие на обработку…' },
    { meaning: 'account', rejected: /учётн\p{L}* запис/iu, chosen: 'аккаунт' },
    { meaning: '«личный кабинет» only for the /profile area', rejected: /личн\p{L}* кабинет/iu, chosen: 'аккаунт', allowed: /^(ProfileNav\.|ProfileClinic\.|PlatformHome\.(meta\.description|features\.booking\.(title|text))$|Auth\.account$|BusinessMail\.answer\.profile$|BusinessInbox\.questions\.(intro|answer\.hint)$|BusinessInbox\.fields\.signedIn$|AccountMail\.confirmEmail\.body$)/ },
    { meaning: 'e-mail', rejected: /почт/i, chosen: 'e-mail' },
    { meaning: 'the profile menu: two items, one meaning', rejected: /личные данные|персональные данные/i, chosen: 'Имя и фамилия / Экспорт и удаление данных', scope: /^(ProfileNav\.|Profile\.(title|saved)$|ProfileData\.title$)/ },
    { meaning: 'preferred date', rejected: /желаемая дата/i, chosen: 'Удобная дата' },
    { meaning: 'invalid value', rejected: /недопустимое значение/i, chosen: 'Неверное значение' },
    { meaning: 'no connection', rejected: /нет соединения/i, chosen: 'Нет связи с сервером' },
    { meaning: 'a tautology («Новая новость»)', rejected: /новая новость/i, chosen: 'Добавление новости' },
  ],
  en: [
    { meaning: 'the profile menu: two items, one meaning', rejected: /personal (details|data)/i, chosen: 'Your name / Export and delete your data', scope: /^(ProfileNav\.|Profile\.(title|saved)$|ProfileData\.title$)/ },
  ],
};

/** The keys that break a rule, with their text. */
function offenders(locale: Locale, rule: Rule): string[] {
  return STRINGS[locale]
    .filter(([key, text]) => (!rule.scope || rule.scope.test(key)) && !rule.allowed?.test(key) && rule.rejected.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('GLOSSARY: chosen terms in every message', () => {
  for (const locale of Object.keys(RULES) as Locale[]) {
    describe(locale, () => {
      for (const rule of RULES[locale]) {
        it(`${rule.meaning}: ${rule.rejected} → «${rule.chosen}»`, () => {
          expect(offenders(locale, rule)).toEqual([]);
        });
      }
    });
  }

  it('retry buttons say «Қайталап көріңіз» / «Qayta urinib koʻring» (kk, uz)', () => {
    const wrong = (locale: Locale, chosen: string) => STRINGS[locale].filter(([key, text]) => key.endsWith('.retry') && text !== chosen).map(([key, text]) => `${locale} ${key}: ${text}`);
    expect([...wrong('kk', 'Қайталап көріңіз'), ...wrong('uz', 'Qayta urinib koʻring')]).toEqual([]);
  });

  it('the rules are not vacuous: each rejected pattern would catch its own example', () => {
    // A rule whose pattern matches nothing is no rule: these are the texts the glossary rejected.
    const examples: Record<Locale, string[]> = {
      kk: ['{date} бастап жазылғансыз', 'Қолжетімділік коды қате.', 'Бұл кабинетке қолжетімділігіңіз жоқ.', 'Кері қайтару', 'Жазылымнан бас тарту', 'Бас тарту', 'Ішкі жазба', 'Есептік жазбаны жою', 'Кіріп жатырмыз…', 'Жұмыста', '{target} поштасына', 'жауап өшірілді', 'Қайта көріңіз.', 'Серверге қосылу жоқ.', 'GIF форматындағы', 'мүше емессіз', 'Қалаған күн', 'Жеке деректер', 'Карточкалармен', 'Жаңа жаңалық'],
      uz: ['{date} dan beri aʼzo', 'Fikrlar', 'soʻrovlari', 'E-mail', '{target} pochtasiga', 'Istalgan sana', 'arizaning izohi', 'saralash', 'Kodni bekor qilish', 'Bekor qilish', 'Nimadir notoʻgʻri ketdi', '(TTYOKH)', 'strelka tugmalari', 'Jarayonda', '+7 701 123 45 67', 'Profil rasmi', 'Yaroqsiz qiymat.', 'Qaytadan urinib koʻring.', 'Hisobni oʻchirish', 'Ishtirokchi topilmadi.', 'Aloqa uchun shaxs', 'Yangi yangilik'],
      ru: ['Отзыв от {name} опубликован на сайте.', 'Я согласен(на)', 'Удалить учётную запись', 'к другому личному кабинету', 'Эл. почта', 'Личные данные', 'Желаемая дата', 'Недопустимое значение', 'Нет соединения с сервером.', 'Новая новость'],
      en: ['Personal details'],
    };
    for (const locale of Object.keys(RULES) as Locale[]) {
      RULES[locale].forEach((rule, index) => expect(rule.rejected.test(examples[locale][index]), `${locale} ${rule.meaning}`).toBe(true));
    }
  });
});
