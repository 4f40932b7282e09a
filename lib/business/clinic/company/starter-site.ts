import type { LocalizedText } from '@/lib/db/schema/common';
import { RELATION_TYPE, SECTION_TYPE as S } from '@/lib/menu/section-types';
import type { MenuTree } from '@/lib/menu/types';

/*
 * What a new clinic starts with (SPEC 7.2 company creation): a menu over the sections every
 * clinic has, an "about" text, a page for patients and a first news item, in the four
 * languages; only the clinic's own languages are stored. The clinic edits all of it later.
 */

const l = (ru: string, kk: string, uz: string, en: string): LocalizedText => ({ ru, kk, uz, en });

export const STARTER_MATERIAL_CODE = 'for-patients';
export const STARTER_NEWS_CATEGORY = { informationCode: 'NEWS', slug: 'news' } as const;

export const starterMenu: MenuTree[] = [
  { name: l('О клинике', 'Клиника туралы', 'Klinika haqida', 'About us'), typeCode: S.ABOUT_COMPANY },
  { name: l('Врачи', 'Дәрігерлер', 'Shifokorlar', 'Doctors'), typeCode: S.SPECIALISTS },
  { name: l('Онлайн-запись', 'Онлайн жазылу', 'Onlayn yozilish', 'Book an appointment'), typeCode: S.ONLINE_ENTRY },
  { name: l('Задать вопрос', 'Сұрақ қою', 'Savol berish', 'Ask a question'), typeCode: S.ASK_NEW_QUESTION },
  { name: l('Пациентам', 'Пациенттерге', 'Bemorlarga', 'For patients'), typeCode: S.MATERIALS, relationType: RELATION_TYPE.MATERIAL, relationCode: STARTER_MATERIAL_CODE },
  { name: l('Новости', 'Жаңалықтар', 'Yangiliklar', 'News'), typeCode: S.NEWS },
  { name: l('Отзывы', 'Пікірлер', 'Sharhlar', 'Reviews'), typeCode: S.COMMENTS },
  { name: l('Контакты', 'Байланыс', 'Aloqa', 'Contacts'), typeCode: S.CONTACTS },
];

/** The first paragraph of "about", naming the clinic. */
export const starterAbout = (name: LocalizedText): LocalizedText => {
  const of = (locale: keyof LocalizedText) => name[locale] ?? name.ru;
  return l(
    `«${of('ru')}» принимает взрослых и детей по предварительной записи. Запишитесь на приём на сайте или позвоните нам — телефоны и адрес указаны на странице «Контакты».`,
    `«${of('kk')}» ересектер мен балаларды алдын ала жазылу бойынша қабылдайды. Қабылдауға сайт арқылы жазылыңыз немесе бізге қоңырау шалыңыз — телефондар мен мекенжай «Байланыс» бетінде көрсетілген.`,
    `«${of('uz')}» kattalar va bolalarni oldindan yozilish asosida qabul qiladi. Qabulga saytda yoziling yoki bizga qoʻngʻiroq qiling — telefonlar va manzil «Aloqa» sahifasida koʻrsatilgan.`,
    `${of('en')} sees adults and children by appointment. Book on this website or call us — our phones and address are on the Contacts page.`,
  );
};

export const starterMaterial = {
  code: STARTER_MATERIAL_CODE,
  title: l('Как подготовиться к приёму', 'Қабылдауға қалай дайындалу керек', 'Qabulga qanday tayyorlanish kerak', 'Preparing for your visit'),
  body: l(
    'Возьмите с собой удостоверение личности и, если есть, направление врача.\n\nПринесите результаты прежних анализов и обследований и список лекарств, которые вы принимаете.\n\nПриходите за 10–15 минут до назначенного времени, чтобы спокойно оформить документы в регистратуре.',
    'Жеке куәлігіңізді және, бар болса, дәрігердің жолдамасын ала келіңіз.\n\nБұрынғы талдаулар мен тексерулердің нәтижелерін және қабылдап жүрген дәрілеріңіздің тізімін әкеліңіз.\n\nТіркеу бөлімінде құжаттарды асықпай рәсімдеу үшін белгіленген уақыттан 10–15 минут бұрын келіңіз.',
    'Shaxsingizni tasdiqlovchi hujjat va, agar boʻlsa, shifokor yoʻllanmasini olib keling.\n\nAvvalgi tahlil va tekshiruvlar natijalarini hamda qabul qilayotgan dorilaringiz roʻyxatini olib keling.\n\nRoʻyxatga olish boʻlimida hujjatlarni shoshilmasdan rasmiylashtirish uchun belgilangan vaqtdan 10–15 daqiqa oldin keling.',
    'Bring your identity document and, if you have one, your doctor’s referral.\n\nBring the results of earlier tests and examinations and a list of the medicines you take.\n\nCome 10–15 minutes before your appointment so the reception desk can register you without a rush.',
  ),
};

export const starterNewsCategoryName = l('Новости клиники', 'Клиника жаңалықтары', 'Klinika yangiliklari', 'Clinic news');

export const starterNews = (name: LocalizedText) => {
  const of = (locale: keyof LocalizedText) => name[locale] ?? name.ru;
  return {
    slug: 'welcome',
    title: l('Открылся наш сайт', 'Біздің сайт ашылды', 'Saytimiz ishga tushdi', 'Our website is live'),
    body: l(
      `Теперь на сайте «${of('ru')}» можно записаться на приём, задать вопрос врачу и оставить отзыв. Следите за новостями клиники здесь.`,
      `Енді «${of('kk')}» сайтында қабылдауға жазылуға, дәрігерге сұрақ қоюға және пікір қалдыруға болады. Клиника жаңалықтарын осы жерден біліп отырыңыз.`,
      `Endi «${of('uz')}» saytida qabulga yozilish, shifokorga savol berish va sharh qoldirish mumkin. Klinika yangiliklarini shu yerda kuzatib boring.`,
      `On the ${of('en')} website you can now book an appointment, ask a doctor a question and leave a review. Follow the clinic’s news here.`,
    ),
  };
};

/** The main cabinet's name, in the creator's language. */
export const MAIN_CABINET_NAME = l('Главный кабинет', 'Бас кабинет', 'Asosiy kabinet', 'Main cabinet');
