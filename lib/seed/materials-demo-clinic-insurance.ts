import { paragraphs as p, t, type MaterialSeed } from './types';

/** The page behind the alias «ГОБМП» (/gobmp): free guaranteed medical care (kk ТМККК). */
export const gobmpMaterial: MaterialSeed = {
  code: 'gobmp',
  title: t(
    'Гарантированный объём бесплатной медицинской помощи (ГОБМП)',
    'Тегін медициналық көмектің кепілдік берілген көлемі (ТМККК)',
    'Bepul tibbiy yordamning kafolatlangan hajmi',
    'Guaranteed volume of free medical care (GOBMP)',
  ),
  body: t(
    p(
      'Гарантированный объём бесплатной медицинской помощи (ГОБМП) — помощь, которую государство оплачивает из бюджета. Её получают граждане Казахстана, кандасы, беженцы, а также иностранцы и лица без гражданства, постоянно проживающие в Казахстане, независимо от того, застрахованы ли они в системе ОСМС.',
      'В рамках ГОБМП в нашей клинике можно получить: приём участкового терапевта, врача общей практики и педиатра для прикреплённого населения; лабораторные и инструментальные исследования по направлению врача первичной помощи; консультации профильных специалистов при социально значимых и хронических заболеваниях из утверждённого перечня; профилактические прививки по национальному календарю; скрининговые осмотры для раннего выявления заболеваний.',
      'В ГОБМП также входят скорая медицинская помощь, стационарная помощь при социально значимых заболеваниях и в экстренных случаях, паллиативная помощь и бесплатное или льготное обеспечение лекарствами на амбулаторном уровне для пациентов с заболеваниями из утверждённого перечня.',
      'Чтобы получать помощь в нашей клинике, прикрепитесь к ней: обратитесь в регистратуру с удостоверением личности или подайте заявку на портале электронного правительства eGov.kz. Сменить поликлинику прикрепления можно раз в год, а при смене места жительства — в любое время.',
      'Кроме экстренных случаев, помощь в рамках ГОБМП оказывается по направлению врача, к которому вы прикреплены. Если вам отказали в бесплатной помощи, на которую вы имеете право, обратитесь к главному врачу, в Фонд социального медицинского страхования по номеру 1406 или напишите нам через форму «Задать вопрос».',
    ),
    p(
      'Тегін медициналық көмектің кепілдік берілген көлемі (ТМККК) — мемлекет бюджеттен төлейтін көмек. Оны Қазақстан азаматтары, қандастар, босқындар, сондай-ақ Қазақстанда тұрақты тұратын шетелдіктер мен азаматтығы жоқ адамдар МӘМС жүйесінде сақтандырылғанына не сақтандырылмағанына қарамастан алады.',
      'ТМККК аясында біздің клиникада мыналарды алуға болады: тіркелген тұрғындарға учаскелік терапевт, жалпы практика дәрігері және педиатр қабылдауы; алғашқы көмек дәрігерінің жолдамасы бойынша зертханалық және аспаптық зерттеулер; бекітілген тізбедегі әлеуметтік мәні бар және созылмалы аурулар кезінде бейінді мамандардың кеңесі; ұлттық күнтізбе бойынша профилактикалық екпелер; ауруларды ерте анықтауға арналған скринингтік тексерулер.',
      'Сондай-ақ ТМККК-ге жедел медициналық көмек, әлеуметтік мәні бар аурулар кезінде және шұғыл жағдайларда стационарлық көмек, паллиативтік көмек, бекітілген тізбедегі аурулары бар пациенттерді амбулаториялық деңгейде дәрі-дәрмекпен тегін немесе жеңілдікпен қамтамасыз ету кіреді.',
      'Біздің клиникада көмек алу үшін оған тіркеліңіз: жеке куәлігіңізбен тіркеу бөліміне келіңіз немесе eGov.kz электрондық үкімет порталында өтінім беріңіз. Тіркелген емханаңызды жылына бір рет, ал тұрғылықты жеріңізді ауыстырғанда кез келген уақытта өзгертуге болады.',
      'Шұғыл жағдайлардан басқа кезде ТМККК аясындағы көмек өзіңіз тіркелген дәрігердің жолдамасы бойынша көрсетіледі. Сізге құқығыңыз бар тегін көмектен бас тартылса, бас дәрігерге, 1406 нөмірі бойынша Әлеуметтік медициналық сақтандыру қорына жүгініңіз немесе «Сұрақ қою» формасы арқылы бізге жазыңыз.',
    ),
    p(
      'Bepul tibbiy yordamning kafolatlangan hajmi — davlat byudjetdan toʻlaydigan yordam. Undan Qozogʻiston fuqarolari, qandoslar, qochqinlar, shuningdek Qozogʻistonda doimiy yashovchi chet elliklar va fuqaroligi boʻlmagan shaxslar majburiy ijtimoiy tibbiy sugʻurta tizimida sugʻurtalangan yoki sugʻurtalanmaganidan qatʼi nazar foydalanadi.',
      'Bepul tibbiy yordamning kafolatlangan hajmi doirasida klinikamizda quyidagilarni olish mumkin: biriktirilgan aholi uchun uchastka terapevti, umumiy amaliyot shifokori va pediatr qabuli; birlamchi yordam shifokori yoʻllanmasi bilan laboratoriya va instrumental tekshiruvlar; tasdiqlangan roʻyxatdagi ijtimoiy ahamiyatga ega va surunkali kasalliklarda tor mutaxassislar maslahati; milliy taqvim boʻyicha profilaktik emlashlar; kasalliklarni erta aniqlash uchun skrining koʻriklari.',
      'Shuningdek, bepul tibbiy yordamning kafolatlangan hajmiga tez tibbiy yordam, ijtimoiy ahamiyatga ega kasalliklar va shoshilinch holatlarda statsionar yordam, palliativ yordam hamda tasdiqlangan roʻyxatdagi kasalliklari boʻlgan bemorlarni ambulator darajada dori-darmon bilan bepul yoki imtiyozli taʼminlash kiradi.',
      'Klinikamizda yordam olish uchun unga biriktiriling: shaxsingizni tasdiqlovchi hujjat bilan roʻyxatga olish boʻlimiga keling yoki eGov.kz elektron hukumat portalida ariza topshiring. Biriktirilgan poliklinikani yiliga bir marta, yashash joyingiz oʻzgarganda esa istalgan vaqtda almashtirish mumkin.',
      'Shoshilinch holatlardan tashqari, bepul tibbiy yordamning kafolatlangan hajmi doirasidagi yordam siz biriktirilgan shifokorning yoʻllanmasi bilan koʻrsatiladi. Agar sizga haqingiz boʻlgan bepul yordam rad etilsa, bosh shifokorga, 1406 raqami orqali Ijtimoiy tibbiy sugʻurta jamgʻarmasiga murojaat qiling yoki «Savol berish» shakli orqali bizga yozing.',
    ),
    p(
      'The guaranteed volume of free medical care (GOBMP) is care paid for from the state budget. It is available to citizens of Kazakhstan, kandases (ethnic Kazakh repatriates), refugees, and foreigners and stateless persons permanently resident in Kazakhstan, whether or not they are insured under OSMS.',
      'Under GOBMP our clinic provides: appointments with a district GP, family doctor or paediatrician for patients registered with us; laboratory tests and scans on a primary care doctor’s referral; specialist consultations for socially significant and chronic diseases on the approved list; vaccinations under the national schedule; and screening checks that find diseases early.',
      'GOBMP also covers emergency care, inpatient care for socially significant diseases and in emergencies, palliative care, and free or subsidised outpatient medicines for patients with diseases on the approved list.',
      'To receive care at our clinic, register with us: come to reception with your ID card or apply on the eGov.kz e-government portal. You can change the clinic you are registered with once a year, or at any time if you move house.',
      'Except in emergencies, GOBMP care is provided on a referral from the doctor you are registered with. If you are refused free care you are entitled to, contact the medical director or the Social Health Insurance Fund on 1406, or write to us using the Ask a question form.',
    ),
  ),
};

