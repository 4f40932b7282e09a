export { DATE_FORMATS, TIME_FORMAT, formatDate, formatDateTime, formatShortDate, formatTime, type DateInput, type FormatOptions } from './format';
export { CLINIC_TIME_ZONES, DEFAULT_TIME_ZONE, clinicTimeZone, isClinicTimeZone, type ClinicTimeZone } from './time-zones';
export { DAYJS_LOCALES, MONDAY, SUNDAY, localized, weekStart } from './locales';
export { dottedToUsDate, parseDottedDate } from './parse';
