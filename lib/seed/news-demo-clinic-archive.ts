import { t, type NewsSeed } from './types';

/** The older half of the demo clinic's "Clinic news", reaching back about eighteen months. */
export const clinicNewsArchive: NewsSeed[] = [
  {
    slug: 'new-biochemistry-analyser',
    daysAgo: 224,
    title: t('Лаборатория получила новый биохимический анализатор', 'Зертханаға жаңа биохимиялық анализатор келді', 'Laboratoriyaga yangi bioximik analizator keltirildi', 'A new biochemistry analyser for our laboratory'),
    summary: t(
      'Большинство биохимических анализов теперь готово в день сдачи.',
      'Биохимиялық талдаулардың көбі енді тапсырған күні дайын болады.',
      'Bioximik tahlillarning aksariyati endi topshirilgan kuni tayyor boʻladi.',
      'Most biochemistry results are now ready on the same day.',
    ),
    body: t(
      'Новый анализатор выполняет до 400 тестов в час и автоматически проверяет качество каждой пробы. Глюкоза, холестерин, печёночные пробы, креатинин и другие показатели готовы уже к вечеру.\n\nЛаборатория ежегодно участвует во внешней оценке качества и подтверждает точность результатов.',
      'Жаңа анализатор сағатына 400-ге дейін тест орындайды және әр сынаманың сапасын автоматты түрде тексереді. Глюкоза, холестерин, бауыр сынамалары, креатинин және басқа көрсеткіштер кешке қарай дайын болады.\n\nЗертхана жыл сайын сапаны сыртқы бағалауға қатысып, нәтижелердің дәлдігін растайды.',
      'Yangi analizator soatiga 400 tagacha test bajaradi va har bir namunaning sifatini avtomatik tekshiradi. Glyukoza, xolesterin, jigar sinamalari, kreatinin va boshqa koʻrsatkichlar kechgacha tayyor boʻladi.\n\nLaboratoriya har yili sifatni tashqi baholashda qatnashadi va natijalar aniqligini tasdiqlaydi.',
      'The new analyser runs up to 400 tests an hour and checks the quality of every sample automatically. Glucose, cholesterol, liver tests, creatinine and other values are ready by the evening.\n\nEvery year the laboratory takes part in external quality assessment to confirm the accuracy of its results.',
    ),
  },
  {
    slug: 'how-to-register-with-the-clinic',
    daysAgo: 262,
    title: t('Как прикрепиться к нашей клинике', 'Біздің клиникаға қалай тіркелуге болады', 'Klinikamizga qanday biriktirilish mumkin', 'How to register with our clinic'),
    summary: t(
      'Прикрепление бесплатное и занимает несколько минут — через портал eGov или в регистратуре.',
      'Тіркелу тегін және бірнеше минутты ғана алады — eGov порталы арқылы немесе тіркеу бөлімінде.',
      'Biriktirilish bepul va bir necha daqiqa vaqt oladi — eGov portali orqali yoki roʻyxatga olish boʻlimida.',
      'Registration is free and takes a few minutes, on the eGov portal or at reception.',
    ),
    body: t(
      'Прикреплённые пациенты получают помощь в рамках ГОБМП и ОСМС: приём терапевта и педиатра, анализы и обследования по направлению врача. Подать заявку можно на портале egov.kz или лично в регистратуре с удостоверением личности.\n\nМенять поликлинику прикрепления можно не чаще одного раза в год, кроме случаев переезда.',
      'Тіркелген пациенттер ТМККК және МӘМС аясында көмек алады: терапевт пен педиатрдың қабылдауы, дәрігердің жолдамасы бойынша талдаулар мен тексерулер. Өтінішті egov.kz порталында немесе жеке куәлікпен тіркеу бөлімінде беруге болады.\n\nТіркелген емхананы жылына бір реттен жиі ауыстыруға болмайды, басқа мекенжайға көшкен жағдайды қоспағанда.',
      'Biriktirilgan bemorlar bepul tibbiy yordamning kafolatlangan hajmi va majburiy ijtimoiy tibbiy sugʻurta doirasida yordam oladi: terapevt va pediatr qabuli, shifokor yoʻllanmasi bilan tahlil va tekshiruvlar. Arizani egov.kz portalida yoki shaxsiy guvohnoma bilan roʻyxatga olish boʻlimida topshirish mumkin.\n\nBiriktirilgan poliklinikani yiliga bir martadan koʻp almashtirib boʻlmaydi, boshqa manzilga koʻchib oʻtish holati bundan mustasno.',
      'Registered patients receive care under the GOBMP and OSMS programmes: GP and paediatrician appointments, tests and examinations on a doctor’s referral. Apply on the egov.kz portal or in person at reception with your ID card.\n\nYou can change your registered polyclinic no more than once a year, unless you move house.',
    ),
  },
  {
    slug: 'more-parking',
    daysAgo: 305,
    title: t('Парковка стала больше', 'Көлік тұрағы кеңейді', 'Avtoturargoh kengaytirildi', 'More parking spaces'),
    summary: t(
      'У входа в клинику появилось ещё 20 бесплатных мест, четыре из них — для людей с инвалидностью.',
      'Клиника кіреберісінде тағы 20 тегін орын пайда болды, оның төртеуі мүмкіндігі шектеулі жандарға арналған.',
      'Klinika kirish joyi oldida yana 20 ta bepul joy paydo boʻldi, ulardan toʻrttasi nogironligi boʻlgan shaxslar uchun.',
      'There are 20 more free spaces at the entrance, four of them reserved for disabled drivers.',
    ),
    body: t(
      'Парковка для пациентов бесплатна на всё время приёма. Места у самого входа закреплены за людьми с инвалидностью и семьями с маленькими детьми.\n\nВъезд — со стороны улицы Байтурсынова.',
      'Пациенттерге арналған көлік тұрағы қабылдау уақыты бойы тегін. Кіреберістің дәл жанындағы орындар мүмкіндігі шектеулі жандар мен жас балалы отбасыларға бекітілген.\n\nКіру жолы — Байтұрсынұлы көшесі жағынан.',
      'Bemorlar uchun avtoturargoh qabul davomida bepul. Kirish yonidagi joylar nogironligi boʻlgan shaxslar va kichik bolali oilalar uchun ajratilgan.\n\nKirish — Baytursinov koʻchasi tomonidan.',
      'Parking is free for patients for the whole visit. The spaces next to the entrance are reserved for disabled visitors and families with small children.\n\nThe car park entrance is on Baitursynov Street.',
    ),
  },
  {
    slug: 'check-up-programmes',
    daysAgo: 348,
    title: t('Новые программы check-up', 'Жаңа check-up бағдарламалары', 'Yangi check-up dasturlari', 'New check-up programmes'),
    summary: t(
      'Комплексное обследование за одно утро — для женщин, мужчин и людей старше 45 лет.',
      'Бір таңда кешенді тексеру — әйелдерге, ерлерге және 45 жастан асқандарға.',
      'Bir ertalabda kompleks tekshiruv — ayollar, erkaklar va 45 yoshdan oshganlar uchun.',
      'A complete health check in one morning, for women, men and people over 45.',
    ),
    body: t(
      'Каждая программа включает приём терапевта, базовые анализы крови и мочи, ЭКГ и УЗИ, а также консультации профильных специалистов. Все исследования проходят за одно утро, а итоговое заключение терапевт обсуждает с вами через два-три дня.\n\nСостав программ и цены — в разделе «Прейскурант».',
      'Әр бағдарламаға терапевт қабылдауы, қан мен зәрдің негізгі талдаулары, ЭКГ мен УДЗ, сондай-ақ бейінді мамандардың кеңестері кіреді. Барлық зерттеу бір таңда өтеді, ал қорытынды тұжырымды терапевт сізбен екі-үш күннен кейін талқылайды.\n\nБағдарламалардың құрамы мен бағасы — «Баға тізімі» бөлімінде.',
      'Har bir dastur terapevt qabuli, qon va siydikning asosiy tahlillari, EKG va UTT, shuningdek, tor mutaxassislar maslahatini oʻz ichiga oladi. Barcha tekshiruvlar bir ertalabda oʻtadi, yakuniy xulosani terapevt siz bilan ikki-uch kundan soʻng muhokama qiladi.\n\nDasturlar tarkibi va narxlari — «Narxlar roʻyxati» boʻlimida.',
      'Each programme includes a GP appointment, basic blood and urine tests, an ECG and ultrasound, and consultations with the relevant specialists. Everything is done in one morning, and the GP goes through the final report with you two or three days later.\n\nSee the Price list for what each programme includes and costs.',
    ),
  },
  {
    slug: 'clinic-accreditation',
    daysAgo: 402,
    title: t('Клиника прошла аккредитацию', 'Клиника аккредиттеуден өтті', 'Klinika akkreditatsiyadan oʻtdi', 'The clinic has been accredited'),
    summary: t(
      'Мы получили свидетельство о соответствии национальным стандартам качества медицинской помощи.',
      'Біз медициналық көмек сапасының ұлттық стандарттарына сәйкестік туралы куәлік алдық.',
      'Biz tibbiy yordam sifatining milliy standartlariga muvofiqlik toʻgʻrisidagi guvohnomani oldik.',
      'We have been certified as meeting the national standards for the quality of medical care.',
    ),
    body: t(
      'Эксперты проверили работу всех отделений: безопасность пациентов, инфекционный контроль, ведение медицинской документации и квалификацию персонала. Свидетельство выдано на три года.\n\nСпасибо нашей команде за ежедневную работу, а пациентам — за доверие.',
      'Сарапшылар барлық бөлімшенің жұмысын тексерді: пациенттердің қауіпсіздігі, инфекциялық бақылау, медициналық құжаттаманы жүргізу және қызметкерлердің біліктілігі. Куәлік үш жылға берілді.\n\nКомандамызға күнделікті еңбегі үшін, ал пациенттерімізге сенімі үшін алғыс айтамыз.',
      'Ekspertlar barcha boʻlimlar faoliyatini tekshirdi: bemorlar xavfsizligi, infeksiya nazorati, tibbiy hujjatlarni yuritish va xodimlar malakasi. Guvohnoma uch yilga berildi.\n\nJamoamizga kundalik mehnati, bemorlarimizga esa ishonchi uchun rahmat.',
      'Assessors reviewed every department: patient safety, infection control, medical records and staff qualifications. The certificate is valid for three years.\n\nThank you to our team for their everyday work, and to our patients for their trust.',
    ),
  },
  {
    slug: 'physiotherapy-room',
    daysAgo: 463,
    title: t('Открыт кабинет физиотерапии', 'Физиотерапия кабинеті ашылды', 'Fizioterapiya xonasi ochildi', 'Our physiotherapy room is open'),
    summary: t(
      'Магнитотерапия, электрофорез и лечебная физкультура — по назначению врача.',
      'Магнитотерапия, электрофорез және емдік дене шынықтыру — дәрігердің тағайындауы бойынша.',
      'Magnitoterapiya, elektroforez va davolash jismoniy tarbiyasi — shifokor tayinlovi boʻyicha.',
      'Magnetic therapy, electrophoresis and exercise therapy on a doctor’s prescription.',
    ),
    body: t(
      'Физиотерапия помогает быстрее восстановиться после травм и обострений боли в спине. Курс назначает невролог или травматолог-ортопед, процедуры проводит медицинская сестра со специальной подготовкой.\n\nКабинет работает в будни с 8:00 до 18:00.',
      'Физиотерапия жарақаттан және арқа ауруы өршігеннен кейін тезірек қалпына келуге көмектеседі. Ем курсын невролог немесе травматолог-ортопед тағайындайды, емшараларды арнайы даярлықтан өткен мейірбике жүргізеді.\n\nКабинет жұмыс күндері 8:00-ден 18:00-ге дейін жұмыс істейді.',
      'Fizioterapiya jarohatlar va bel ogʻrigʻi xurujlaridan keyin tezroq tiklanishga yordam beradi. Muolajalar kursini nevrolog yoki travmatolog-ortoped belgilaydi, muolajalarni maxsus tayyorgarlikdan oʻtgan hamshira bajaradi.\n\nXona ish kunlari 8:00 dan 18:00 gacha ishlaydi.',
      'Physiotherapy helps people recover faster after injuries and flare-ups of back pain. A course is prescribed by a neurologist or orthopaedic surgeon, and treatments are given by a specially trained nurse.\n\nThe room is open on weekdays from 8:00 to 18:00.',
    ),
  },
  {
    slug: 'new-website',
    daysAgo: 527,
    title: t('Запустили новый сайт клиники', 'Клиниканың жаңа сайтын іске қостық', 'Klinikaning yangi saytini ishga tushirdik', 'Our new website is live'),
    summary: t(
      'Записаться к врачу, задать вопрос и оставить отзыв теперь можно онлайн на четырёх языках.',
      'Дәрігерге жазылу, сұрақ қою және пікір қалдыру енді төрт тілде онлайн қолжетімді.',
      'Shifokorga yozilish, savol berish va sharh qoldirish endi toʻrt tilda onlayn mumkin.',
      'Book a doctor, ask a question or leave a review online, in four languages.',
    ),
    body: t(
      'На новом сайте собраны информация о врачах, расписание приёма, цены и памятки для пациентов. Сайт доступен на русском, казахском, узбекском и английском языках.\n\nЕсли вы заметили ошибку или вам не хватает какой-то информации, напишите нам через форму «Задать вопрос».',
      'Жаңа сайтта дәрігерлер туралы ақпарат, қабылдау кестесі, бағалар және пациенттерге арналған жадынамалар жинақталған. Сайт орыс, қазақ, өзбек және ағылшын тілдерінде қолжетімді.\n\nҚате байқасаңыз немесе қандай да бір ақпарат жетіспесе, «Сұрақ қою» формасы арқылы бізге жазыңыз.',
      'Yangi saytda shifokorlar haqida maʼlumot, qabul jadvali, narxlar va bemorlar uchun eslatmalar jamlangan. Sayt rus, qozoq, oʻzbek va ingliz tillarida mavjud.\n\nAgar xatoni sezsangiz yoki biror maʼlumot yetishmasa, «Savol berish» shakli orqali bizga yozing.',
      'The new website brings together information about our doctors, their hours, prices and guides for patients. It is available in Russian, Kazakh, Uzbek and English.\n\nIf you spot a mistake or cannot find what you need, write to us using the Ask a question form.',
    ),
  },
];
