import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/** The locale comes from the [locale] root param, so pages stay static and cacheable. */
export default getRequestConfig(async ({ locale: explicit }) => {
  const candidate = explicit ?? (await rootLocale());
  const locale = isLocale(candidate) ? candidate : DEFAULT_LOCALE;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone: 'Asia/Almaty',
  };
});
