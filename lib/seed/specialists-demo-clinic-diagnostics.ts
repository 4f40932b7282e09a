import { schedule, t, type SpecialistSeed } from './types';

/** Gynaecology, orthopaedics, ophthalmology and ultrasound at the demo clinic. */
export const demoClinicDiagnosticSpecialists: SpecialistSeed[] = [
  {
    slug: 'saule-zhakupova',
    fullName: t('Жакупова Сауле Маратовна', 'Жақыпова Сәуле Маратқызы', 'Jakupova Saule Maratovna', 'Saule Zhakupova'),
    specialty: t('Акушер-гинеколог', 'Акушер-гинеколог', 'Akusher-ginekolog', 'Obstetrician and gynaecologist'),
    experienceYears: 21,
    languages: ['ru', 'kk'],
    education: t(
      'Семипалатинская государственная медицинская академия (2003), ординатура по акушерству и гинекологии (2005). Высшая квалификационная категория.',
      'Семей мемлекеттік медицина академиясы (2003), акушерлік және гинекология бойынша ординатура (2005). Жоғары біліктілік санаты.',
      'Semey davlat tibbiyot akademiyasi (2003), akusherlik va ginekologiya boʻyicha ordinatura (2005). Oliy malaka toifasi.',
      'Semey State Medical Academy (2003); residency in obstetrics and gynaecology (2005). Highest qualification category.',
    ),
    services: t(
      'Профилактический осмотр\nВедение беременности\nПодбор контрацепции\nЛечение воспалительных заболеваний',
      'Профилактикалық тексеру\nЖүктілікті бақылау\nКонтрацепцияны таңдау\nҚабыну ауруларын емдеу',
      'Profilaktik koʻrik\nHomiladorlikni kuzatish\nKontratsepsiyani tanlash\nYalligʻlanish kasalliklarini davolash',
      'Preventive check-ups\nPregnancy care\nContraception advice\nTreatment of inflammatory conditions',
    ),
    schedule: schedule(['mon-thu', '08:00', '13:00']),
    bio: t(
      'Сауле Маратовна более двадцати лет работает акушером-гинекологом и вела сотни беременностей. Пациентки ценят её внимательность и бережный подход.',
      'Сәуле Маратқызы жиырма жылдан астам акушер-гинеколог болып жұмыс істейді, жүздеген жүкті әйелді босанғанға дейін бақылаған. Пациенттер оның ықыласы мен нәзік көзқарасын бағалайды.',
      'Saule Maratovna yigirma yildan ortiq akusher-ginekolog boʻlib ishlaydi va yuzlab homilador ayollarni kuzatgan. Bemorlar uning eʼtiborliligi va ehtiyotkor yondashuvini qadrlaydi.',
      'Dr Zhakupova has worked as an obstetrician and gynaecologist for more than twenty years and has cared for hundreds of expectant mothers. Patients value her attentiveness and gentle manner.',
    ),
  },
  {
    slug: 'arman-kassymov',
    fullName: t('Касымов Арман Серикович', 'Қасымов Арман Серікұлы', 'Qasimov Arman Serikovich', 'Arman Kassymov'),
    specialty: t('Травматолог-ортопед', 'Травматолог-ортопед', 'Travmatolog-ortoped', 'Orthopaedic and trauma surgeon'),
    experienceYears: 11,
    languages: ['ru', 'kk', 'en'],
    education: t(
      'Медицинский университет Астана (2013), резидентура по травматологии и ортопедии (2015).',
      'Астана медицина университеті (2013), травматология және ортопедия бойынша резидентура (2015).',
      'Astana tibbiyot universiteti (2013), travmatologiya va ortopediya boʻyicha rezidentura (2015).',
      'Astana Medical University (2013); residency in trauma and orthopaedics (2015).',
    ),
    services: t(
      'Лечение травм и растяжений\nБоли в суставах\nВнутрисуставные инъекции\nНаложение и снятие гипса',
      'Жарақаттар мен байламның созылуын емдеу\nБуындардың ауыруы\nБуын ішіне инъекция\nГипс салу және алу',
      'Jarohat va pay choʻzilishini davolash\nBoʻgʻimlardagi ogʻriqlar\nBoʻgʻim ichiga inyeksiyalar\nGips qoʻyish va olib tashlash',
      'Injuries and sprains\nJoint pain\nJoint injections\nApplying and removing casts',
    ),
    schedule: schedule(['mon,wed,fri', '14:00', '20:00']),
    bio: t(
      'Арман Серикович в прошлом профессиональный спортсмен, поэтому к спортивным травмам относится с особым пониманием. Помогает вернуться к тренировкам без риска повторной травмы.',
      'Арман Серікұлы бұрын кәсіби спортшы болған, сондықтан спорттық жарақаттарға ерекше түсіністікпен қарайды. Қайта жарақат алу қаупінсіз жаттығуға оралуға көмектеседі.',
      'Arman Serikovich ilgari professional sportchi boʻlgan, shuning uchun sport jarohatlariga alohida tushunish bilan yondashadi. Qayta jarohatlanish xavfisiz mashgʻulotlarga qaytishga yordam beradi.',
      'A former professional athlete, Dr Kassymov has a special understanding of sports injuries and helps patients get back to training without the risk of re-injury.',
    ),
  },
  {
    slug: 'nodira-yusupova',
    fullName: t('Юсупова Нодира Бахтияровна', 'Юсупова Нодира Бахтияровна', 'Yusupova Nodira Baxtiyorovna', 'Nodira Yusupova'),
    specialty: t('Врач-офтальмолог', 'Офтальмолог дәрігер', 'Oftalmolog', 'Ophthalmologist'),
    experienceYears: 8,
    languages: ['ru', 'uz'],
    education: t(
      'Самаркандский государственный медицинский университет (2016), резидентура по офтальмологии (2018).',
      'Самарқанд мемлекеттік медицина университеті (2016), офтальмология бойынша резидентура (2018).',
      'Samarqand davlat tibbiyot universiteti (2016), oftalmologiya boʻyicha rezidentura (2018).',
      'Samarkand State Medical University (2016); residency in ophthalmology (2018).',
    ),
    services: t(
      'Проверка остроты зрения\nПодбор очков и контактных линз\nИзмерение внутриглазного давления\nОсмотр глазного дна',
      'Көру өткірлігін тексеру\nКөзілдірік пен контакт линзаларын таңдау\nКөзішілік қысымды өлшеу\nКөз түбін тексеру',
      'Koʻrish oʻtkirligini tekshirish\nKoʻzoynak va kontakt linzalarni tanlash\nKoʻz ichki bosimini oʻlchash\nKoʻz tubini tekshirish',
      'Eyesight tests\nGlasses and contact lens fitting\nEye pressure measurement\nRetinal examination',
    ),
    schedule: schedule(['mon-fri', '12:00', '19:00']),
    bio: t(
      'Нодира Бахтияровна проверяет зрение взрослым и детям с трёх лет. Особое внимание уделяет ранней диагностике глаукомы.',
      'Нодира Бахтияровна ересектер мен үш жастан асқан балалардың көруін тексереді. Глаукоманы ерте анықтауға ерекше назар аударады.',
      'Nodira Baxtiyorovna kattalar va uch yoshdan oshgan bolalarning koʻrishini tekshiradi. Glaukomani erta aniqlashga alohida eʼtibor qaratadi.',
      'Dr Yusupova tests the eyesight of adults and of children from the age of three, paying particular attention to the early detection of glaucoma.',
    ),
  },
  {
    slug: 'yerlan-bekov',
    fullName: t('Беков Ерлан Талгатович', 'Беков Ерлан Талғатұлы', 'Bekov Yerlan Talgatovich', 'Yerlan Bekov'),
    specialty: t('Врач ультразвуковой диагностики', 'Ультрадыбыстық диагностика дәрігері', 'Ultratovush diagnostikasi shifokori', 'Ultrasound specialist'),
    experienceYears: 24,
    languages: ['ru', 'kk'],
    education: t(
      'Алматинский государственный медицинский институт (2000), специализация по ультразвуковой диагностике (2002).',
      'Алматы мемлекеттік медицина институты (2000), ультрадыбыстық диагностика бойынша мамандану (2002).',
      'Olmaota davlat tibbiyot instituti (2000), ultratovush diagnostikasi boʻyicha ixtisoslashuv (2002).',
      'Almaty State Medical Institute (2000); specialisation in diagnostic ultrasound (2002).',
    ),
    services: t(
      'УЗИ органов брюшной полости\nУЗИ щитовидной железы\nУЗИ почек и мочевого пузыря\nДопплерография сосудов',
      'Құрсақ қуысы ағзаларының УДЗ\nҚалқанша бездің УДЗ\nБүйрек пен қуықтың УДЗ\nТамырлардың допплерографиясы',
      'Qorin boʻshligʻi aʼzolarining UTT\nQalqonsimon bez UTT\nBuyrak va qovuq UTT\nQon tomirlari doplerografiyasi',
      'Abdominal ultrasound\nThyroid ultrasound\nKidney and bladder ultrasound\nVascular Doppler scans',
    ),
    schedule: schedule(['mon-sat', '08:00', '13:00']),
    bio: t(
      'Ерлан Талгатович проводит ультразвуковые исследования больше двадцати лет. Заключение выдаёт сразу после исследования и при необходимости обсуждает его с лечащим врачом.',
      'Ерлан Талғатұлы жиырма жылдан астам ультрадыбыстық зерттеулер жүргізеді. Қорытындыны зерттеуден кейін бірден береді және қажет болса, оны емдеуші дәрігермен талқылайды.',
      'Yerlan Talgatovich yigirma yildan ortiq ultratovush tekshiruvlarini oʻtkazadi. Xulosani tekshiruvdan soʻng darhol beradi va zarur boʻlsa, uni davolovchi shifokor bilan muhokama qiladi.',
      'Dr Bekov has performed ultrasound examinations for more than twenty years. He gives his report straight after the scan and, when needed, discusses it with the referring doctor.',
    ),
  },
];
