import { paragraphs as p, t, type MaterialSeed } from './types';

/** The page behind the alias «Государственные символы» (/state-symbols). */
export const stateSymbolsMaterial: MaterialSeed = {
  code: 'state-symbols',
  title: t(
    'Государственные символы Республики Казахстан',
    'Қазақстан Республикасының мемлекеттік рәміздері',
    'Qozogʻiston Respublikasining davlat ramzlari',
    'State symbols of the Republic of Kazakhstan',
  ),
  body: t(
    p(
      'Государственными символами Республики Казахстан являются Государственный Флаг, Государственный Герб и Государственный Гимн. Их описание и порядок использования установлены Конституционным законом «О государственных символах Республики Казахстан». Государственные символы размещены в холле клиники на первом этаже.',
      'Государственный Флаг — прямоугольное полотнище голубого цвета с изображением в центре солнца с лучами, под которым парит степной орёл. У древка проходит вертикальная полоса с национальным орнаментом. Солнце, лучи, орёл и орнамент — цвета золота. Отношение ширины флага к его длине — 1:2. Автор флага — Шакен Ниязбеков.',
      'Государственный Герб имеет форму круга. На голубом фоне изображён шанырак — верхняя сводчатая часть юрты, от которого во все стороны, как солнечные лучи, расходятся уыки в обрамлении крыльев мифических крылатых коней. В верхней части герба — пятиконечная звезда, в нижней — надпись «Казахстан». Изображения выполнены цветом золота. Авторы герба — Жандарбек Малибеков и Шот-Аман Уалиханов.',
      'Государственный Гимн — «Менің Қазақстаным» («Мой Казахстан»), утверждён в 2006 году. Музыка Шамши Калдаякова, слова Жумекена Нажимеденова и Нурсултана Назарбаева. Гимн исполняется на государственном языке, присутствующие слушают его стоя.',
      '4 июня в Казахстане отмечается День государственных символов: в этот день в 1992 году были утверждены первые Флаг и Герб независимого Казахстана.',
    ),
    p(
      'Қазақстан Республикасының мемлекеттік рәміздері — Мемлекеттік Ту, Мемлекеттік Елтаңба және Мемлекеттік Гимн. Олардың сипаттамасы мен пайдаланылу тәртібі «Қазақстан Республикасының мемлекеттік рәміздері туралы» Конституциялық заңмен белгіленген. Мемлекеттік рәміздер клиниканың бірінші қабатындағы холда орналастырылған.',
      'Мемлекеттік Ту — көгілдір түсті тік бұрышты мата, оның ортасында шұғылалы күн, күннің астында қалықтап ұшқан дала қыраны бейнеленген. Ту сабының жанында ұлттық ою-өрнек салынған тік жолақ өтеді. Күн, шұғыла, қыран және ою-өрнек алтын түсті. Тудың енінің ұзындығына қатынасы — 1:2. Тудың авторы — Шәкен Ниязбеков.',
      'Мемлекеттік Елтаңба дөңгелек пішінді. Көгілдір аяда шаңырақ бейнеленген, одан күн шұғыласындай жан-жаққа уықтар тарайды, олар мифтік қанатты тұлпарлардың қанаттарымен көмкерілген. Елтаңбаның жоғарғы бөлігінде бес бұрышты жұлдыз, төменгі бөлігінде «Қазақстан» деген жазу бар. Бейнелер алтын түсті. Елтаңбаның авторлары — Жандарбек Мәлібеков пен Шот-Аман Уәлиханов.',
      'Мемлекеттік Гимн — «Менің Қазақстаным», 2006 жылы бекітілген. Әнін Шәмші Қалдаяқов, сөзін Жұмекен Нәжімеденов пен Нұрсұлтан Назарбаев жазған. Гимн мемлекеттік тілде орындалады, оны жиналғандар орындарынан тұрып тыңдайды.',
      'Қазақстанда 4 маусым — Мемлекеттік рәміздер күні: 1992 жылы дәл осы күні тәуелсіз Қазақстанның алғашқы Туы мен Елтаңбасы бекітілді.',
    ),
    p(
      'Qozogʻiston Respublikasining davlat ramzlari — Davlat bayrogʻi, Davlat gerbi va Davlat madhiyasi. Ularning tavsifi va foydalanish tartibi «Qozogʻiston Respublikasining davlat ramzlari toʻgʻrisida»gi Konstitutsiyaviy qonun bilan belgilangan. Davlat ramzlari klinikaning birinchi qavatidagi zalda joylashtirilgan.',
      'Davlat bayrogʻi — havorang toʻrtburchak mato boʻlib, markazida nurli quyosh, uning ostida parvoz qilayotgan dasht burguti tasvirlangan. Bayroq dastasi yonida milliy naqshli vertikal tasma bor. Quyosh, nurlar, burgut va naqsh oltin rangda. Bayroq eni va uzunligining nisbati — 1:2. Bayroq muallifi — Shaken Niyazbekov.',
      'Davlat gerbi doira shaklida. Havorang fonda changaroq — oʻtov gumbazining yuqori qismi tasvirlangan, undan quyosh nurlari kabi har tomonga uvuqlar taraladi, ular afsonaviy qanotli otlarning qanotlari bilan hoshiyalangan. Gerbning yuqori qismida besh qirrali yulduz, pastki qismida «Qozogʻiston» yozuvi bor. Tasvirlar oltin rangda. Gerb mualliflari — Jandarbek Malibekov va Shot-Aman Ualixanov.',
      'Davlat madhiyasi — «Meniñ Qazaqstanym» («Mening Qozogʻistonim»), 2006-yilda tasdiqlangan. Musiqasi Shamshi Qaldayaqovniki, soʻzlari Jumeken Najimedenov va Nursulton Nazarboyevniki. Madhiya davlat tilida ijro etiladi, uni hamma oʻrnidan turib tinglaydi.',
      'Qozogʻistonda 4-iyun — Davlat ramzlari kuni: 1992-yilda aynan shu kuni mustaqil Qozogʻistonning birinchi bayrogʻi va gerbi tasdiqlangan.',
    ),
    p(
      'The state symbols of the Republic of Kazakhstan are the State Flag, the State Emblem and the State Anthem. Their description and use are set out in the Constitutional Law on the State Symbols of the Republic of Kazakhstan. The state symbols are displayed in the clinic’s ground-floor lobby.',
      'The State Flag is a rectangular sky-blue cloth with a sun and its rays in the centre and a steppe eagle soaring beneath it. A vertical band of national ornament runs along the hoist. The sun, rays, eagle and ornament are gold. The ratio of the flag’s width to its length is 1:2. The flag was designed by Shaken Niyazbekov.',
      'The State Emblem is round. On a blue background it shows a shanyrak, the crown of a yurt’s dome, with the uyk poles radiating from it like sunbeams, framed by the wings of mythical winged horses. A five-pointed star is at the top and the word “Kazakhstan” at the bottom, all in gold. The emblem’s authors are Zhandarbek Malibekov and Shot-Aman Ualikhanov.',
      'The State Anthem is “Meniñ Qazaqstanym” (“My Kazakhstan”), adopted in 2006. The music is by Shamshi Kaldayakov and the words by Zhumeken Nazhimedenov and Nursultan Nazarbayev. The anthem is performed in the state language, and those present stand while it plays.',
      'Kazakhstan celebrates State Symbols Day on 4 June: on that day in 1992 the first Flag and Emblem of independent Kazakhstan were adopted.',
    ),
  ),
};
