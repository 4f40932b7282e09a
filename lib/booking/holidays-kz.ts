import type { ShippedHoliday } from './holiday-types';

/**
 * Kazakhstan's public holidays that are days off (Labour Code art. 84, the law «On holidays»),
 * 2026 and 2027. Kurban Ait's first day follows the lunar calendar (the Muslim Board's date);
 * transfers of days off are set by a yearly government decree: a clinic adds or removes such a
 * day with its own row of the `holidays` table.
 */
export const HOLIDAYS_KZ: readonly ShippedHoliday[] = [2026, 2027].flatMap((year) => [
  { day: `${year}-01-01`, name: { ru: 'Новый год', kk: 'Жаңа жыл', uz: 'Yangi yil', en: 'New Year' } },
  { day: `${year}-01-02`, name: { ru: 'Новый год', kk: 'Жаңа жыл', uz: 'Yangi yil', en: 'New Year' } },
  { day: `${year}-01-07`, name: { ru: 'Рождество Христово', kk: 'Православиелік Рождество', uz: 'Pravoslav Rojdestvosi', en: 'Orthodox Christmas' } },
  { day: `${year}-03-08`, name: { ru: 'Международный женский день', kk: 'Халықаралық әйелдер күні', uz: 'Xalqaro xotin-qizlar kuni', en: "International Women's Day" } },
  { day: `${year}-03-21`, name: { ru: 'Наурыз мейрамы', kk: 'Наурыз мейрамы', uz: 'Navroʻz bayrami', en: 'Nauryz' } },
  { day: `${year}-03-22`, name: { ru: 'Наурыз мейрамы', kk: 'Наурыз мейрамы', uz: 'Navroʻz bayrami', en: 'Nauryz' } },
  { day: `${year}-03-23`, name: { ru: 'Наурыз мейрамы', kk: 'Наурыз мейрамы', uz: 'Navroʻz bayrami', en: 'Nauryz' } },
  { day: `${year}-05-01`, name: { ru: 'Праздник единства народа Казахстана', kk: 'Қазақстан халқының бірлігі мерекесі', uz: 'Qozogʻiston xalqi birligi bayrami', en: 'Unity Day of the People of Kazakhstan' } },
  { day: `${year}-05-07`, name: { ru: 'День защитника Отечества', kk: 'Отан қорғаушы күні', uz: 'Vatan himoyachilari kuni', en: 'Defender of the Fatherland Day' } },
  { day: `${year}-05-09`, name: { ru: 'День Победы', kk: 'Жеңіс күні', uz: 'Gʻalaba kuni', en: 'Victory Day' } },
  { day: `${year}-07-06`, name: { ru: 'День столицы', kk: 'Астана күні', uz: 'Poytaxt kuni', en: 'Capital Day' } },
  { day: `${year}-08-30`, name: { ru: 'День Конституции', kk: 'Конституция күні', uz: 'Konstitutsiya kuni', en: 'Constitution Day' } },
  { day: `${year}-10-25`, name: { ru: 'День Республики', kk: 'Республика күні', uz: 'Respublika kuni', en: 'Republic Day' } },
  { day: `${year}-12-16`, name: { ru: 'День Независимости', kk: 'Тәуелсіздік күні', uz: 'Mustaqillik kuni', en: 'Independence Day' } },
]).concat([
  { day: '2026-05-27', name: { ru: 'Курбан айт', kk: 'Құрбан айт', uz: 'Qurbon hayit', en: 'Eid al-Adha' } },
  { day: '2027-05-16', name: { ru: 'Курбан айт', kk: 'Құрбан айт', uz: 'Qurbon hayit', en: 'Eid al-Adha' } },
]);
