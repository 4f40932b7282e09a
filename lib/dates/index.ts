export { DATE_FORMATS, TIME_FORMAT, formatDate, formatDateTime, formatShortDate, formatTime, type DateInput } from './format';
export { DAYJS_LOCALES, MONDAY, SUNDAY, localized, weekStart } from './locales';
export { dottedToUsDate, parseDottedDate } from './parse';
