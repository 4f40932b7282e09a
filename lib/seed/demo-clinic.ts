import { demoClinicAlbums } from './gallery';
import { demoClinicDirectorPosts } from './director-posts';
import { demoClinicMaterials } from './materials-demo-clinic';
import { demoClinicMenu } from './menus';
import { demoClinicNewsCategories } from './news-demo-clinic';
import { demoClinicReviews } from './reviews';
import { demoClinicSpecialists } from './specialists-demo-clinic';
import { paragraphs, schedule, t, type CompanySeed } from './types';
import { demoClinicBooking } from './booking';

/** The first demo clinic: all four languages, online entry on, a custom domain. */
export const demoClinic: CompanySeed = {
  company: {
    code: 'DEMO',
    slug: 'demo-clinic',
    name: t('Клиника Демо Мед', 'Демо Мед клиникасы', 'Demo Med klinikasi', 'Demo Med Clinic'),
    shortDescription: t(
      'Многопрофильная клиника для взрослых и детей в Алматы: приём врачей, анализы и диагностика в одном месте.',
      'Алматыдағы ересектер мен балаларға арналған көпбейінді клиника: дәрігер қабылдауы, талдаулар және диагностика бір жерде.',
      'Olmaotadagi kattalar va bolalar uchun koʻp tarmoqli klinika: shifokor qabuli, tahlillar va diagnostika bir joyda.',
      'A multidisciplinary clinic for adults and children in Almaty: doctors, lab tests and diagnostics under one roof.',
    ),
    about: t(
      paragraphs(
        '«Клиника Демо Мед» — многопрофильный медицинский центр в Алматы. С 2012 года мы принимаем взрослых и детей: у нас работают терапевты, педиатры, кардиологи, неврологи, гинекологи и другие специалисты, есть собственная лаборатория и кабинет ультразвуковой диагностики.',
        'Мы работаем в системе обязательного социального медицинского страхования (ОСМС) и оказываем помощь в рамках гарантированного объёма бесплатной медицинской помощи (ГОБМП). Прикреплённые пациенты получают консультации, анализы и диагностику по направлению врача бесплатно.',
        'Приём ведётся по предварительной записи — по телефону, на сайте или в регистратуре. Большинство анализов готово уже на следующий день, результаты можно получить по электронной почте.',
        'Нам важно, чтобы визит к врачу проходил спокойно: удобная зона ожидания, детский уголок, пандус и лифт для маломобильных пациентов, бесплатная парковка у входа.',
      ),
      paragraphs(
        '«Демо Мед клиникасы» — Алматыдағы көпбейінді медициналық орталық. 2012 жылдан бері біз ересектер мен балаларды қабылдаймыз: бізде терапевтер, педиатрлар, кардиологтар, неврологтар, гинекологтар және басқа да мамандар жұмыс істейді, өз зертханамыз бен ультрадыбыстық диагностика кабинеті бар.',
        'Біз міндетті әлеуметтік медициналық сақтандыру (МӘМС) жүйесінде жұмыс істейміз және тегін медициналық көмектің кепілдік берілген көлемі (ТМККК) аясында көмек көрсетеміз. Тіркелген пациенттер дәрігердің жолдамасы бойынша кеңес, талдау және диагностиканы тегін алады.',
        'Қабылдау алдын ала жазылу бойынша жүргізіледі — телефон арқылы, сайтта немесе тіркеу бөлімінде. Талдаулардың көпшілігі келесі күні-ақ дайын болады, нәтижесін электрондық пошта арқылы алуға болады.',
        'Дәрігерге келу сіз үшін жайлы өткені біз үшін маңызды: ыңғайлы күту аймағы, балалар бұрышы, қозғалысы шектеулі пациенттерге арналған пандус пен лифт, кіреберісте тегін көлік тұрағы бар.',
      ),
      paragraphs(
        '«Demo Med klinikasi» — Olmaotadagi koʻp tarmoqli tibbiyot markazi. 2012-yildan buyon kattalar va bolalarni qabul qilamiz: bizda terapevtlar, pediatrlar, kardiologlar, nevrologlar, ginekologlar va boshqa mutaxassislar ishlaydi, oʻz laboratoriyamiz hamda ultratovush diagnostikasi xonasi bor.',
        'Biz majburiy ijtimoiy tibbiy sugʻurta tizimida ishlaymiz va bepul tibbiy yordamning kafolatlangan hajmi doirasida yordam koʻrsatamiz. Biriktirilgan bemorlar shifokor yoʻllanmasi bilan maslahat, tahlil va diagnostikadan bepul foydalanadi.',
        'Qabul oldindan yozilish asosida olib boriladi — telefon orqali, saytda yoki roʻyxatga olish boʻlimida. Tahlillarning aksariyati ertasi kuniyoq tayyor boʻladi, natijalarni elektron pochta orqali olish mumkin.',
        'Shifokorga tashrif xotirjam oʻtishi biz uchun muhim: qulay kutish zali, bolalar burchagi, harakatlanishi cheklangan bemorlar uchun pandus va lift, kirish oldida bepul avtoturargoh bor.',
      ),
      paragraphs(
        'Demo Med Clinic is a multidisciplinary medical centre in Almaty. Since 2012 we have cared for adults and children: our team includes general practitioners, paediatricians, cardiologists, neurologists, gynaecologists and other specialists, and we run our own laboratory and ultrasound room.',
        'We work within the compulsory social health insurance system (OSMS) and provide care under the guaranteed volume of free medical care (GOBMP). Registered patients receive consultations, tests and diagnostics on a doctor’s referral free of charge.',
        'Appointments are made in advance by phone, on this website or at the reception desk. Most test results are ready the next day and can be sent to you by e-mail.',
        'We want every visit to feel calm: a comfortable waiting area, a children’s corner, a ramp and a lift for patients with limited mobility, and free parking at the entrance.',
      ),
    ),
    templateId: 'landing',
    emailForIssues: 'questions@demo-clinic.kz',
    isActiveOnlineEntry: true,
    logo: '/demo/demo-clinic/logo.svg',
    faviconLink: '/demo/demo-clinic/favicon.svg',
    // The footer's legal details (issue 31): fictional, the BIN with a valid check digit.
    legalName: { ru: 'ТОО «Демо Мед»', kk: '«Демо Мед» ЖШС', en: 'Demo Med LLP' },
    taxId: '180540012343',
    licenseNumber: '22012345',
    licenseDate: '2022-03-14',
    isCompanySite: true,
    address: t('г. Алматы, пр. Абая, 52, 1 этаж', 'Алматы қ., Абай даңғылы, 52, 1-қабат', 'Olmaota sh., Abay shohkoʻchasi, 52, 1-qavat', '52 Abay Avenue, ground floor, Almaty'),
    phones: ['+7 727 355 12 34', '+7 701 555 12 34'],
    email: 'info@demo-clinic.kz',
    workingHours: schedule(['mon-fri', '08:00', '20:00'], ['sat', '09:00', '15:00'], ['sun']),
    // The same hours per weekday (issue 19): the site shows these and puts them in its JSON-LD.
    openingHours: {
      mo: { opens: '08:00', closes: '20:00' },
      tu: { opens: '08:00', closes: '20:00' },
      we: { opens: '08:00', closes: '20:00' },
      th: { opens: '08:00', closes: '20:00' },
      fr: { opens: '08:00', closes: '20:00' },
      sa: { opens: '09:00', closes: '15:00' },
      su: null,
    },
    emails: ['info@demo-clinic.kz'],
    mapUrl: 'https://www.openstreetmap.org/?mlat=43.24022&mlon=76.91553#map=17/43.24022/76.91553',
    latitude: '43.24022',
    longitude: '76.91553',
  },
  locales: ['ru', 'kk', 'uz', 'en'],
  domains: ['demo-clinic.localhost'],
  cabinets: [
    { code: 0, name: 'Главный кабинет' },
    { code: 1, name: 'Кабинет контент-менеджера' },
  ],
  menu: demoClinicMenu,
  booking: demoClinicBooking,
  specialists: demoClinicSpecialists,
  newsCategories: demoClinicNewsCategories,
  reviews: demoClinicReviews,
  albums: demoClinicAlbums,
  materials: demoClinicMaterials,
  directorPosts: demoClinicDirectorPosts,
};