/** The page behind the alias «ОСМС» (/osms): compulsory social health insurance (kk МӘМС). */
export const osmsMaterial: MaterialSeed = {
  code: 'osms',
  title: t(
    'Обязательное социальное медицинское страхование (ОСМС)',
    'Міндетті әлеуметтік медициналық сақтандыру (МӘМС)',
    'Majburiy ijtimoiy tibbiy sugʻurta',
    'Compulsory social health insurance (OSMS)',
  ),
  body: t(
    p(
      'Обязательное социальное медицинское страхование (ОСМС) действует в Казахстане с 2020 года. Взносы и отчисления собирает Фонд социального медицинского страхования (ФСМС); он оплачивает помощь, которую застрахованные люди получают сверх гарантированного объёма бесплатной медицинской помощи.',
      'Застрахованные пациенты по направлению врача дополнительно получают: консультации профильных специалистов; лабораторные и инструментальные исследования, в том числе КТ и МРТ; лечение в дневном стационаре; плановую госпитализацию; медицинскую реабилитацию; стоматологическую помощь детям и беременным женщинам.',
      'За работающих отчисления и взносы платят работодатель и сам работник; индивидуальные предприниматели и самозанятые платят взносы сами. За 15 категорий граждан — детей, пенсионеров, беременных женщин, студентов, людей с инвалидностью, зарегистрированных безработных и других — взносы платит государство.',
      'Проверить свой статус застрахованности можно в приложении или на портале eGov.kz, на сайте фонда fms.kz, по телефону контакт-центра 1406 или в регистратуре нашей клиники. На нашем сайте для этого есть раздел «Проверить статус страхования».',
      'Если ваш статус «не застрахован», помощь в рамках ГОБМП вы получаете как прежде, а услуги сверх неё — платно по прейскуранту. Когда взносы поступят в фонд, право на помощь в системе ОСМС восстановится.',
    ),
    p(
      'Міндетті әлеуметтік медициналық сақтандыру (МӘМС) Қазақстанда 2020 жылдан бері жұмыс істейді. Жарналар мен аударымдарды Әлеуметтік медициналық сақтандыру қоры (ӘМСҚ) жинайды; қор сақтандырылған адамдардың тегін медициналық көмектің кепілдік берілген көлемінен тыс алатын көмегіне ақы төлейді.',
      'Сақтандырылған пациенттер дәрігердің жолдамасы бойынша қосымша мыналарды алады: бейінді мамандардың кеңесі; зертханалық және аспаптық зерттеулер, оның ішінде КТ және МРТ; күндізгі стационарда емделу; жоспарлы емдеуге жатқызу; медициналық оңалту; балалар мен жүкті әйелдерге стоматологиялық көмек.',
      'Жұмыс істейтіндер үшін аударымдар мен жарналарды жұмыс беруші мен қызметкердің өзі төлейді; жеке кәсіпкерлер мен өзін-өзі жұмыспен қамтығандар жарнаны өздері төлейді. Азаматтардың 15 санаты үшін — балалар, зейнеткерлер, жүкті әйелдер, студенттер, мүмкіндігі шектеулі жандар, тіркелген жұмыссыздар және басқалар үшін — жарнаны мемлекет төлейді.',
      'Сақтандыру мәртебеңізді eGov.kz қосымшасында немесе порталында, қордың fms.kz сайтында, 1406 байланыс орталығы арқылы немесе клиникамыздың тіркеу бөлімінде тексере аласыз. Біздің сайтта бұл үшін «Сақтандыру мәртебесін тексеру» бөлімі бар.',
      'Мәртебеңіз «сақтандырылмаған» болса, ТМККК аясындағы көмекті бұрынғыдай аласыз, ал одан тыс қызметтер баға тізімі бойынша ақылы көрсетіледі. Жарналар қорға түскенде МӘМС жүйесіндегі көмекке құқығыңыз қалпына келеді.',
    ),
    p(
      'Majburiy ijtimoiy tibbiy sugʻurta Qozogʻistonda 2020-yildan beri amal qiladi. Badallar va ajratmalarni Ijtimoiy tibbiy sugʻurta jamgʻarmasi yigʻadi; jamgʻarma sugʻurtalangan shaxslar bepul tibbiy yordamning kafolatlangan hajmidan tashqari oladigan yordam haqini toʻlaydi.',
      'Sugʻurtalangan bemorlar shifokor yoʻllanmasi bilan qoʻshimcha ravishda quyidagilarni oladi: tor mutaxassislar maslahati; laboratoriya va instrumental tekshiruvlar, jumladan KT va MRT; kunduzgi statsionarda davolanish; rejali kasalxonaga yotqizish; tibbiy reabilitatsiya; bolalar va homilador ayollar uchun stomatologik yordam.',
      'Ishlaydiganlar uchun ajratma va badallarni ish beruvchi va xodimning oʻzi toʻlaydi; yakka tartibdagi tadbirkorlar va oʻzini oʻzi band qilganlar badalni oʻzlari toʻlaydi. Fuqarolarning 15 toifasi — bolalar, pensionerlar, homilador ayollar, talabalar, nogironligi boʻlgan shaxslar, roʻyxatdan oʻtgan ishsizlar va boshqalar uchun badalni davlat toʻlaydi.',
      'Sugʻurta holatingizni eGov.kz ilovasi yoki portalida, jamgʻarmaning fms.kz saytida, 1406 aloqa markazi orqali yoki klinikamizning roʻyxatga olish boʻlimida tekshirishingiz mumkin. Saytimizda buning uchun «Sugʻurta holatini tekshirish» boʻlimi bor.',
      'Agar holatingiz «sugʻurtalanmagan» boʻlsa, bepul tibbiy yordamning kafolatlangan hajmi doirasidagi yordamni avvalgidek olasiz, undan tashqari xizmatlar esa narxlar roʻyxati boʻyicha pullik koʻrsatiladi. Badallar jamgʻarmaga tushgach, majburiy ijtimoiy tibbiy sugʻurta tizimidagi yordamga huquqingiz tiklanadi.',
    ),
    p(
      'Compulsory social health insurance (OSMS) has operated in Kazakhstan since 2020. Contributions are collected by the Social Health Insurance Fund (FSMS), which pays for the care insured people receive beyond the guaranteed volume of free medical care.',
      'With a doctor’s referral, insured patients also receive: specialist consultations; laboratory tests and scans, including CT and MRI; day-hospital treatment; planned hospital admission; medical rehabilitation; and dental care for children and pregnant women.',
      'For employees, contributions are paid by the employer and by the employee; sole traders and the self-employed pay their own. The state pays for 15 groups of people, including children, pensioners, pregnant women, students, people with disabilities and registered jobseekers.',
      'You can check your insurance status in the eGov.kz app or portal, on the Fund’s website fms.kz, by calling the 1406 contact centre, or at our reception desk. This website also has a Check your insurance status page.',
      'If your status is “not insured”, you still receive care under GOBMP, and services beyond it are available for a fee at our listed prices. Once contributions reach the Fund, your right to OSMS care is restored.',
    ),
  ),
};

