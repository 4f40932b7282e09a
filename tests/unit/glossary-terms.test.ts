import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import kk from '@/messages/kk.json';
import ru from '@/messages/ru.json';
import uz from '@/messages/uz.json';

// Issue 20 "Language", issue 28 "Words" and /work/shared/GLOSSARY.md (with its "Second reading"): one chosen term per meaning. Each case below
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

// A price list's move buttons (GLOSSARY second reading, 26).
const PRICE_MOVES = /^BusinessMaterials\.prices\.(group|row)(Up|Down)$/;

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
    // Second reading (GLOSSARY, 2026-11-28), in its order.
    { meaning: '2. a photo’s caption is a description, not a signature', rejected: /қолтаңба/i, chosen: 'Сипаттама' },
    { meaning: '3. a quoted name before a verb needs a noun to carry the ending', rejected: /«\{name\}» (жоғары|төмен|жою|өзгерту|сүйреу|жоғарыдағы|бір деңгей|жылжытуы)/, chosen: '«{name}» тармағын жою / «{name}» дегенді жоғары жылжыту' },
    { meaning: '4. a place in a list', rejected: /\{position\}-і(?![\p{L}])/u, chosen: '{count} тармақтың ішінде {position}-орында' },
    { meaning: '6. the network error’s title', rejected: /^Байланыс жоқ/, chosen: 'Сервермен байланыс жоқ', scope: /^Errors\.network\./ },
    { meaning: '7. signed in (the export’s column)', rejected: /жеке кабинеттен/i, chosen: 'Аккаунтқа кірген' },
    { meaning: '8. waiting for moderation', rejected: /модерация күтіп/i, chosen: 'модерацияны күтіп тұрған' },
    { meaning: '9. the clinic’s main cabinet', rejected: /негізгі кабинет/i, chosen: 'бас кабинет' },
    { meaning: '10. a menu item', rejected: /пункт/i, chosen: 'тармақ' },
    { meaning: '12. how many rows a file holds', rejected: /жолдан аспайды|\d-нан аспайды/i, chosen: 'ал файлға ең көбі {max} жол сыяды' },
    { meaning: '13. leads there', rejected: /сонда апарады/i, chosen: 'соған апарады' },
    { meaning: '13. something went wrong', rejected: /бірдеңе дұрыс болмады/i, chosen: 'Қате орын алды' },
    { meaning: '16. contacts', rejected: /байланыстар/i, chosen: 'Байланыс және жұмыс уақыты / Байланыс деректері / Байланыс' },
    { meaning: '19. a delete confirmation asks «…жоясыз ба?»', rejected: /жою керек пе/i, chosen: '…жоясыз ба?' },
    { meaning: '20. an access code used up', rejected: /пайдаланылып қойған/i, chosen: 'Қатынау кодын пайдалану шегіне жетті.' },
    { meaning: '21. filter', rejected: /іріктеу/i, chosen: 'сүзгі' },
    { meaning: '22. keep my version', rejected: /менікін/i, chosen: 'Өз нұсқамды сақтау' },
    { meaning: '25. is a member (no «болып тұр»)', rejected: /болып тұр/i, chosen: 'Бұл адам — кабинет қатысушысы.' },
    { meaning: '25. access is taken away, not «closed»', rejected: /құқығы жабылды/i, chosen: 'қатынау құқығы алынды' },
    { meaning: '26. a price list’s move buttons carry their verb', rejected: /(жоғары|төмен)$/, chosen: '«{group}» тобын жоғары жылжыту', scope: PRICE_MOVES },
    { meaning: '27. enter the code in your account', rejected: /кабинетіңізге/i, chosen: 'Жеке кабинетіңізде …', scope: /^AccountMail\.confirmEmail\./ },
    { meaning: '27. a profile photo is «сурет»', rejected: /фото/i, chosen: 'сурет', scope: /^ProfileAvatar\.errors\./ },
    { meaning: '27. the Uzbek currency is «сом» in Kazakh', rejected: /(?<![\p{L}])Сум(?![\p{L}])/u, chosen: 'Сом (soʻm)' },
    { meaning: '28. one «№ {id}», with a space', rejected: /№\{/, chosen: '№ {id}' },
  ],
  uz: [
    { meaning: 'a date takes no suffix', rejected: DETACHED_AFTER_DATE('kuni'), chosen: 'Obuna boʻlgan sana: {date} / {date} kuni …' },
    { meaning: 'review', rejected: /fikr/i, chosen: 'sharh' },
    { meaning: 'appointment request', rejected: /soʻrov/i, chosen: 'ariza', allowed: /^(BusinessErrors\.integrator_key_required|BusinessErrors\.invalid_json)$/ },
    { meaning: 'e-mail', rejected: /e-mail|e-pochta/i, chosen: 'elektron pochta' },
    { meaning: 'an e-mail address', rejected: /\} pochtasiga/, chosen: '{target} manziliga' },
    { meaning: 'preferred date', rejected: /istalgan sana/i, chosen: 'Qulay sana' },
    { meaning: 'internal note (izoh is the patient’s comment)', rejected: /izoh/i, chosen: 'qayd', scope: /(^BusinessInbox\.note\.|_note$)/ },
    { meaning: 'filter (saralash means sort)', rejected: /saralash/i, chosen: 'filtr' },
    { meaning: 'revoke a code', rejected: /bekor qil/i, chosen: 'faolsizlantirish', scope: /^(BusinessMembers\.codes\.|BusinessErrors\.access_code_|BusinessAudit\.actions\.access_code_)/ },
    { meaning: '«Bekor qilish» is Cancel only', rejected: /^Bekor qilish$/, chosen: 'Bekor qilish (…cancel keys only)', allowed: /\.cancel$/ },
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
    // Second reading (GLOSSARY, 2026-11-28), in its order.
    { meaning: '1. a site is switched off («oʻchirib qoʻyish»), a clinic deleted («oʻchirib tashlash»), never bare «oʻchirish»', rejected: /oʻchir(?!ib (qoʻy|tashla))/i, chosen: 'Sayt oʻchirib qoʻyildi / oʻchirib tashlanadi', scope: /^(BusinessSiteLife\.|SiteOffline\.|BusinessAudit\.actions\.site_(offline|close)$|BusinessErrors\.site_owner_only$|BusinessMenu\.preview\.reasons\.online_entry_off$)/ },
    { meaning: '5. undo and redo', rejected: /^(Bekor qilish|Qaytarish)$/, chosen: 'Ortga qaytarish / Qayta bajarish', scope: /^BusinessRichText\.(undo|redo)$/ },
    { meaning: '6. the network error’s title', rejected: /^Aloqa yoʻq/, chosen: 'Server bilan aloqa yoʻq', scope: /^Errors\.network\./ },
    { meaning: '7. signed in (the export’s column)', rejected: /shaxsiy kabinetdan/i, chosen: 'Akkauntga kirgan' },
    { meaning: '10. a menu item’s parent', rejected: /asosiy band/i, chosen: 'yuqori band' },
    { meaning: '11. a summary is not an announcement', rejected: /^Eʼlon$/, chosen: 'Qisqacha mazmun', scope: /^BusinessAudit\.fields\.summary$/ },
    { meaning: '12. how many rows a file holds', rejected: /tadan oshmaydi/i, chosen: 'faylga esa koʻpi bilan {max} ta qator sigʻadi' },
    { meaning: '14. ОСМС without a made-up acronym', rejected: /MITS/, chosen: 'majburiy ijtimoiy tibbiy sugʻurta' },
    { meaning: '15. the site’s state', rejected: /ochiqlig/i, chosen: 'Sayt holati' },
    { meaning: '16. contacts', rejected: /kontakt/i, chosen: 'Aloqa va ish vaqti / Aloqa maʼlumotlari / Aloqa' },
    { meaning: '17. the reception', rejected: /roʻyxatxona/i, chosen: 'Roʻyxatga olish boʻlimi' },
    { meaning: '18. unsubscribe from the news', rejected: /yangiliklardan obuna/i, chosen: 'Yangiliklarga obunani bekor qilish' },
    { meaning: '18. subscribing', rejected: /obuna qilinmoqda/i, chosen: 'Obuna boʻlinmoqda…' },
    { meaning: '20. an access code used up', rejected: /foydalanib boʻlingan/i, chosen: 'Kirish kodidan foydalanish soni chegarasiga yetdi.' },
    { meaning: '22. keep my version', rejected: /meniki bilan/i, chosen: 'Oʻz nusxamni saqlash' },
    { meaning: '23. paging', rejected: /\{page\}-sahifa, jami/, chosen: '{pages} sahifadan {page}-sahifa' },
    { meaning: '26. a price list’s move buttons carry their verb', rejected: /(yuqoriga|pastga)$/, chosen: '«{group}» guruhini yuqoriga surish', scope: PRICE_MOVES },
    { meaning: '27. a profile photo is «surat»', rejected: /rasm/i, chosen: 'surat', scope: /^ProfileAvatar\.errors\./ },
    { meaning: '28. one «№ {id}», with a space', rejected: /№\{/, chosen: '№ {id}' },
    { meaning: '28. one «{id}-sonli»', rejected: /\}-raqamli/, chosen: '{id}-sonli' },
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
    // Second reading (GLOSSARY, 2026-11-28).
    { meaning: '21. filter', rejected: /отбор/i, chosen: 'фильтр', scope: /^BusinessAudit\./ },
    { meaning: '26. a price list’s move buttons carry their verb', rejected: /^(Группу|Строку)/, chosen: 'Переместить группу «{group}» выше', scope: PRICE_MOVES },
    { meaning: '28. one «№ {id}», with a space', rejected: /№\{/, chosen: '№ {id}' },
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
      kk: ['{date} бастап жазылғансыз', 'Қолжетімділік коды қате.', 'Бұл кабинетке қолжетімділігіңіз жоқ.', 'Кері қайтару', 'Жазылымнан бас тарту', 'Бас тарту', 'Ішкі жазба', 'Есептік жазбаны жою', 'Кіріп жатырмыз…', 'Жұмыста', '{target} поштасына', 'жауап өшірілді', 'Қайта көріңіз.', 'Серверге қосылу жоқ.', 'GIF форматындағы', 'мүше емессіз', 'Қалаған күн', 'Жеке деректер', 'Карточкалармен', 'Жаңа жаңалық',
        'Қолтаңба', '«{name}» жоғары жылжыту', '{count} тармақтың {position}-і', 'Байланыс жоқ', 'Жеке кабинеттен', 'модерация күтіп тұрған: {count}', 'клиниканың негізгі кабинеті', 'Жоғарғы пункт', 'файлға {max} жолдан аспайды', 'сілтемелері сонда апарады', 'Бірдеңе дұрыс болмады', 'Байланыстар мен уақыт', 'Жаңалықты жою керек пе?', 'Қатынау коды рұқсат етілген рет пайдаланылып қойған.', 'Іріктеуді тазарту', 'Менікін үстінен сақтау', 'кабинеттің қатысушысы болып тұр', 'қатынау құқығы жабылды', '«{group}» тобын жоғары', 'Жеке кабинетіңізге', 'фото сақталмады', 'Сум (soʻm)', 'Өтінім №{id}'],
      uz: ['{date} dan beri aʼzo', 'Fikrlar', 'soʻrovlari', 'E-mail', '{target} pochtasiga', 'Istalgan sana', 'arizaning izohi', 'saralash', 'Kodni bekor qilish', 'Bekor qilish', 'Nimadir notoʻgʻri ketdi', '(TTYOKH)', 'strelka tugmalari', 'Jarayonda', '+7 701 123 45 67', 'Profil rasmi', 'Yaroqsiz qiymat.', 'Qaytadan urinib koʻring.', 'Hisobni oʻchirish', 'Ishtirokchi topilmadi.', 'Aloqa uchun shaxs', 'Yangi yangilik',
        'Sayt oʻchirildi', 'Qaytarish', 'Aloqa yoʻq', 'Shaxsiy kabinetdan', 'Bunday asosiy band yoʻq.', 'Eʼlon', 'faylga esa {max} tadan oshmaydi', 'sugʻurta (MITS)', 'Saytning ochiqligi', 'Kontaktlar va vaqt', 'Roʻyxatxona', 'Yangiliklardan obunani bekor qilish', 'Obuna qilinmoqda…', 'foydalanib boʻlingan', 'Meniki bilan ustidan saqlash', '{page}-sahifa, jami {pages}', '«{group}» guruhini yuqoriga', 'rasm saqlanmadi', '№{id} ariza', '{id}-raqamli shifokor'],
      ru: ['Отзыв от {name} опубликован на сайте.', 'Я согласен(на)', 'Удалить учётную запись', 'к другому личному кабинету', 'Эл. почта', 'Личные данные', 'Желаемая дата', 'Недопустимое значение', 'Нет соединения с сервером.', 'Новая новость', 'Сбросить отбор', 'Группу «{group}» выше', 'Заявка №{id}'],
      en: ['Personal details'],
    };
    for (const locale of Object.keys(RULES) as Locale[]) {
      RULES[locale].forEach((rule, index) => expect(rule.rejected.test(examples[locale][index]), `${locale} ${rule.meaning}`).toBe(true));
    }
  });
});
