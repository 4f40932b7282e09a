export { DATE_FORMAT, DATE_WITH_YEAR_FORMAT, TIME_FORMAT, formatDate, formatTime, type DateInput } from './format';
export { DAYJS_LOCALES, MONDAY, SUNDAY, localized, weekStart } from './locales';
export { dottedToUsDate, parseDottedDate } from './parse';
