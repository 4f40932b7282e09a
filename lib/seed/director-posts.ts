import { paragraphs as p, t, type DirectorPostSeed } from './types';

/** The medical director's blog at the demo clinic (reached by the alias «Блог главного врача»). */
export const demoClinicDirectorPosts: DirectorPostSeed[] = [
  {
    daysAgo: 12,
    title: t('Почему мы не назначаем лишних анализов', 'Неліктен біз артық талдау тағайындамаймыз', 'Nega biz ortiqcha tahlil tayinlamaymiz', 'Why we don’t order unnecessary tests'),
    body: t(
      p(
        'Иногда пациенты удивляются: «Почему врач не отправил меня сразу на все анализы?» Ответ простой: обследование должно отвечать на конкретный вопрос. Анализ «на всякий случай» часто даёт пограничный результат, который тянет за собой новые исследования, тревогу и расходы — и почти никогда не меняет лечение.',
        'В нашей клинике врач сначала беседует с пациентом и осматривает его, а затем назначает только то, что поможет поставить диагноз или выбрать лечение. Такие назначения мы регулярно разбираем на врачебных конференциях.',
        'Если вам кажется, что обследования недостаточно, скажите об этом врачу: хороший доктор всегда объяснит, почему выбрал именно такой план.',
      ),
      p(
        'Кейде пациенттер: «Дәрігер мені неге бірден барлық талдауға жібермеді?» — деп таңғалады. Жауабы қарапайым: тексеру нақты бір сұраққа жауап беруі керек. «Не болса да» деп тапсырылған талдау көбіне шекаралық нәтиже береді, ол жаңа зерттеулерге, алаңдаушылық пен шығынға әкеледі, ал емді іс жүзінде өзгертпейді.',
        'Біздің клиникада дәрігер алдымен пациентпен сөйлесіп, оны қарап шығады, содан кейін диагноз қоюға немесе ем таңдауға көмектесетін тексерулерді ғана тағайындайды. Мұндай тағайындауларды дәрігерлік конференцияларда үнемі талдап отырамыз.',
        'Тексеру жеткіліксіз деп ойласаңыз, бұл туралы дәрігерге айтыңыз: жақсы дәрігер неліктен дәл осы жоспарды таңдағанын әрдайым түсіндіреді.',
      ),
      p(
        'Baʼzan bemorlar hayron boʻladi: «Nega shifokor meni darhol barcha tahlillarga yubormadi?» Javob oddiy: tekshiruv aniq bir savolga javob berishi kerak. «Har ehtimolga qarshi» topshirilgan tahlil koʻpincha chegaraviy natija beradi, u esa yangi tekshiruvlar, xavotir va xarajatlarga olib keladi, davolashni esa deyarli oʻzgartirmaydi.',
        'Klinikamizda shifokor avval bemor bilan suhbatlashadi va uni koʻrikdan oʻtkazadi, soʻngra faqat tashxis qoʻyish yoki davolashni tanlashga yordam beradigan tekshiruvlarni tayinlaydi. Bunday tayinlovlarni shifokorlar konferensiyalarida muntazam koʻrib chiqamiz.',
        'Agar tekshiruv yetarli emas deb oʻylasangiz, bu haqda shifokorga ayting: yaxshi shifokor nima uchun aynan shu rejani tanlaganini doim tushuntirib beradi.',
      ),
      p(
        'Patients sometimes ask why the doctor did not send them for every test at once. The answer is simple: an examination should answer a specific question. A test done “just in case” often gives a borderline result that leads to more tests, worry and expense, and almost never changes the treatment.',
        'At our clinic the doctor first talks to and examines the patient, and only then orders what will help make a diagnosis or choose a treatment. We review these decisions regularly at our clinical meetings.',
        'If you feel you have not been examined enough, tell your doctor: a good doctor will always explain why they chose that plan.',
      ),
    ),
  },
  {
    daysAgo: 95,
    title: t('Антибиотики: когда они действительно нужны', 'Антибиотиктер: олар қашан шынымен қажет', 'Antibiotiklar: ular qachon haqiqatan ham kerak', 'Antibiotics: when do you really need them?'),
    body: t(
      p(
        'Большинство простуд вызывают вирусы, а на вирусы антибиотики не действуют. Принимая их без показаний, мы не выздоравливаем быстрее, зато рискуем получить побочные эффекты и вырастить бактерии, устойчивые к лечению.',
        'Антибиотик нужен при бактериальной инфекции: например, при стрептококковой ангине, пневмонии или инфекции мочевых путей. Это решает врач после осмотра и, если нужно, анализов.',
        'Если антибиотик назначен, пропейте курс полностью и не оставляйте таблетки «на потом». И, пожалуйста, не просите рецепт «на всякий случай» — мы всё равно его не выпишем.',
      ),
      p(
        'Суық тиюдің көбін вирустар тудырады, ал антибиотиктер вирустарға әсер етпейді. Оларды көрсеткішсіз ішсек, тезірек жазылмаймыз, керісінше жанама әсерлерге тап болып, емге төзімді бактерияларды көбейтіп аламыз.',
        'Антибиотик бактериялық инфекция кезінде қажет: мысалы, стрептококк ангинасы, пневмония немесе несеп жолдарының инфекциясы. Мұны дәрігер қарап шыққаннан кейін, қажет болса, талдау нәтижесіне қарап шешеді.',
        'Антибиотик тағайындалса, курсты толық ішіп бітіріңіз және таблеткаларды «кейінге» қалдырмаңыз. Өтініш, рецептті «не болса да» деп сұрамаңыз — біз оны бәрібір жазбаймыз.',
      ),
      p(
        'Shamollashlarning aksariyatiga viruslar sabab boʻladi, antibiotiklar esa viruslarga taʼsir qilmaydi. Ularni koʻrsatmasiz ichsak, tezroq tuzalmaymiz, aksincha, nojoʻya taʼsirlarga duch kelamiz va davolashga chidamli bakteriyalarni koʻpaytiramiz.',
        'Antibiotik bakterial infeksiyada kerak: masalan, streptokokkli angina, pnevmoniya yoki siydik yoʻllari infeksiyasida. Buni shifokor koʻrikdan va kerak boʻlsa, tahlillardan soʻng hal qiladi.',
        'Agar antibiotik tayinlangan boʻlsa, kursni oxirigacha iching va tabletkalarni «keyinroqqa» qoldirmang. Iltimos, retseptni «har ehtimolga qarshi» soʻramang — baribir yozib bermaymiz.',
      ),
      p(
        'Most colds are caused by viruses, and antibiotics do not work against viruses. Taking them without a reason does not make us recover faster; instead it risks side effects and breeds bacteria that resist treatment.',
        'Antibiotics are needed for bacterial infections such as strep throat, pneumonia or urinary tract infections. Your doctor decides this after an examination and, if needed, tests.',
        'If you are prescribed an antibiotic, finish the whole course and do not keep tablets “for later”. And please do not ask for a prescription “just in case”: we will not write one.',
      ),
    ),
  },
  {
    daysAgo: 310,
    title: t('Как мы выбираем врачей в команду', 'Командаға дәрігерлерді қалай таңдаймыз', 'Jamoaga shifokorlarni qanday tanlaymiz', 'How we choose the doctors on our team'),
    body: t(
      p(
        'Когда к нам приходит новый врач, мы смотрим не только на диплом и стаж. Кандидат проводит несколько приёмов вместе с опытным коллегой, а мы оцениваем, как он общается с пациентами, объясняет диагноз и выстраивает план лечения.',
        'Каждый врач клиники не реже раза в год проходит обучение, а сложные случаи мы разбираем вместе на еженедельных конференциях. Так опыт одного врача становится опытом всей команды.',
        'И, конечно, мы читаем ваши отзывы. Спасибо за них — и за добрые слова, и за критику: именно она помогает нам становиться лучше.',
      ),
      p(
        'Бізге жаңа дәрігер келгенде, біз тек дипломы мен еңбек өтіліне ғана қарамаймыз. Үміткер тәжірибелі әріптесімен бірге бірнеше қабылдау өткізеді, ал біз оның пациенттермен қалай сөйлесетінін, диагнозды қалай түсіндіретінін және ем жоспарын қалай құратынын бағалаймыз.',
        'Клиниканың әр дәрігері жылына кемінде бір рет біліктілігін арттырады, ал күрделі жағдайларды апта сайынғы конференцияларда бірге талдаймыз. Осылайша бір дәрігердің тәжірибесі бүкіл команданың тәжірибесіне айналады.',
        'Әрине, біз сіздің пікірлеріңізді оқимыз. Олар үшін — жылы сөздеріңіз үшін де, сындарыңыз үшін де рақмет: дәл сын бізге жақсаруға көмектеседі.',
      ),
      p(
        'Bizga yangi shifokor kelganda, faqat diplomi va ish stajiga qaramaymiz. Nomzod tajribali hamkasbi bilan birga bir nechta qabul oʻtkazadi, biz esa uning bemorlar bilan qanday muloqot qilishi, tashxisni qanday tushuntirishi va davolash rejasini qanday tuzishini baholaymiz.',
        'Klinikaning har bir shifokori yiliga kamida bir marta malaka oshiradi, murakkab holatlarni esa haftalik konferensiyalarda birgalikda koʻrib chiqamiz. Shu tariqa bir shifokorning tajribasi butun jamoaning tajribasiga aylanadi.',
        'Albatta, sharhlaringizni oʻqiymiz. Ular uchun — iliq soʻzlaringiz uchun ham, tanqidingiz uchun ham rahmat: aynan tanqid bizga yaxshilanishga yordam beradi.',
      ),
      p(
        'When a new doctor joins us, we look at more than their diploma and years of experience. The candidate sees patients alongside an experienced colleague, and we watch how they talk to patients, explain a diagnosis and build a treatment plan.',
        'Every doctor at the clinic takes further training at least once a year, and we discuss difficult cases together at weekly clinical meetings. That way one doctor’s experience becomes the whole team’s.',
        'And of course we read your reviews. Thank you for them, both the kind words and the criticism: the criticism is what helps us improve.',
      ),
    ),
  },
];
