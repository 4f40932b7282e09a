import { RELATION_TYPE, SECTION_TYPE as S } from '@/lib/menu/section-types';
import { t, type MenuSeed } from './types';

const material = (code: string | null) => ({ typeCode: S.MATERIALS, relationType: RELATION_TYPE.MATERIAL, relationCode: code });

/**
 * The demo clinic's menu uses every section type (1-13) and every rule of SPEC 2.5:
 * a hidden item, a material relation without a code, a parent whose children are all
 * hidden, the Russian aliases, and the appointment and ask-question items that stay
 * because online entry is on and an issues e-mail is set.
 */
export const demoClinicMenu: MenuSeed[] = [
  { name: t('О клинике', 'Клиника туралы', 'Klinika haqida', 'About us'), typeCode: S.ABOUT_COMPANY },
  {
    name: t('Пациентам', 'Пациенттерге', 'Bemorlarga', 'For patients'),
    typeCode: null,
    items: [
      { name: t('Выбрать врача', 'Дәрігерді таңдау', 'Shifokor tanlash', 'Find a doctor'), typeCode: S.SPECIALISTS },
      { name: t('Онлайн-запись', 'Онлайн жазылу', 'Onlayn yozilish', 'Book an appointment'), typeCode: S.ONLINE_ENTRY },
      { name: t('Задать вопрос', 'Сұрақ қою', 'Savol berish', 'Ask a question'), typeCode: S.ASK_NEW_QUESTION },
      {
        name: t('Проверить статус страхования', 'Сақтандыру мәртебесін тексеру', 'Sugʻurta holatini tekshirish', 'Check your insurance status'),
        typeCode: S.DETERMINE_INSURANCE_STATUS,
      },
      { name: t('Оставить отзыв', 'Пікір қалдыру', 'Sharh qoldirish', 'Leave a review'), typeCode: S.LEAVE_REVIEW },
      { name: t('Подготовка к анализам', 'Талдауларға дайындық', 'Tahlillarga tayyorgarlik', 'Preparing for tests'), ...material('preparation-for-tests') },
      { name: t('Права пациента', 'Пациенттің құқықтары', 'Bemor huquqlari', 'Patient rights'), ...material('patient-rights') },
    ],
  },
  { name: t('Новости', 'Жаңалықтар', 'Yangiliklar', 'News'), typeCode: S.NEWS },
  { name: t('Врачи', 'Дәрігерлер', 'Shifokorlar', 'Doctors'), typeCode: S.SPECIALISTS },
  { name: t('Отзывы', 'Пікірлер', 'Sharhlar', 'Reviews'), typeCode: S.COMMENTS },
  {
    name: t('Скидки и акции', 'Жеңілдіктер мен акциялар', 'Chegirmalar va aksiyalar', 'Discounts and offers'),
    typeCode: S.DISCOUNTS_AND_PROMOTIONS,
    relationType: RELATION_TYPE.MATERIAL,
    relationCode: 'discounts',
  },
  {
    name: t('Информация', 'Ақпарат', 'Maʼlumot', 'Patient information'),
    typeCode: null,
    items: [
      { name: t('Прейскурант', 'Баға тізімі', 'Narxlar roʻyxati', 'Price list'), ...material('price-list') },
      {
        name: t(
          'Гарантированный объём бесплатной медицинской помощи (ГОБМП)',
          'Тегін медициналық көмектің кепілдік берілген көлемі (ТМККК)',
          'Bepul tibbiy yordamning kafolatlangan hajmi',
          'Guaranteed volume of free medical care (GOBMP)',
        ),
        typeCode: S.DETERMINE_INSURANCE_STATUS,
        alias: 'ГОБМП',
      },
      {
        name: t(
          'Обязательное социальное медицинское страхование (ОСМС)',
          'Міндетті әлеуметтік медициналық сақтандыру (МӘМС)',
          'Majburiy ijtimoiy tibbiy sugʻurta',
          'Compulsory social health insurance (OSMS)',
        ),
        typeCode: S.DETERMINE_INSURANCE_STATUS,
        alias: 'ОСМС',
      },
      { name: t('Государственные символы', 'Мемлекеттік рәміздер', 'Davlat ramzlari', 'State symbols'), typeCode: S.STATE_SYMBOLS, alias: 'Государственные символы' },
      { name: t('Фотогалерея', 'Фотогалерея', 'Fotogalereya', 'Photo gallery'), typeCode: S.PHOTO_GALLERY, alias: 'Фотогалерея' },
      { name: t('Блог главного врача', 'Бас дәрігердің блогы', 'Bosh shifokor blogi', 'Medical director’s blog'), typeCode: S.NEWS, alias: 'Блог главного врача' },
      // A material relation whose code was never filled in: the menu drops it.
      { name: t('Лицензии', 'Лицензиялар', 'Litsenziyalar', 'Licences'), ...material(null) },
    ],
  },
  {
    // Every child is hidden, so the parent disappears from the menu as well.
    name: t('Документы', 'Құжаттар', 'Hujjatlar', 'Documents'),
    typeCode: null,
    items: [
      { name: t('Устав клиники', 'Клиника жарғысы', 'Klinika nizomi', 'Articles of association'), ...material('charter'), isHidden: true },
      { name: t('Годовой отчёт', 'Жылдық есеп', 'Yillik hisobot', 'Annual report'), ...material('annual-report'), isHidden: true },
    ],
  },
  // Hidden until the clinic has open positions again.
  { name: t('Вакансии', 'Бос жұмыс орындары', 'Boʻsh ish oʻrinlari', 'Careers'), ...material('vacancies'), isHidden: true },
  { name: t('Контакты', 'Байланыс', 'Aloqa', 'Contacts'), typeCode: S.CONTACTS },
];

/**
 * The family clinic's menu, in Russian and Kazakh. Its appointment and ask-question items
 * are dropped by the menu rules: online entry is off and there is no issues e-mail.
 */
export const familyMedMenu: MenuSeed[] = [
  { name: t('О нас', 'Біз туралы'), typeCode: S.ABOUT_COMPANY },
  { name: t('Врачи', 'Дәрігерлер'), typeCode: S.SPECIALISTS },
  { name: t('Записаться на приём', 'Қабылдауға жазылу'), typeCode: S.ONLINE_ENTRY },
  { name: t('Задать вопрос', 'Сұрақ қою'), typeCode: S.ASK_NEW_QUESTION },
  { name: t('Новости', 'Жаңалықтар'), typeCode: S.NEWS },
  { name: t('Календарь прививок', 'Екпе күнтізбесі'), ...material('vaccination-calendar') },
  { name: t('Отзывы', 'Пікірлер'), typeCode: S.COMMENTS },
  { name: t('Фотогалерея', 'Фотогалерея'), typeCode: S.PHOTO_GALLERY },
  { name: t('Контакты', 'Байланыс'), typeCode: S.CONTACTS },
];
