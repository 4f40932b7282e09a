import { determineMaterial, gobmpMaterial, osmsMaterial } from './materials-demo-clinic-insurance';
import { demoClinicPriceList } from './materials-demo-clinic-prices';
import { stateSymbolsMaterial } from './materials-demo-clinic-symbols';
import { paragraphs as p, t, type MaterialSeed } from './types';

/** Pages reached by menu items of relation type 2 (SPEC 3), by their code, the alias pages /state-symbols, /gobmp, /osms, and the text of /determine. */
export const demoClinicMaterials: MaterialSeed[] = [
  {
    code: 'patient-rights',
    title: t('Права и обязанности пациента', 'Пациенттің құқықтары мен міндеттері', 'Bemorning huquq va majburiyatlari', 'Patient rights and responsibilities'),
    body: t(
      p(
        'Каждый пациент клиники имеет право на уважительное отношение, безопасную и качественную медицинскую помощь, а также на выбор врача в пределах клиники.',
        'Вы имеете право получать полную и понятную информацию о своём здоровье, о методах обследования и лечения, их рисках и альтернативах. Любое медицинское вмешательство проводится только с вашего информированного согласия, и вы вправе от него отказаться.',
        'Сведения о вашем здоровье составляют врачебную тайну и передаются третьим лицам только с вашего согласия или в случаях, прямо предусмотренных законом. Вы можете получить копии своих медицинских документов.',
        'Пациент обязан сообщать врачу достоверные сведения о своём здоровье, выполнять назначения, соблюдать правила внутреннего распорядка клиники и заранее предупреждать об отмене визита.',
        'Если вы считаете, что ваши права нарушены, обратитесь к заведующему отделением или к главному врачу либо напишите нам через форму «Задать вопрос».',
      ),
      p(
        'Клиниканың әрбір пациенті құрметпен қарым-қатынас жасалуына, қауіпсіз әрі сапалы медициналық көмек алуға, сондай-ақ клиника ішінде дәрігерді таңдауға құқылы.',
        'Сіз өз денсаулығыңыз, тексеру және емдеу әдістері, олардың қаупі мен баламалары туралы толық әрі түсінікті ақпарат алуға құқылысыз. Кез келген медициналық араласу тек сіздің ақпараттандырылған келісіміңізбен жүргізіледі, сіз одан бас тартуға құқылысыз.',
        'Денсаулығыңыз туралы мәліметтер дәрігерлік құпия болып табылады және үшінші тұлғаларға тек сіздің келісіміңізбен немесе заңда тікелей көзделген жағдайларда беріледі. Медициналық құжаттарыңыздың көшірмелерін алуға болады.',
        'Пациент дәрігерге өз денсаулығы туралы шынайы мәлімет беруге, тағайындауларды орындауға, клиниканың ішкі тәртіп ережелерін сақтауға және келмейтін болса, алдын ала ескертуге міндетті.',
        'Құқықтарыңыз бұзылды деп есептесеңіз, бөлімше меңгерушісіне немесе бас дәрігерге жүгініңіз не «Сұрақ қою» формасы арқылы бізге жазыңыз.',
      ),
      p(
        'Klinikaning har bir bemori hurmat bilan munosabatda boʻlinishi, xavfsiz va sifatli tibbiy yordam olishi hamda klinika doirasida shifokorni tanlash huquqiga ega.',
        'Siz oʻz salomatligingiz, tekshiruv va davolash usullari, ularning xavflari va muqobillari haqida toʻliq va tushunarli maʼlumot olish huquqiga egasiz. Har qanday tibbiy aralashuv faqat sizning ongli roziligingiz bilan amalga oshiriladi va siz undan voz kechishingiz mumkin.',
        'Salomatligingiz haqidagi maʼlumotlar shifokorlik siri hisoblanadi va uchinchi shaxslarga faqat sizning roziligingiz bilan yoki qonunda bevosita nazarda tutilgan hollarda beriladi. Tibbiy hujjatlaringiz nusxalarini olishingiz mumkin.',
        'Bemor shifokorga oʻz salomatligi haqida toʻgʻri maʼlumot berishi, tayinlovlarni bajarishi, klinikaning ichki tartib qoidalariga rioya qilishi va tashrifni bekor qilsa, oldindan ogohlantirishi shart.',
        'Agar huquqlaringiz buzilgan deb hisoblasangiz, boʻlim mudiri yoki bosh shifokorga murojaat qiling yoxud «Savol berish» shakli orqali bizga yozing.',
      ),
      p(
        'Every patient of the clinic has the right to be treated with respect, to receive safe, high-quality medical care and to choose a doctor within the clinic.',
        'You have the right to full and clear information about your health, about the ways it can be examined and treated, and about their risks and alternatives. Any medical procedure is carried out only with your informed consent, and you may refuse it.',
        'Information about your health is confidential. It is shared with third parties only with your consent or where the law expressly requires it. You may request copies of your medical records.',
        'Patients are asked to give their doctor accurate information about their health, to follow the treatment plan, to observe the clinic’s rules and to let us know in advance if they cannot come.',
        'If you feel your rights have not been respected, please speak to the head of department or the medical director, or write to us using the Ask a question form.',
      ),
    ),
  },
  {
    code: 'preparation-for-tests',
    title: t('Подготовка к анализам и исследованиям', 'Талдаулар мен зерттеулерге дайындық', 'Tahlil va tekshiruvlarga tayyorgarlik', 'Preparing for tests and scans'),
    body: t(
      p(
        'Анализ крови. Сдаётся утром натощак, через 8–12 часов после последнего приёма пищи. Накануне исключите алкоголь, жирную пищу и интенсивные нагрузки, за час до анализа не курите.',
        'Анализ мочи. Соберите среднюю порцию первой утренней мочи в стерильный контейнер после гигиенических процедур и доставьте её в лабораторию в течение двух часов.',
        'УЗИ органов брюшной полости. Проводится натощак: не ешьте 6–8 часов. За два дня до исследования исключите продукты, вызывающие вздутие: бобовые, капусту, чёрный хлеб, газированные напитки.',
        'УЗИ органов малого таза. Выпейте 1–1,5 литра воды за час до исследования и не опорожняйте мочевой пузырь.',
        'Если вы постоянно принимаете лекарства, не отменяйте их самостоятельно — уточните у врача, нужен ли перерыв перед анализом.',
      ),
      p(
        'Қан талдауы. Таңертең аш қарынға, соңғы тамақтан кейін 8–12 сағат өткен соң тапсырылады. Алдыңғы күні алкогольді, майлы тағамды және қарқынды жүктемені болдырмаңыз, талдаудан бір сағат бұрын темекі шекпеңіз.',
        'Зәр талдауы. Гигиеналық рәсімдерден кейін таңғы алғашқы зәрдің орта үлесін стерильді ыдысқа жинап, екі сағат ішінде зертханаға жеткізіңіз.',
        'Құрсақ қуысы ағзаларының УДЗ. Аш қарынға жасалады: 6–8 сағат тамақ ішпеңіз. Зерттеуден екі күн бұрын іш кебуін тудыратын өнімдерді жемеңіз: бұршақ тұқымдастар, қырыққабат, қара нан, газдалған сусындар.',
        'Кіші жамбас ағзаларының УДЗ. Зерттеуден бір сағат бұрын 1–1,5 литр су ішіп, қуықты босатпаңыз.',
        'Дәрі-дәрмекті тұрақты қабылдасаңыз, оны өз бетіңізше тоқтатпаңыз — талдау алдында үзіліс жасау керек пе, дәрігерден нақтылаңыз.',
      ),
      p(
        'Qon tahlili. Ertalab och qoringa, oxirgi ovqatdan 8–12 soat oʻtgach topshiriladi. Bir kun oldin spirtli ichimlik, yogʻli ovqat va jadal jismoniy yuklamadan voz keching, tahlildan bir soat oldin chekmang.',
        'Siydik tahlili. Gigiyena muolajalaridan soʻng ertalabki birinchi siydikning oʻrta qismini steril idishga yigʻing va ikki soat ichida laboratoriyaga yetkazing.',
        'Qorin boʻshligʻi aʼzolari UTT. Och qoringa oʻtkaziladi: 6–8 soat ovqat yemang. Tekshiruvdan ikki kun oldin qorin dam boʻlishiga sabab boʻladigan mahsulotlarni isteʼmol qilmang: dukkaklilar, karam, qora non, gazli ichimliklar.',
        'Kichik chanoq aʼzolari UTT. Tekshiruvdan bir soat oldin 1–1,5 litr suv iching va qovuqni boʻshatmang.',
        'Agar doimiy ravishda dori qabul qilsangiz, uni oʻzboshimchalik bilan toʻxtatmang — tahlildan oldin tanaffus kerakmi, shifokordan aniqlang.',
      ),
      p(
        'Blood tests. Give blood in the morning on an empty stomach, 8–12 hours after your last meal. The day before, avoid alcohol, fatty food and strenuous exercise, and do not smoke for an hour before the test.',
        'Urine tests. After washing, collect a midstream sample of your first morning urine in a sterile container and bring it to the laboratory within two hours.',
        'Abdominal ultrasound. The scan is done on an empty stomach: do not eat for 6–8 hours. For two days beforehand avoid foods that cause bloating, such as beans, cabbage, rye bread and fizzy drinks.',
        'Pelvic ultrasound. Drink 1–1.5 litres of water an hour before the scan and do not empty your bladder.',
        'If you take regular medication, do not stop it on your own: ask your doctor whether you need a break before the test.',
      ),
    ),
  },
  {
    code: 'price-list',
    kind: 'prices',
    priceList: demoClinicPriceList,
    title: t('Прейскурант', 'Баға тізімі', 'Narxlar roʻyxati', 'Price list'),
    body: t(
      p(
        'Цены указаны в тенге и действуют для пациентов, которые обращаются на платной основе. Прикреплённым пациентам помощь по направлению врача в рамках ГОБМП и ОСМС оказывается бесплатно.',
      ),
      p(
        'Бағалар теңгемен көрсетілген және ақылы негізде жүгінетін пациенттерге қолданылады. Тіркелген пациенттерге ТМККК және МӘМС аясында дәрігердің жолдамасы бойынша көмек тегін көрсетіледі.',
      ),
      p(
        'Narxlar tengeda koʻrsatilgan va pullik asosda murojaat qiladigan bemorlar uchun amal qiladi. Biriktirilgan bemorlarga bepul tibbiy yordamning kafolatlangan hajmi va majburiy ijtimoiy tibbiy sugʻurta doirasida shifokor yoʻllanmasi bilan yordam bepul koʻrsatiladi.',
      ),
      p(
        'Prices are in tenge and apply to patients paying for their own care. Registered patients receive care on a doctor’s referral free of charge under the GOBMP and OSMS programmes.',
      ),
    ),
  },
  {
    code: 'discounts',
    title: t('Скидки и льготы', 'Жеңілдіктер', 'Chegirmalar va imtiyozlar', 'Discounts'),
    body: t(
      p(
        'Пенсионерам и людям с инвалидностью — скидка 10% на приём врачей и диагностику при предъявлении удостоверения.',
        'Многодетным семьям — скидка 15% на приём педиатра и анализы для детей.',
        'Семейный check-up — скидка 15%, если обследование проходят двое и более членов семьи в течение месяца.',
        'Временные акции публикуются в разделе новостей «Акции». Скидки не суммируются: действует наибольшая из доступных.',
      ),
      p(
        'Зейнеткерлер мен мүмкіндігі шектеулі жандарға куәлікті көрсеткен кезде дәрігер қабылдауы мен диагностикаға 10% жеңілдік беріледі.',
        'Көпбалалы отбасыларға балалардың педиатр қабылдауы мен талдауларына 15% жеңілдік беріледі.',
        'Отбасылық check-up — отбасының екі немесе одан да көп мүшесі бір ай ішінде тексерілсе, 15% жеңілдік.',
        'Уақытша акциялар «Акциялар» жаңалықтар бөлімінде жарияланады. Жеңілдіктер біріктірілмейді: қолжетімді жеңілдіктердің ең үлкені қолданылады.',
      ),
      p(
        'Nafaqaxoʻrlar va nogironligi boʻlgan shaxslarga guvohnoma koʻrsatilganda shifokor qabuli va diagnostikaga 10% chegirma.',
        'Koʻp bolali oilalarga bolalar uchun pediatr qabuli va tahlillarga 15% chegirma.',
        'Oilaviy check-up — oilaning ikki va undan ortiq aʼzosi bir oy ichida tekshiruvdan oʻtsa, 15% chegirma.',
        'Vaqtinchalik aksiyalar «Aksiyalar» yangiliklar boʻlimida eʼlon qilinadi. Chegirmalar jamlanmaydi: mavjudlarining eng kattasi qoʻllaniladi.',
      ),
      p(
        'Pensioners and people with disabilities get 10% off doctor appointments and diagnostics on showing their certificate.',
        'Large families get 15% off paediatrician appointments and children’s lab tests.',
        'Family check-up: 15% off when two or more family members take a check-up within a month.',
        'Limited-time offers are announced in the Special offers news section. Discounts cannot be combined; the largest one available applies.',
      ),
    ),
  },
  stateSymbolsMaterial,
  gobmpMaterial,
  osmsMaterial,
  determineMaterial,
];
