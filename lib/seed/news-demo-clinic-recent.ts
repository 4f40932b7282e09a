import { t, type NewsSeed } from './types';

/** The newer half of the demo clinic's "Clinic news" (the category that spans several pages). */
export const clinicNewsRecent: NewsSeed[] = [
  {
    slug: 'new-mri-scanner',
    daysAgo: 9,
    title: t('В клинике начал работу новый аппарат МРТ', 'Клиникада жаңа МРТ аппараты жұмыс істей бастады', 'Klinikada yangi MRT apparati ishga tushirildi', 'A new MRI scanner is now in service'),
    summary: t(
      'Томограф с открытым контуром подходит пациентам, которые боятся замкнутого пространства.',
      'Ашық контурлы томограф жабық кеңістіктен қорқатын пациенттерге де қолайлы.',
      'Ochiq konturli tomograf yopiq joydan qoʻrqadigan bemorlar uchun ham qulay.',
      'The open-bore scanner suits patients who feel uneasy in enclosed spaces.',
    ),
    body: t(
      'Мы установили магнитно-резонансный томограф с широким открытым контуром. Исследование на нём проходит тише и быстрее, а пациенты, которые боятся замкнутого пространства, переносят его гораздо легче.\n\nНа МРТ можно записаться по направлению врача или самостоятельно. Заключение рентгенолога готово в течение одного рабочего дня.',
      'Біз кең әрі ашық контурлы магниттік-резонанстық томограф орнаттық. Онда зерттеу тыныш әрі жылдам өтеді, ал жабық кеңістіктен қорқатын пациенттер оны әлдеқайда жеңіл көтереді.\n\nМРТ-ға дәрігердің жолдамасымен де, өз бетіңізше де жазылуға болады. Рентгенологтың қорытындысы бір жұмыс күні ішінде дайын болады.',
      'Biz keng va ochiq konturli magnit-rezonans tomografini oʻrnatdik. Unda tekshiruv tinchroq va tezroq oʻtadi, yopiq joydan qoʻrqadigan bemorlar esa uni ancha oson oʻtkazadi.\n\nMRTga shifokor yoʻllanmasi bilan ham, mustaqil ravishda ham yozilish mumkin. Rentgenolog xulosasi bir ish kuni ichida tayyor boʻladi.',
      'We have installed a wide, open-bore MRI scanner. Scans are quieter and faster, and patients who feel uneasy in enclosed spaces find them much easier.\n\nYou can book an MRI with a doctor’s referral or on your own. The radiologist’s report is ready within one working day.',
    ),
  },
  {
    slug: 'diabetes-school',
    daysAgo: 21,
    title: t('Школа диабета: новые занятия', 'Диабет мектебі: жаңа сабақтар', 'Diabet maktabi: yangi mashgʻulotlar', 'Diabetes School: new classes'),
    summary: t(
      'Эндокринолог Елена Ким приглашает пациентов и их близких на бесплатные встречи.',
      'Эндокринолог Елена Ким пациенттер мен олардың жақындарын тегін кездесулерге шақырады.',
      'Endokrinolog Yelena Kim bemorlar va ularning yaqinlarini bepul uchrashuvlarga taklif qiladi.',
      'Endocrinologist Elena Kim invites patients and their families to free sessions.',
    ),
    body: t(
      'На занятиях говорим о питании, физической нагрузке, самоконтроле сахара крови и о том, как не пропустить осложнения. Каждая встреча длится около полутора часов, в конце можно задать вопросы врачу.\n\nЗанятия проходят в конференц-зале клиники в последнюю субботу месяца. Участие бесплатное, но мест немного — запишитесь заранее в регистратуре.',
      'Сабақтарда тамақтану, дене белсенділігі, қандағы қантты өз бетінше бақылау және асқынуларды уақытында байқау туралы айтамыз. Әр кездесу шамамен бір жарым сағатқа созылады, соңында дәрігерге сұрақ қоюға болады.\n\nСабақтар әр айдың соңғы сенбісінде клиниканың конференц-залында өтеді. Қатысу тегін, бірақ орын саны шектеулі — тіркеу бөлімінде алдын ала жазылыңыз.',
      'Mashgʻulotlarda ovqatlanish, jismoniy faollik, qondagi qandni mustaqil nazorat qilish va asoratlarni oʻz vaqtida payqash haqida gaplashamiz. Har bir uchrashuv taxminan bir yarim soat davom etadi, oxirida shifokorga savol berish mumkin.\n\nMashgʻulotlar har oyning oxirgi shanbasida klinikaning konferens-zalida oʻtadi. Ishtirok bepul, ammo joylar soni cheklangan — roʻyxatga olish boʻlimida oldindan yoziling.',
      'The sessions cover diet, physical activity, blood sugar self-monitoring and how to spot complications early. Each meeting lasts about an hour and a half, with time for questions at the end.\n\nClasses take place in the clinic’s conference room on the last Saturday of each month. Attendance is free, but places are limited, so please sign up in advance at reception.',
    ),
  },
  {
    slug: 'flu-vaccination',
    daysAgo: 45,
    title: t('Началась вакцинация против гриппа', 'Тұмауға қарсы вакцинация басталды', 'Grippga qarshi emlash boshlandi', 'Flu vaccination has started'),
    summary: t(
      'Прививку можно сделать без предварительной записи в будни с 9:00 до 17:00.',
      'Екпені жұмыс күндері сағат 9:00-ден 17:00-ге дейін алдын ала жазылусыз салдыруға болады.',
      'Emlashni ish kunlari soat 9:00 dan 17:00 gacha oldindan yozilmasdan olish mumkin.',
      'Walk in for your jab on weekdays between 9:00 and 17:00, no appointment needed.',
    ),
    body: t(
      'В клинику поступила четырёхвалентная вакцина против гриппа этого сезона. Перед прививкой вас бесплатно осмотрит терапевт или педиатр.\n\nВрачи советуют прививаться до начала подъёма заболеваемости: иммунитет формируется примерно за две недели. Особенно важна вакцинация для людей старше 60 лет, беременных, детей и тех, у кого есть хронические заболевания.',
      'Клиникаға осы маусымға арналған төрт валентті тұмау вакцинасы келді. Екпе алдында сізді терапевт немесе педиатр тегін қарайды.\n\nДәрігерлер аурушаңдық өскенге дейін егілуге кеңес береді: иммунитет шамамен екі аптада қалыптасады. Вакцинация әсіресе 60 жастан асқан адамдарға, жүкті әйелдерге, балаларға және созылмалы аурулары барларға маңызды.',
      'Klinikaga ushbu mavsum uchun toʻrt valentli gripp vaksinasi keltirildi. Emlashdan oldin sizni terapevt yoki pediatr bepul koʻrikdan oʻtkazadi.\n\nShifokorlar kasallanish koʻpayishidan oldin emlanishni maslahat beradi: immunitet taxminan ikki haftada shakllanadi. Emlash ayniqsa 60 yoshdan oshganlar, homilador ayollar, bolalar va surunkali kasalligi borlar uchun muhim.',
      'The clinic has received this season’s quadrivalent flu vaccine. Before the jab a GP or paediatrician will examine you free of charge.\n\nDoctors recommend getting vaccinated before cases start to rise, as immunity takes about two weeks to develop. Vaccination matters most for people over 60, pregnant women, children and anyone with a chronic condition.',
    ),
  },
  {
    slug: 'children-wing',
    daysAgo: 72,
    title: t('Детское отделение переехало в отдельное крыло', 'Балалар бөлімі жеке қанатқа көшті', 'Bolalar boʻlimi alohida qanotga koʻchdi', 'The children’s department has moved to its own wing'),
    summary: t(
      'Теперь у маленьких пациентов свой вход, своя зона ожидания и игровая комната.',
      'Енді кішкентай пациенттердің өз кіреберісі, күту аймағы және ойын бөлмесі бар.',
      'Endi kichik bemorlarning oʻz kirish joyi, kutish zali va oʻyin xonasi bor.',
      'Young patients now have their own entrance, waiting area and playroom.',
    ),
    body: t(
      'Педиатры и детский процедурный кабинет теперь находятся в отдельном крыле со входом со двора. Так здоровые дети, которые пришли на профилактический осмотр, не встречаются с заболевшими.\n\nВ зоне ожидания появились игровая комната, пеленальный столик и место для колясок.',
      'Педиатрлар мен балалар емшара кабинеті енді аула жақтан кіретін жеке қанатта орналасқан. Осылайша профилактикалық тексеруге келген сау балалар науқас балалармен кездеспейді.\n\nКүту аймағында ойын бөлмесі, жөргектеу үстелі және арбаларға арналған орын пайда болды.',
      'Pediatrlar va bolalar muolaja xonasi endi hovli tomonidan kiriladigan alohida qanotda joylashgan. Shu tariqa profilaktik koʻrikka kelgan sogʻlom bolalar kasal bolalar bilan uchrashmaydi.\n\nKutish zalida oʻyin xonasi, yoʻrgaklash stoli va aravachalar uchun joy paydo boʻldi.',
      'Our paediatricians and the children’s treatment room are now in a separate wing with an entrance from the courtyard, so healthy children coming for check-ups do not meet children who are ill.\n\nThe waiting area now has a playroom, a baby-changing table and space for prams.',
    ),
  },
  {
    slug: 'test-results-by-email',
    daysAgo: 101,
    title: t('Результаты анализов — на электронную почту', 'Талдау нәтижелері — электрондық поштаға', 'Tahlil natijalari — elektron pochtaga', 'Test results by e-mail'),
    summary: t(
      'Больше не нужно приезжать в клинику за бланком: результаты приходят в защищённом письме.',
      'Енді бланк үшін клиникаға келудің қажеті жоқ: нәтижелер қорғалған хатпен келеді.',
      'Endi blanka uchun klinikaga kelish shart emas: natijalar himoyalangan xatda keladi.',
      'No more trips to the clinic for a printout: results arrive in a protected e-mail.',
    ),
    body: t(
      'При сдаче анализов оставьте в регистратуре адрес электронной почты — как только результаты будут готовы, мы отправим их вам. Файл защищён паролем, который приходит отдельным SMS.\n\nЕсли какой-то показатель выйдет за пределы нормы, администратор позвонит и предложит записаться к врачу.',
      'Талдау тапсырғанда тіркеу бөлімінде электрондық пошта мекенжайыңызды қалдырыңыз — нәтижелер дайын болған бойда оларды сізге жібереміз. Файл жеке SMS арқылы келетін құпиясөзбен қорғалған.\n\nҚандай да бір көрсеткіш қалыптан тыс болса, әкімші хабарласып, дәрігерге жазылуды ұсынады.',
      'Tahlil topshirayotganda roʻyxatga olish boʻlimida elektron pochta manzilingizni qoldiring — natijalar tayyor boʻlishi bilan ularni sizga yuboramiz. Fayl alohida SMS orqali keladigan parol bilan himoyalangan.\n\nAgar biror koʻrsatkich meʼyordan chetga chiqsa, administrator qoʻngʻiroq qilib, shifokorga yozilishni taklif qiladi.',
      'When you give a sample, leave your e-mail address at reception and we will send the results as soon as they are ready. The file is protected by a password that comes in a separate text message.\n\nIf any value is outside the normal range, our administrator will call you and offer an appointment with a doctor.',
    ),
  },
  {
    slug: 'ultrasound-on-saturdays',
    daysAgo: 133,
    title: t('УЗИ теперь и по субботам', 'УДЗ енді сенбі күндері де', 'UTT endi shanba kunlari ham', 'Ultrasound scans now on Saturdays too'),
    summary: t(
      'Кабинет ультразвуковой диагностики принимает по субботам с 8:00 до 13:00.',
      'Ультрадыбыстық диагностика кабинеті сенбі күндері 8:00-ден 13:00-ге дейін қабылдайды.',
      'Ultratovush diagnostikasi xonasi shanba kunlari 8:00 dan 13:00 gacha qabul qiladi.',
      'The ultrasound room is open on Saturdays from 8:00 to 13:00.',
    ),
    body: t(
      'Об этом просили многие пациенты: в будни сложно отпроситься с работы ради обследования. Теперь на УЗИ органов брюшной полости, щитовидной железы, почек и сосудов можно записаться и на субботу.\n\nПеред исследованием брюшной полости не ешьте 6–8 часов; для остальных исследований подготовка не нужна.',
      'Мұны көптеген пациенттер сұраған еді: жұмыс күндері тексерілу үшін жұмыстан сұранып шығу қиын. Енді құрсақ қуысы, қалқанша без, бүйрек және тамырлардың УДЗ-сына сенбі күнге де жазылуға болады.\n\nҚұрсақ қуысын зерттеу алдында 6–8 сағат тамақ ішпеңіз; басқа зерттеулерге дайындық қажет емес.',
      'Koʻp bemorlar buni soʻragan edi: ish kunlari tekshiruv uchun ishdan javob olish qiyin. Endi qorin boʻshligʻi, qalqonsimon bez, buyrak va qon tomirlari UTTsiga shanba kuniga ham yozilish mumkin.\n\nQorin boʻshligʻi tekshiruvidan oldin 6–8 soat ovqat yemang; boshqa tekshiruvlar uchun tayyorgarlik kerak emas.',
      'Many patients asked for this, as it is hard to take time off work for a scan on a weekday. You can now book abdominal, thyroid, kidney and vascular ultrasound on Saturdays.\n\nDo not eat for 6–8 hours before an abdominal scan; other scans need no preparation.',
    ),
  },
  {
    slug: 'new-ophthalmologist',
    daysAgo: 161,
    title: t('К команде присоединилась офтальмолог Нодира Юсупова', 'Командаға офтальмолог Нодира Юсупова қосылды', 'Jamoamizga oftalmolog Nodira Yusupova qoʻshildi', 'Ophthalmologist Nodira Yusupova joins our team'),
    summary: t(
      'Проверка зрения, подбор очков и контактных линз — для взрослых и детей с трёх лет.',
      'Көруді тексеру, көзілдірік пен контакт линзаларын таңдау — ересектерге және үш жастан асқан балаларға.',
      'Koʻrishni tekshirish, koʻzoynak va kontakt linzalarni tanlash — kattalar va uch yoshdan oshgan bolalar uchun.',
      'Eye tests and fitting of glasses and contact lenses for adults and children from the age of three.',
    ),
    body: t(
      'Нодира Бахтияровна окончила Самаркандский государственный медицинский университет и восемь лет работает офтальмологом. Приём ведёт на русском и узбекском языках.\n\nВ кабинете офтальмолога установлено новое оборудование для измерения внутриглазного давления и осмотра глазного дна.',
      'Нодира Бахтияровна Самарқанд мемлекеттік медицина университетін бітірген, сегіз жыл бойы офтальмолог болып жұмыс істейді. Орыс және өзбек тілдерінде қабылдайды.\n\nОфтальмолог кабинетіне көзішілік қысымды өлшеуге және көз түбін тексеруге арналған жаңа жабдық орнатылды.',
      'Nodira Baxtiyorovna Samarqand davlat tibbiyot universitetini tamomlagan va sakkiz yildan beri oftalmolog boʻlib ishlaydi. Rus va oʻzbek tillarida qabul qiladi.\n\nOftalmolog xonasiga koʻz ichki bosimini oʻlchash va koʻz tubini tekshirish uchun yangi uskunalar oʻrnatildi.',
      'Dr Yusupova graduated from Samarkand State Medical University and has worked as an ophthalmologist for eight years. She sees patients in Russian and Uzbek.\n\nThe eye room now has new equipment for measuring eye pressure and examining the retina.',
    ),
  },
  {
    slug: 'heart-open-day',
    daysAgo: 190,
    title: t('День открытых дверей: проверьте сердце бесплатно', 'Ашық есік күні: жүрегіңізді тегін тексеріңіз', 'Ochiq eshiklar kuni: yuragingizni bepul tekshiring', 'Open day: a free heart check'),
    summary: t(
      'За один день кардиолог осмотрел 86 человек, у девятерых впервые выявили гипертонию.',
      'Бір күнде кардиолог 86 адамды қарады, тоғыз адамда гипертония алғаш рет анықталды.',
      'Bir kunda kardiolog 86 kishini koʻrikdan oʻtkazdi, toʻqqiz kishida gipertoniya ilk bor aniqlandi.',
      'In one day our cardiologist saw 86 people and found high blood pressure for the first time in nine of them.',
    ),
    body: t(
      'Всем участникам измерили давление, сделали ЭКГ и экспресс-анализ на холестерин. Кардиолог Дмитрий Волков разобрал результаты с каждым и при необходимости выдал направление на дообследование.\n\nСпасибо всем, кто пришёл! Следующий день открытых дверей посвятим здоровью щитовидной железы.',
      'Барлық қатысушының қан қысымы өлшеніп, ЭКГ түсіріліп, холестеринге экспресс-талдау жасалды. Кардиолог Дмитрий Волков әрқайсысымен нәтижелерді талқылап, қажет болса, қосымша тексеруге жолдама берді.\n\nКелгендердің бәріне рақмет! Келесі ашық есік күнін қалқанша бездің саулығына арнаймыз.',
      'Barcha ishtirokchilarning qon bosimi oʻlchandi, EKG qilindi va xolesteringa ekspress-tahlil oʻtkazildi. Kardiolog Dmitriy Volkov natijalarni har biri bilan koʻrib chiqdi va zarur boʻlsa, qoʻshimcha tekshiruvga yoʻllanma berdi.\n\nKelgan barchaga rahmat! Keyingi ochiq eshiklar kunini qalqonsimon bez salomatligiga bagʻishlaymiz.',
      'Every visitor had their blood pressure measured, an ECG and a rapid cholesterol test. Cardiologist Dmitry Volkov went through the results with each of them and referred some for further tests.\n\nThank you to everyone who came! Our next open day will be about thyroid health.',
    ),
  },
];
