import { familyMedMaterials, familyMedNewsCategories, familyMedSpecialists } from './family-med-content';
import { familyMedAlbums } from './gallery';
import { familyMedMenu } from './menus';
import { familyMedReviews } from './reviews';
import { paragraphs, schedule, t, type CompanySeed } from './types';
import { familyMedBooking } from './booking';

/**
 * The second demo clinic: Russian and Kazakh only (so its site offers no /uz or /en),
 * online entry off, no issues e-mail, no custom domain, the landing-wide layout.
 */
export const familyMed: CompanySeed = {
  company: {
    code: 'FAMILY',
    slug: 'family-med',
    name: t('Семейная клиника Family Med', 'Family Med отбасылық клиникасы'),
    shortDescription: t(
      'Семейная клиника в Астане: врачи для взрослых и детей рядом с домом.',
      'Астанадағы отбасылық клиника: ересектер мен балаларға арналған дәрігерлер үйіңізге жақын.',
    ),
    about: t(
      paragraphs(
        'Family Med — семейная клиника в Астане. Мы наблюдаем всю семью, от новорождённых до бабушек и дедушек, и знаем историю здоровья каждого пациента.',
        'Семейные врачи и педиатры ведут приём каждый день, работают процедурный кабинет и кабинет функциональной диагностики. Для детей есть отдельная зона ожидания с игровым уголком.',
        'Записаться на приём можно по телефону или в регистратуре.',
      ),
      paragraphs(
        'Family Med — Астанадағы отбасылық клиника. Біз жаңа туған нәрестеден ата-әжелерге дейін бүкіл отбасыны бақылаймыз және әр пациенттің денсаулық тарихын білеміз.',
        'Отбасылық дәрігерлер мен педиатрлар күн сайын қабылдайды, емшара кабинеті мен функционалдық диагностика кабинеті жұмыс істейді. Балаларға арналған ойын бұрышы бар жеке күту аймағы бар.',
        'Қабылдауға телефон арқылы немесе тіркеу бөлімінде жазылуға болады.',
      ),
    ),
    templateId: 'landing-wide',
    emailForIssues: null,
    isActiveOnlineEntry: false,
    logo: '/demo/family-med/logo.svg',
    faviconLink: '/demo/family-med/favicon.svg',
    // Its logo's green, as dark as AA on white asks (issue 31): the site is no longer the platform's teal.
    brandColor: '#15803d',
    isCompanySite: true,
    address: t('г. Астана, ул. Кенесары, 40', 'Астана қ., Кенесары көшесі, 40'),
    phones: ['+7 7172 55 40 40', '+7 702 440 40 40'],
    email: 'info@family-med.kz',
    workingHours: schedule(['mon-fri', '08:00', '19:00'], ['sat', '09:00', '14:00'], ['sun']),
    mapUrl: 'https://www.openstreetmap.org/?mlat=51.16760&mlon=71.42960#map=17/51.16760/71.42960',
    latitude: '51.16760',
    longitude: '71.42960',
  },
  locales: ['ru', 'kk'],
  domains: [],
  cabinets: [
    { code: 0, name: 'Главный кабинет' },
    { code: 1, name: 'Регистратура' },
  ],
  menu: familyMedMenu,
  booking: familyMedBooking,
  specialists: familyMedSpecialists,
  newsCategories: familyMedNewsCategories,
  reviews: familyMedReviews,
  albums: familyMedAlbums,
  materials: familyMedMaterials,
  directorPosts: [],
};
