import { localizedValues, sqlText, wordPattern } from './match-pattern';

/**
 * The cities the platform directory filters by (issue 21). A clinic's city is read from its
 * address in any of its languages (the generated column companies.city): the first city of
 * this list whose name the address holds as a word. Names are how addresses spell them (ru,
 * kk, uz, en and the older spellings); what the directory shows is in the message files
 * (PlatformDirectory.cities.{key}); it lives beside the schema, whose generated column reads it. A clinic whose address names no city here has none and is
 * found by the text search only; adding a city is a new entry here and a migration.
 */
export const CITIES = [
  { key: 'almaty', names: ['Алматы', 'Алма-Ата', 'Almaty', 'Olmaota'] },
  { key: 'astana', names: ['Астана', 'Astana', 'Нур-Султан', 'Nur-Sultan'] },
  { key: 'shymkent', names: ['Шымкент', 'Чимкент', 'Shymkent', 'Chimkent'] },
  { key: 'karaganda', names: ['Караганда', 'Қарағанды', 'Karaganda', 'Qaraghandy', 'Qaragʻanda', "Qarag'anda"] },
  { key: 'aktobe', names: ['Актобе', 'Ақтөбе', 'Aktobe', 'Aqtobe', 'Aqtoʻbe'] },
  { key: 'taraz', names: ['Тараз', 'Taraz'] },
  { key: 'pavlodar', names: ['Павлодар', 'Pavlodar'] },
  { key: 'oskemen', names: ['Усть-Каменогорск', 'Өскемен', 'Oskemen', 'Ust-Kamenogorsk', 'Oʻskemen'] },
  { key: 'semey', names: ['Семей', 'Semey', 'Semipalatinsk', 'Семипалатинск'] },
  { key: 'atyrau', names: ['Атырау', 'Atyrau'] },
  { key: 'kostanay', names: ['Костанай', 'Қостанай', 'Kostanay', 'Qostanay'] },
  { key: 'kyzylorda', names: ['Кызылорда', 'Қызылорда', 'Kyzylorda', 'Qyzylorda', 'QizilOʻrda', 'Qizilo‘rda'] },
  { key: 'oral', names: ['Уральск', 'Орал', 'Uralsk', 'Oral'] },
  { key: 'petropavl', names: ['Петропавловск', 'Петропавл', 'Petropavl', 'Petropavlovsk'] },
  { key: 'aktau', names: ['Актау', 'Ақтау', 'Aktau', 'Aqtau'] },
  { key: 'turkistan', names: ['Туркестан', 'Түркістан', 'Turkistan', 'Turkestan'] },
  { key: 'tashkent', names: ['Ташкент', 'Тошкент', 'Tashkent', 'Toshkent'] },
  { key: 'samarkand', names: ['Самарканд', 'Самарқанд', 'Samarkand', 'Samarqand'] },
  { key: 'bukhara', names: ['Бухара', 'Бухоро', 'Bukhara', 'Buxoro'] },
  { key: 'namangan', names: ['Наманган', 'Namangan'] },
  { key: 'andijan', names: ['Андижан', 'Андижон', 'Andijan', 'Andijon'] },
  { key: 'fergana', names: ['Фергана', 'Фарғона', 'Fergana', 'Fargʻona', "Farg'ona"] },
  { key: 'nukus', names: ['Нукус', 'Nukus'] },
  { key: 'karshi', names: ['Карши', 'Қарши', 'Karshi', 'Qarshi'] },
] as const;

export type CityKey = (typeof CITIES)[number]['key'];
export const CITY_KEYS: readonly CityKey[] = CITIES.map((city) => city.key);
export const isCityKey = (value: string): value is CityKey => (CITY_KEYS as readonly string[]).includes(value);

/** The generated column's expression: the key of the first city the address names, else null. */
export function cityColumnSql(address = 'address'): string {
  const text = localizedValues(address);
  return `CASE ${CITIES.map((city) => `WHEN (${text}) ~ ${sqlText(wordPattern(city.names))} THEN ${sqlText(city.key)}`).join(' ')} END`;
}
