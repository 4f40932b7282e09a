import { t, type NewsSeed } from './types';

/** Doctors' advice at the demo clinic. */
export const healthTips: NewsSeed[] = [
  {
    slug: 'preparing-for-a-blood-test',
    daysAgo: 16,
    title: t('Как правильно подготовиться к анализу крови', 'Қан талдауына қалай дұрыс дайындалу керек', 'Qon tahliliga qanday toʻgʻri tayyorlanish kerak', 'How to prepare for a blood test'),
    summary: t('Простые правила, которые делают результат точнее.', 'Нәтижені дәлірек ететін қарапайым ережелер.', 'Natijani aniqroq qiladigan oddiy qoidalar.', 'Simple rules for more accurate results.'),
    body: t(
      'Сдавайте кровь утром натощак: после последнего приёма пищи должно пройти 8–12 часов, пить можно только чистую воду. Накануне откажитесь от алкоголя, жирной пищи и интенсивных тренировок.\n\nЗа час до анализа не курите, а перед процедурой посидите спокойно 10–15 минут. Если вы принимаете лекарства, предупредите врача: некоторые препараты влияют на результат.',
      'Қанды таңертең аш қарынға тапсырыңыз: соңғы тамақтан кейін 8–12 сағат өтуі керек, тек таза су ішуге болады. Алдыңғы күні алкогольден, майлы тағамнан және қарқынды жаттығулардан бас тартыңыз.\n\nТалдаудан бір сағат бұрын темекі шекпеңіз, ал емшара алдында 10–15 минут тыныш отырыңыз. Дәрі қабылдасаңыз, дәрігерге айтыңыз: кейбір препараттар нәтижеге әсер етеді.',
      'Qonni ertalab och qoringa topshiring: oxirgi ovqatdan keyin 8–12 soat oʻtishi kerak, faqat toza suv ichish mumkin. Bir kun oldin spirtli ichimlik, yogʻli ovqat va jadal mashgʻulotlardan voz keching.\n\nTahlildan bir soat oldin chekmang, muolajadan oldin esa 10–15 daqiqa xotirjam oʻtiring. Agar dori ichsangiz, shifokorni ogohlantiring: baʼzi dorilar natijaga taʼsir qiladi.',
      'Give blood in the morning on an empty stomach: 8–12 hours should pass after your last meal, and you may drink only plain water. The day before, avoid alcohol, fatty food and hard workouts.\n\nDo not smoke for an hour before the test, and sit quietly for 10–15 minutes beforehand. If you take any medicines, tell the doctor, as some of them affect the results.',
    ),
  },
  {
    slug: 'blood-pressure-at-home',
    daysAgo: 88,
    title: t('Как правильно измерять давление дома', 'Үйде қан қысымын қалай дұрыс өлшеу керек', 'Uyda qon bosimini qanday toʻgʻri oʻlchash kerak', 'How to measure your blood pressure at home'),
    summary: t(
      'Кардиолог Дмитрий Волков — о типичных ошибках, которые искажают результат.',
      'Кардиолог Дмитрий Волков нәтижені бұрмалайтын жиі кездесетін қателіктер туралы.',
      'Kardiolog Dmitriy Volkov natijani buzadigan keng tarqalgan xatolar haqida.',
      'Cardiologist Dmitry Volkov on the common mistakes that distort the reading.',
    ),
    body: t(
      'Измеряйте давление сидя, опираясь на спинку стула, после пяти минут отдыха. Рука лежит на столе, манжета — на уровне сердца, ноги не скрещены. За полчаса до измерения не пейте кофе и не курите.\n\nДелайте по два измерения с перерывом в минуту утром и вечером и записывайте результаты в дневник — на приёме он расскажет врачу больше, чем одно измерение в кабинете.',
      'Қан қысымын бес минут демалғаннан кейін, орындықтың арқалығына сүйеніп, отырып өлшеңіз. Қолыңыз үстел үстінде, манжета жүрек деңгейінде болсын, аяқты айқастырмаңыз. Өлшеуден жарты сағат бұрын кофе ішпеңіз және темекі шекпеңіз.\n\nТаңертең және кешке бір минут үзіліспен екі реттен өлшеп, нәтижелерді күнделікке жазыңыз — қабылдауда ол дәрігерге кабинеттегі бір өлшеуден гөрі көбірек мәлімет береді.',
      'Qon bosimini besh daqiqa dam olgandan soʻng, stul suyanchigʻiga suyanib, oʻtirgan holda oʻlchang. Qoʻl stol ustida, manjet yurak darajasida boʻlsin, oyoqlarni chalishtirmang. Oʻlchashdan yarim soat oldin qahva ichmang va chekmang.\n\nErtalab va kechqurun bir daqiqa oraliq bilan ikki martadan oʻlchab, natijalarni kundalikka yozib boring — qabulda u shifokorga xonadagi bitta oʻlchovdan koʻra koʻproq maʼlumot beradi.',
      'Measure your blood pressure sitting down with your back against the chair, after five minutes of rest. Rest your arm on a table with the cuff at heart level, and do not cross your legs. Avoid coffee and cigarettes for half an hour beforehand.\n\nTake two readings a minute apart, morning and evening, and keep a diary: at your appointment it will tell the doctor more than a single reading in the surgery.',
    ),
  },
  {
    slug: 'healthy-sleep',
    daysAgo: 205,
    title: t('Сон и здоровье: сколько нужно спать', 'Ұйқы және денсаулық: қанша ұйықтау керек', 'Uyqu va salomatlik: qancha uxlash kerak', 'Sleep and health: how much do you need?'),
    summary: t(
      'Невролог Тимур Абдуллаев рассказывает, как наладить сон без снотворного.',
      'Невролог Тимур Абдуллаев ұйқыны ұйықтататын дәрісіз қалай реттеуге болатынын айтады.',
      'Nevrolog Timur Abdullayev uyquni uxlatuvchi dorilarsiz qanday yoʻlga qoʻyishni aytib beradi.',
      'Neurologist Timur Abdullaev explains how to sleep better without sleeping pills.',
    ),
    body: t(
      'Взрослому человеку нужно 7–9 часов сна. Ложитесь и вставайте в одно и то же время, даже в выходные, а за час до сна отложите телефон: яркий экран мешает выработке мелатонина.\n\nВ спальне должно быть темно, тихо и прохладно — около 18–20 °C. Если бессонница длится дольше трёх недель, обратитесь к неврологу.',
      'Ересек адамға 7–9 сағат ұйқы қажет. Демалыс күндері де бір уақытта жатып, бір уақытта тұрыңыз, ал ұйықтардан бір сағат бұрын телефонды қойыңыз: жарық экран мелатониннің түзілуіне кедергі келтіреді.\n\nЖатын бөлме қараңғы, тыныш және салқын болуы керек — шамамен 18–20 °C. Ұйқысыздық үш аптадан ұзаққа созылса, неврологқа қаралыңыз.',
      'Katta yoshdagi odamga 7–9 soat uyqu kerak. Dam olish kunlari ham bir vaqtda yotib, bir vaqtda turing, uxlashdan bir soat oldin esa telefonni chetga qoʻying: yorqin ekran melatonin ishlab chiqarilishiga xalaqit beradi.\n\nYotoq xonasi qorongʻi, jimjit va salqin boʻlishi kerak — taxminan 18–20 °C. Uyqusizlik uch haftadan uzoq davom etsa, nevrologga murojaat qiling.',
      'Adults need 7–9 hours of sleep. Go to bed and get up at the same time every day, weekends included, and put your phone away an hour before bed, as a bright screen disrupts melatonin.\n\nKeep the bedroom dark, quiet and cool, at about 18–20 °C. If insomnia lasts longer than three weeks, see a neurologist.',
    ),
  },
  {
    slug: 'eyes-and-screens',
    daysAgo: 376,
    title: t('Глаза и экраны: как снизить нагрузку', 'Көз және экран: жүктемені қалай азайтуға болады', 'Koʻz va ekranlar: yuklamani qanday kamaytirish mumkin', 'Eyes and screens: how to reduce the strain'),
    summary: t(
      'Правило 20–20–20 и другие советы офтальмолога для тех, кто много работает за компьютером.',
      'Компьютерде көп жұмыс істейтіндерге арналған 20–20–20 ережесі және офтальмологтың басқа да кеңестері.',
      'Kompyuterda koʻp ishlaydiganlar uchun 20–20–20 qoidasi va oftalmologning boshqa maslahatlari.',
      'The 20-20-20 rule and other tips from our eye doctor for people who spend long hours at a computer.',
    ),
    body: t(
      'Каждые 20 минут хотя бы на 20 секунд переводите взгляд на предмет в 6 метрах (20 футах) от вас. Монитор ставьте на расстоянии вытянутой руки, чуть ниже уровня глаз.\n\nЕсли к вечеру глаза краснеют и ощущение «песка в глазах» не проходит, покажитесь офтальмологу: это может быть синдром сухого глаза, который хорошо поддаётся лечению.',
      'Әр 20 минут сайын кемінде 20 секунд бойы 6 метр (20 фут) қашықтықтағы бір затқа қараңыз. Мониторды созылған қол қашықтығына, көз деңгейінен сәл төмен қойыңыз.\n\nКешке қарай көзіңіз қызарып, «көзге құм түскендей» сезім басылмаса, офтальмологқа қаралыңыз: бұл жақсы емделетін құрғақ көз синдромы болуы мүмкін.',
      'Har 20 daqiqada kamida 20 soniya davomida 6 metr (20 fut) uzoqlikdagi biror narsaga qarang. Monitorni choʻzilgan qoʻl masofasida, koʻz darajasidan biroz pastroqqa qoʻying.\n\nAgar kechga borib koʻzlaringiz qizarsa va «koʻzga qum tushgandek» sezgi oʻtmasa, oftalmologga koʻrining: bu yaxshi davolanadigan quruq koʻz sindromi boʻlishi mumkin.',
      'Every 20 minutes, look at something 20 feet (6 metres) away for at least 20 seconds. Place your monitor at arm’s length, slightly below eye level.\n\nIf your eyes are red and gritty by the evening and the feeling does not pass, see an eye doctor: it may be dry eye syndrome, which responds well to treatment.',
    ),
  },
];