/** The clinic's own text on the insurance-status page (/determine, section type 11): what each package covers and who is insured. */
export const determineMaterial: MaterialSeed = {
  code: 'determine',
  title: t(
    'ГОБМП и ОСМС: какую помощь вы получаете бесплатно',
    'ТМККК және МӘМС: қандай көмекті тегін аласыз',
    'Kafolatlangan yordam va majburiy sugʻurta: qaysi yordam bepul',
    'GOBMP and OSMS: the care you receive free of charge',
  ),
  body: t(
    p(
      'В Казахстане бесплатная медицинская помощь оказывается в двух пакетах. Гарантированный объём бесплатной медицинской помощи (ГОБМП) оплачивает государство, и его получают все граждане и постоянно проживающие в стране, независимо от страхования. Пакет обязательного социального медицинского страхования (ОСМС) оплачивает Фонд социального медицинского страхования — и только за тех, кто застрахован.',
      'В ГОБМП входят: скорая помощь и санитарная авиация; приём участкового врача, терапевта и педиатра в поликлинике, к которой вы прикреплены; анализы и обследования по их направлению; профилактические прививки и скрининги; лечение социально значимых заболеваний; экстренная госпитализация.',
      'Пакет ОСМС добавляет к этому: консультации профильных специалистов по направлению врача; сложные обследования — КТ, МРТ, эндоскопию; лечение в дневном стационаре; плановую госпитализацию; медицинскую реабилитацию; стоматологическую помощь детям и беременным.',
      'Кто застрахован. За работников взносы перечисляют работодатели, индивидуальные предприниматели и самозанятые платят их сами. За детей, пенсионеров, беременных, студентов очной формы обучения, людей с инвалидностью, зарегистрированных безработных и другие льготные категории взносы платит государство. Если взносы за вас не поступали несколько месяцев, статус меняется на «не застрахован».',
      'В нашей клинике помощь по ОСМС получают прикреплённые пациенты по направлению врача. Если проверка показала, что вы не застрахованы, а вы уверены в обратном, приходите в регистратуру с удостоверением личности — мы поможем уточнить статус в фонде. За услуги сверх ГОБМП мы берём плату только с вашего согласия.',
    ),
    p(
      'Қазақстанда тегін медициналық көмек екі пакет арқылы көрсетіледі. Тегін медициналық көмектің кепілдік берілген көлеміне (ТМККК) мемлекет ақы төлейді, оны сақтандыруға қарамастан елдің барлық азаматтары мен тұрақты тұратын адамдар алады. Міндетті әлеуметтік медициналық сақтандыру (МӘМС) пакетіне Әлеуметтік медициналық сақтандыру қоры тек сақтандырылған адамдар үшін ақы төлейді.',
      'ТМККК-ге мыналар кіреді: жедел жәрдем және санитариялық авиация; өзіңіз тіркелген емханада учаскелік дәрігердің, терапевт пен педиатрдың қабылдауы; олардың жолдамасы бойынша талдаулар мен тексерулер; профилактикалық екпелер мен скринингтер; әлеуметтік мәні бар ауруларды емдеу; шұғыл емдеуге жатқызу.',
      'МӘМС пакеті бұған қосымша мыналарды береді: дәрігердің жолдамасы бойынша бейінді мамандардың кеңесі; күрделі тексерулер — КТ, МРТ, эндоскопия; күндізгі стационарда емделу; жоспарлы емдеуге жатқызу; медициналық оңалту; балалар мен жүкті әйелдерге стоматологиялық көмек.',
      'Кім сақтандырылған. Жұмыс істейтіндер үшін жарналарды жұмыс берушілер аударады, жеке кәсіпкерлер мен өзін-өзі жұмыспен қамтығандар оны өздері төлейді. Балалар, зейнеткерлер, жүкті әйелдер, күндізгі оқу нысанындағы студенттер, мүмкіндігі шектеулі жандар, тіркелген жұмыссыздар және басқа да жеңілдікті санаттар үшін жарнаны мемлекет төлейді. Сіз үшін жарналар бірнеше ай бойы түспесе, мәртебеңіз «сақтандырылмаған» болып өзгереді.',
      'Біздің клиникада МӘМС бойынша көмекті тіркелген пациенттер дәрігердің жолдамасы бойынша алады. Тексеру сізді сақтандырылмаған деп көрсетсе, ал сіз оған келіспесеңіз, жеке куәлігіңізді алып, тіркеу бөліміне келіңіз — қордағы мәртебеңізді нақтылауға көмектесеміз. ТМККК-ден тыс қызметтерге ақыны тек сіздің келісіміңізбен аламыз.',
    ),
    p(
      'Qozogʻistonda bepul tibbiy yordam ikki paket orqali koʻrsatiladi. Bepul tibbiy yordamning kafolatlangan hajmi uchun davlat toʻlaydi va undan sugʻurtadan qatʼi nazar barcha fuqarolar hamda mamlakatda doimiy yashovchilar foydalanadi. Majburiy ijtimoiy tibbiy sugʻurta paketi uchun esa Ijtimoiy tibbiy sugʻurta jamgʻarmasi faqat sugʻurtalanganlar uchun toʻlaydi.',
      'Kafolatlangan hajmga quyidagilar kiradi: tez yordam va sanitar aviatsiya; siz biriktirilgan poliklinikada uchastka shifokori, terapevt va pediatr qabuli; ularning yoʻllanmasi bilan tahlil va tekshiruvlar; profilaktik emlashlar va skrininglar; ijtimoiy ahamiyatga ega kasalliklarni davolash; shoshilinch kasalxonaga yotqizish.',
      'Majburiy sugʻurta paketi bunga qoʻshimcha ravishda quyidagilarni beradi: shifokor yoʻllanmasi bilan tor mutaxassislar maslahati; murakkab tekshiruvlar — KT, MRT, endoskopiya; kunduzgi statsionarda davolanish; rejali kasalxonaga yotqizish; tibbiy reabilitatsiya; bolalar va homilador ayollar uchun stomatologik yordam.',
      'Kim sugʻurtalangan. Ishlaydiganlar uchun badallarni ish beruvchilar oʻtkazadi, yakka tartibdagi tadbirkorlar va oʻzini oʻzi band qilganlar ularni oʻzlari toʻlaydi. Bolalar, pensionerlar, homilador ayollar, kunduzgi taʼlim talabalari, nogironligi boʻlgan shaxslar, roʻyxatdan oʻtgan ishsizlar va boshqa imtiyozli toifalar uchun badalni davlat toʻlaydi. Agar siz uchun badallar bir necha oy tushmasa, siz «sugʻurtalanmagan» deb hisoblanasiz.',
      'Klinikamizda majburiy sugʻurta boʻyicha yordamni biriktirilgan bemorlar shifokor yoʻllanmasi bilan oladi. Agar tekshiruv sizni sugʻurtalanmagan deb koʻrsatsa-yu, siz bunga qoʻshilmasangiz, shaxsingizni tasdiqlovchi hujjat bilan roʻyxatga olish boʻlimiga keling — jamgʻarmadagi holatingizni aniqlashga yordam beramiz. Kafolatlangan hajmdan tashqari xizmatlar uchun haqni faqat roziligingiz bilan olamiz.',
    ),
    p(
      'In Kazakhstan free medical care comes in two packages. The guaranteed volume of free medical care (GOBMP) is paid for by the state and is available to every citizen and permanent resident, whether or not they are insured. The compulsory social health insurance package (OSMS) is paid for by the Social Health Insurance Fund, and only for people who are insured.',
      'GOBMP covers: emergency care and air ambulance; appointments with the district doctor, GP and paediatrician at the clinic you are registered with; tests and scans on their referral; vaccinations and screening; treatment of socially significant diseases; and emergency hospital admission.',
      'The OSMS package adds: specialist consultations on a doctor’s referral; complex diagnostics such as CT, MRI and endoscopy; day-hospital treatment; planned hospital admission; medical rehabilitation; and dental care for children and pregnant women.',
      'Who is insured. Employers pay contributions for their employees; sole traders and the self-employed pay their own. The state pays for children, pensioners, pregnant women, full-time students, people with disabilities, registered jobseekers and other groups. If no contributions have been received for you for several months, your status changes to “not insured”.',
      'At our clinic, registered patients receive OSMS care on a doctor’s referral. If the check shows that you are not insured and you believe this is wrong, bring your ID card to reception and we will help you confirm your status with the Fund. We charge for services beyond GOBMP only with your consent.',
    ),
  ),
};
