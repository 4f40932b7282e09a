import type { ShippedHoliday } from './holiday-types';

/**
 * Uzbekistan's public holidays that are days off (Labour Code art. 207), 2026 and 2027. Ramazon
 * and Qurbon hayit follow the lunar calendar (the Muslim Board announces the date; these are the
 * expected ones); extra days off are set by a yearly decree: a clinic adds or removes such a day
 * with its own row of the `holidays` table.
 */
export const HOLIDAYS_UZ: readonly ShippedHoliday[] = [2026, 2027].flatMap((year) => [
  { day: `${year}-01-01`, name: { ru: 'Новый год', kk: 'Жаңа жыл', uz: 'Yangi yil', en: 'New Year' } },
  { day: `${year}-03-08`, name: { ru: 'Международный женский день', kk: 'Халықаралық әйелдер күні', uz: 'Xalqaro xotin-qizlar kuni', en: "International Women's Day" } },
  { day: `${year}-03-21`, name: { ru: 'Навруз', kk: 'Наурыз', uz: 'Navroʻz bayrami', en: 'Navruz' } },
  { day: `${year}-05-09`, name: { ru: 'День памяти и почестей', kk: 'Еске алу және құрмет күні', uz: 'Xotira va qadrlash kuni', en: 'Day of Remembrance and Honour' } },
  { day: `${year}-09-01`, name: { ru: 'День независимости', kk: 'Тәуелсіздік күні', uz: 'Mustaqillik kuni', en: 'Independence Day' } },
  { day: `${year}-10-01`, name: { ru: 'День учителя и наставника', kk: 'Мұғалімдер мен ұстаздар күні', uz: 'Oʻqituvchi va murabbiylar kuni', en: "Teachers' Day" } },
  { day: `${year}-12-08`, name: { ru: 'День Конституции', kk: 'Конституция күні', uz: 'Konstitutsiya kuni', en: 'Constitution Day' } },
]).concat([
  { day: '2026-03-20', name: { ru: 'Рамазан хайит', kk: 'Ораза айт', uz: 'Ramazon hayit', en: 'Eid al-Fitr' } },
  { day: '2026-05-27', name: { ru: 'Курбан хайит', kk: 'Құрбан айт', uz: 'Qurbon hayit', en: 'Eid al-Adha' } },
  { day: '2027-03-10', name: { ru: 'Рамазан хайит', kk: 'Ораза айт', uz: 'Ramazon hayit', en: 'Eid al-Fitr' } },
  { day: '2027-05-16', name: { ru: 'Курбан хайит', kk: 'Құрбан айт', uz: 'Qurbon hayit', en: 'Eid al-Adha' } },
]);