/** Current and past offers at the demo clinic. */
export const promotions: NewsSeed[] = [
  {
    slug: 'family-check-up-discount',
    daysAgo: 6,
    title: t('Семейный check-up со скидкой 15%', 'Отбасылық check-up 15% жеңілдікпен', 'Oilaviy check-up 15% chegirma bilan', '15% off a family check-up'),
    summary: t(
      'Если обследование проходят двое и более членов семьи, скидка действует на всю программу.',
      'Отбасының екі немесе одан да көп мүшесі тексерілсе, жеңілдік бүкіл бағдарламаға беріледі.',
      'Oilaning ikki va undan ortiq aʼzosi tekshiruvdan oʻtsa, chegirma butun dasturga amal qiladi.',
      'When two or more family members book a check-up, the whole programme is discounted.',
    ),
    body: t(
      'Скидка действует на любые программы check-up, если их проходят двое и более членов одной семьи в течение месяца. Для детей до 14 лет есть отдельная педиатрическая программа.\n\nЗапишитесь по телефону или в регистратуре и скажите, что хотите воспользоваться семейной скидкой. Скидки не суммируются.',
      'Бір отбасының екі немесе одан да көп мүшесі бір ай ішінде тексерілсе, жеңілдік кез келген check-up бағдарламасына қолданылады. 14 жасқа дейінгі балаларға арналған жеке педиатриялық бағдарлама бар.\n\nТелефон арқылы немесе тіркеу бөлімінде жазылып, отбасылық жеңілдікті пайдаланғыңыз келетінін айтыңыз. Жеңілдіктер біріктірілмейді.',
      'Bir oilaning ikki va undan ortiq aʼzosi bir oy ichida tekshiruvdan oʻtsa, chegirma istalgan check-up dasturiga amal qiladi. 14 yoshgacha boʻlgan bolalar uchun alohida pediatrik dastur bor.\n\nTelefon orqali yoki roʻyxatga olish boʻlimida yoziling va oilaviy chegirmadan foydalanmoqchi ekaningizni ayting. Chegirmalar jamlanmaydi.',
      'The discount applies to any check-up programme when two or more members of one family take it within a month. Children under 14 have a separate paediatric programme.\n\nBook by phone or at reception and mention the family discount. Discounts cannot be combined.',
    ),
  },
  {
    slug: 'free-ecg-with-cardiologist',
    daysAgo: 58,
    title: t('ЭКГ в подарок при приёме кардиолога', 'Кардиолог қабылдауында ЭКГ тегін', 'Kardiolog qabulida EKG bepul', 'A free ECG with your cardiology appointment'),
    summary: t(
      'До конца месяца электрокардиограмма с расшифровкой бесплатна для всех пациентов кардиолога.',
      'Ай соңына дейін кардиологтың барлық пациенттеріне қорытындысы бар электрокардиограмма тегін жасалады.',
      'Oy oxirigacha kardiologning barcha bemorlari uchun xulosali elektrokardiogramma bepul.',
      'Until the end of the month, an ECG with interpretation is free for every cardiology patient.',
    ),
    body: t(
      'ЭКГ — простое и быстрое исследование, которое помогает выявить нарушения ритма и признаки ишемии. Его делают прямо перед консультацией, чтобы врач сразу обсудил с вами результат.\n\nАкция действует при записи к кардиологу Дмитрию Волкову по телефону или на сайте.',
      'ЭКГ — ырғақтың бұзылуын және ишемия белгілерін анықтауға көмектесетін қарапайым әрі жылдам зерттеу. Дәрігер нәтижені сізбен бірден талқылауы үшін оны кеңес алдында жасайды.\n\nАкция кардиолог Дмитрий Волковқа телефон арқылы немесе сайтта жазылғанда қолданылады.',
      'EKG — ritm buzilishlari va ishemiya belgilarini aniqlashga yordam beradigan oddiy va tez tekshiruv. Shifokor natijani siz bilan darhol muhokama qilishi uchun u maslahatdan oldin qilinadi.\n\nAksiya kardiolog Dmitriy Volkovga telefon yoki sayt orqali yozilganda amal qiladi.',
      'An ECG is a quick, simple test that helps detect rhythm problems and signs of ischaemia. It is done right before your consultation so the doctor can go through the result with you straight away.\n\nThe offer applies when you book with cardiologist Dmitry Volkov by phone or on this website.',
    ),
  },
  {
    slug: 'half-price-eye-tests-for-schoolchildren',
    daysAgo: 245,
    title: t('Проверка зрения для школьников за полцены', 'Оқушылардың көруін тексеру — жарты бағамен', 'Maktab oʻquvchilari koʻrishini tekshirish — yarim narxda', 'Half-price eye tests for schoolchildren'),
    summary: t(
      'Весь месяц проверка зрения для детей 7–17 лет — со скидкой 50%.',
      'Ай бойы 7–17 жастағы балалардың көруін тексеру — 50% жеңілдікпен.',
      'Butun oy davomida 7–17 yoshli bolalar koʻrishini tekshirish — 50% chegirma bilan.',
      'All month, eye tests for children aged 7 to 17 are half price.',
    ),
    body: t(
      'Близорукость у школьников часто развивается незаметно: ребёнок не жалуется, но хуже видит доску и быстрее устаёт. Офтальмолог проверит остроту зрения и рефракцию и при необходимости подберёт очки.\n\nДля записи позвоните в регистратуру и назовите возраст ребёнка.',
      'Оқушыларда алыстан көрмеушілік көбіне байқаусыз дамиды: бала шағымданбайды, бірақ тақтаны нашар көріп, тез шаршайды. Офтальмолог көру өткірлігі мен рефракцияны тексеріп, қажет болса, көзілдірік таңдайды.\n\nЖазылу үшін тіркеу бөліміне қоңырау шалып, баланың жасын айтыңыз.',
      'Maktab oʻquvchilarida yaqinni koʻrish (miopiya) koʻpincha sezilmasdan rivojlanadi: bola shikoyat qilmaydi, lekin doskani yomonroq koʻradi va tezroq charchaydi. Oftalmolog koʻrish oʻtkirligi va refraksiyani tekshiradi hamda kerak boʻlsa, koʻzoynak tanlaydi.\n\nYozilish uchun roʻyxatga olish boʻlimiga qoʻngʻiroq qiling va bolaning yoshini ayting.',
      'Short-sightedness often develops unnoticed in schoolchildren: the child does not complain but sees the board less clearly and tires faster. The ophthalmologist will check visual acuity and refraction and prescribe glasses if needed.\n\nTo book, call reception and tell us your child’s age.',
    ),
  },
];
