import { demoClinicDiagnosticSpecialists } from './specialists-demo-clinic-diagnostics';
import { paragraphs, schedule, t, type SpecialistSeed } from './types';

/** Internal medicine and paediatrics at the demo clinic; the rest is in the diagnostics file. */
const internalMedicine: SpecialistSeed[] = [
  {
    slug: 'aigerim-seitkali',
    fullName: t('Сейткали Айгерим Нурлановна', 'Сейтқали Әйгерім Нұрланқызы', 'Seytqali Aygerim Nurlanovna', 'Aigerim Seitkali'),
    specialty: t('Врач-терапевт', 'Терапевт дәрігер', 'Terapevt', 'General practitioner'),
    experienceYears: 12,
    languages: ['ru', 'kk', 'en'],
    education: t(
      'Казахский национальный медицинский университет им. С. Д. Асфендиярова (2012), резидентура по терапии (2014).',
      'С. Ж. Асфендияров атындағы Қазақ ұлттық медицина университеті (2012), терапия бойынша резидентура (2014).',
      'S. D. Asfendiyarov nomidagi Qozogʻiston milliy tibbiyot universiteti (2012), terapiya boʻyicha rezidentura (2014).',
      'Asfendiyarov Kazakh National Medical University (2012); residency in internal medicine (2014).',
    ),
    services: t(
      'Первичный приём и консультация\nНаблюдение при хронических заболеваниях\nЛечение ОРВИ и гриппа\nСправки и направления',
      'Алғашқы қабылдау және кеңес\nСозылмалы аурулар кезінде бақылау\nЖРВИ мен тұмауды емдеу\nАнықтамалар мен жолдамалар',
      'Birlamchi qabul va maslahat\nSurunkali kasalliklarda kuzatuv\nOʻRVI va grippni davolash\nMaʼlumotnoma va yoʻllanmalar',
      'Initial consultation\nFollow-up of chronic conditions\nTreatment of colds and flu\nMedical certificates and referrals',
    ),
    schedule: schedule(['mon-fri', '08:00', '14:00']),
    bio: t(
      paragraphs(
        'Айгерим Нурлановна — терапевт с двенадцатилетним опытом. Помогает разобраться с жалобами, которые трудно отнести к конкретному специалисту, и составляет план обследования без лишних анализов.',
        'Вместе с узкими специалистами клиники ведёт пациентов с артериальной гипертензией, сахарным диабетом 2 типа и заболеваниями щитовидной железы.',
      ),
      paragraphs(
        'Әйгерім Нұрланқызы — он екі жылдық тәжірибесі бар терапевт. Белгілі бір маманға жатқызу қиын шағымдардың себебін анықтауға көмектеседі және артық талдауларсыз тексеру жоспарын құрады.',
        'Клиниканың бейінді мамандарымен бірге артериялық гипертензиясы, 2 типті қант диабеті және қалқанша без аурулары бар пациенттерді жүргізеді.',
      ),
      paragraphs(
        'Aygerim Nurlanovna — oʻn ikki yillik tajribaga ega terapevt. Muayyan mutaxassisga bogʻlash qiyin boʻlgan shikoyatlarning sababini aniqlashga yordam beradi va ortiqcha tahlillarsiz tekshiruv rejasini tuzadi.',
        'Klinikaning tor mutaxassislari bilan birgalikda arterial gipertenziya, 2-tur qandli diabet va qalqonsimon bez kasalliklari boʻlgan bemorlarni olib boradi.',
      ),
      paragraphs(
        'Dr Seitkali has twelve years of experience in internal medicine. She helps patients whose complaints are hard to assign to one specialist and draws up a diagnostic plan without unnecessary tests.',
        'Together with the clinic’s specialists she looks after patients with hypertension, type 2 diabetes and thyroid disease.',
      ),
    ),
  },
  {
    slug: 'dmitriy-volkov',
    fullName: t('Волков Дмитрий Андреевич', 'Волков Дмитрий Андреевич', 'Volkov Dmitriy Andreyevich', 'Dmitry Volkov'),
    specialty: t('Врач-кардиолог', 'Кардиолог дәрігер', 'Kardiolog', 'Cardiologist'),
    experienceYears: 18,
    languages: ['ru', 'en'],
    education: t(
      'Карагандинский государственный медицинский университет (2006), ординатура по кардиологии (2008), стажировка в клинике Шарите, Берлин (2015).',
      'Қарағанды мемлекеттік медицина университеті (2006), кардиология бойынша ординатура (2008), Берлиндегі Шарите клиникасында тағылымдама (2015).',
      'Qaragʻandi davlat tibbiyot universiteti (2006), kardiologiya boʻyicha ordinatura (2008), Berlindagi Charité klinikasida malaka oshirish (2015).',
      'Karaganda State Medical University (2006); residency in cardiology (2008); fellowship at Charité, Berlin (2015).',
    ),
    services: t(
      'Консультация кардиолога\nЭКГ с расшифровкой\nСуточное мониторирование ЭКГ и давления\nПодбор терапии при гипертонии и аритмиях',
      'Кардиолог кеңесі\nЭКГ және оның қорытындысы\nЭКГ мен қан қысымын тәуліктік бақылау\nГипертония мен аритмия кезінде ем таңдау',
      'Kardiolog maslahati\nEKG va uning xulosasi\nEKG va qon bosimini sutkalik kuzatish\nGipertoniya va aritmiyada davo tanlash',
      'Cardiology consultation\nECG with interpretation\n24-hour ECG and blood pressure monitoring\nTreatment plans for hypertension and arrhythmia',
    ),
    schedule: schedule(['mon,wed,fri', '09:00', '17:00'], ['sat', '10:00', '14:00']),
    bio: t(
      'Дмитрий Андреевич восемнадцать лет занимается диагностикой и лечением сердечно-сосудистых заболеваний. Особое внимание уделяет профилактике: помогает снизить риск инфаркта и инсульта за счёт контроля давления, холестерина и образа жизни.',
      'Дмитрий Андреевич он сегіз жыл бойы жүрек-қан тамырлары ауруларын анықтаумен және емдеумен айналысады. Алдын алуға ерекше көңіл бөледі: қан қысымын, холестеринді және өмір салтын бақылау арқылы инфаркт пен инсульт қаупін азайтуға көмектеседі.',
      'Dmitriy Andreyevich oʻn sakkiz yildan beri yurak-qon tomir kasalliklarini tashxislash va davolash bilan shugʻullanadi. Profilaktikaga alohida eʼtibor beradi: qon bosimi, xolesterin va turmush tarzini nazorat qilish orqali infarkt va insult xavfini kamaytirishga yordam beradi.',
      'Dr Volkov has spent eighteen years diagnosing and treating heart and vascular disease. He puts prevention first, helping patients lower their risk of heart attack and stroke by controlling blood pressure, cholesterol and lifestyle.',
    ),
  },
  {
    slug: 'gulnara-omarova',
    fullName: t('Омарова Гульнара Ерлановна', 'Омарова Гүлнара Ерланқызы', 'Omarova Gulnara Yerlanovna', 'Gulnara Omarova'),
    specialty: t('Врач-педиатр', 'Педиатр дәрігер', 'Pediatr', 'Paediatrician'),
    experienceYears: 15,
    languages: ['ru', 'kk'],
    education: t(
      'Западно-Казахстанский медицинский университет им. Марата Оспанова (2009), интернатура по педиатрии (2010).',
      'Марат Оспанов атындағы Батыс Қазақстан медицина университеті (2009), педиатрия бойынша интернатура (2010).',
      'Marat Ospanov nomidagi Gʻarbiy Qozogʻiston tibbiyot universiteti (2009), pediatriya boʻyicha internatura (2010).',
      'Marat Ospanov West Kazakhstan Medical University (2009); internship in paediatrics (2010).',
    ),
    services: t(
      'Осмотр детей от рождения до 18 лет\nПатронаж новорождённых\nПлан профилактических прививок\nСправки в детский сад и школу',
      'Жаңа туған нәрестеден 18 жасқа дейінгі балаларды қарау\nЖаңа туған нәрестелерді патронаждау\nАлдын алу екпелерінің жоспары\nБалабақша мен мектепке анықтама',
      'Tugʻilgandan 18 yoshgacha boʻlgan bolalarni koʻrikdan oʻtkazish\nChaqaloqlar patronaji\nProfilaktik emlash rejasi\nBogʻcha va maktab uchun maʼlumotnomalar',
      'Check-ups for children from birth to 18\nHome visits to newborns\nVaccination planning\nCertificates for nursery and school',
    ),
    schedule: schedule(['mon-fri', '09:00', '15:00']),
    bio: t(
      'Гульнара Ерлановна находит подход даже к самым маленьким пациентам, а родителям спокойно и подробно объясняет, что происходит с ребёнком и что делать дальше.',
      'Гүлнара Ерланқызы ең кішкентай пациенттермен де тіл табыса біледі, ал ата-аналарға балаға не болып жатқанын және әрі қарай не істеу керектігін асықпай, егжей-тегжейлі түсіндіреді.',
      'Gulnara Yerlanovna eng kichik bemorlar bilan ham til topisha oladi, ota-onalarga esa bolaga nima boʻlayotganini va keyin nima qilish kerakligini xotirjam va batafsil tushuntiradi.',
      'Dr Omarova connects with even the youngest patients and explains to parents, calmly and in detail, what is happening with their child and what to do next.',
    ),
  },
  {
    slug: 'timur-abdullaev',
    fullName: t('Абдуллаев Тимур Рустамович', 'Абдуллаев Тимур Рустамович', 'Abdullayev Timur Rustamovich', 'Timur Abdullaev'),
    specialty: t('Врач-невролог', 'Невролог дәрігер', 'Nevrolog', 'Neurologist'),
    experienceYears: 9,
    languages: ['ru', 'uz', 'en'],
    education: t(
      'Ташкентская медицинская академия (2015), резидентура по неврологии в КазНМУ им. С. Д. Асфендиярова (2017).',
      'Ташкент медицина академиясы (2015), С. Ж. Асфендияров атындағы ҚазҰМУ-да неврология бойынша резидентура (2017).',
      'Toshkent tibbiyot akademiyasi (2015), S. D. Asfendiyarov nomidagi universitetda nevrologiya boʻyicha rezidentura (2017).',
      'Tashkent Medical Academy (2015); residency in neurology at Asfendiyarov Kazakh National Medical University (2017).',
    ),
    services: t(
      'Консультация невролога\nЛечение головной боли и мигрени\nБоли в спине и шее\nНарушения сна и головокружение',
      'Невролог кеңесі\nБас ауруы мен мигренді емдеу\nАрқа мен мойынның ауыруы\nҰйқының бұзылуы және бас айналу',
      'Nevrolog maslahati\nBosh ogʻrigʻi va migrenni davolash\nBel va boʻyin ogʻriqlari\nUyqu buzilishi va bosh aylanishi',
      'Neurology consultation\nHeadache and migraine care\nBack and neck pain\nSleep problems and dizziness',
    ),
    schedule: schedule(['tue,thu', '10:00', '18:00'], ['sat', '09:00', '13:00']),
    bio: t(
      'Тимур Рустамович ведёт приём на русском, узбекском и английском языках. Работает с хронической болью и мигренью, опираясь на международные клинические рекомендации.',
      'Тимур Рустамович орыс, өзбек және ағылшын тілдерінде қабылдайды. Халықаралық клиникалық ұсынымдарға сүйене отырып, созылмалы ауырсыну мен мигренді емдейді.',
      'Timur Rustamovich rus, oʻzbek va ingliz tillarida qabul qiladi. Xalqaro klinik tavsiyalarga tayangan holda surunkali ogʻriq va migrenni davolaydi.',
      'Dr Abdullaev sees patients in Russian, Uzbek and English. He treats chronic pain and migraine in line with international clinical guidelines.',
    ),
  },
  {
    slug: 'elena-kim',
    fullName: t('Ким Елена Викторовна', 'Ким Елена Викторовна', 'Kim Yelena Viktorovna', 'Elena Kim'),
    specialty: t('Врач-эндокринолог', 'Эндокринолог дәрігер', 'Endokrinolog', 'Endocrinologist'),
    experienceYears: 14,
    languages: ['ru', 'en'],
    education: t(
      'Казахский национальный медицинский университет им. С. Д. Асфендиярова (2010), ординатура по эндокринологии (2012).',
      'С. Ж. Асфендияров атындағы Қазақ ұлттық медицина университеті (2010), эндокринология бойынша ординатура (2012).',
      'S. D. Asfendiyarov nomidagi Qozogʻiston milliy tibbiyot universiteti (2010), endokrinologiya boʻyicha ordinatura (2012).',
      'Asfendiyarov Kazakh National Medical University (2010); residency in endocrinology (2012).',
    ),
    services: t(
      'Диагностика и лечение сахарного диабета\nЗаболевания щитовидной железы\nНарушения обмена веществ\nШкола диабета',
      'Қант диабетін анықтау және емдеу\nҚалқанша без аурулары\nЗат алмасуының бұзылуы\nДиабет мектебі',
      'Qandli diabetni tashxislash va davolash\nQalqonsimon bez kasalliklari\nModdalar almashinuvi buzilishlari\nDiabet maktabi',
      'Diagnosis and treatment of diabetes\nThyroid disease\nMetabolic disorders\nDiabetes education classes',
    ),
    schedule: schedule(['tue,thu', '08:00', '16:00']),
    bio: t(
      'Елена Викторовна считает, что пациент с диабетом должен понимать свою болезнь не хуже врача. Раз в месяц она проводит в клинике бесплатную «Школу диабета».',
      'Елена Викторовна диабетпен ауыратын адам өз ауруын дәрігерден кем түсінбеуі керек деп есептейді. Айына бір рет клиникада тегін «Диабет мектебін» өткізеді.',
      'Yelena Viktorovna diabet bilan yashayotgan bemor oʻz kasalligini shifokordan kam tushunmasligi kerak, deb hisoblaydi. Oyiga bir marta klinikada bepul «Diabet maktabi»ni oʻtkazadi.',
      'Dr Kim believes that a patient with diabetes should understand the condition as well as their doctor does. Once a month she runs a free Diabetes School at the clinic.',
    ),
  },
];

export const demoClinicSpecialists: SpecialistSeed[] = [...internalMedicine, ...demoClinicDiagnosticSpecialists];
