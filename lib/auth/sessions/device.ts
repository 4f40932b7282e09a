import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';

// First match wins: Edge, Opera, Yandex and Samsung say "Chrome" too, Chrome says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The browser and system of a User-Agent in plain words: "Chrome on Android", "Safari на iPhone", or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined, locale: Locale): string {
  const t = translatorFor(locale, 'AccountSessions');
  const agent = userAgent ?? '';
  const browser = find(BROWSERS, agent);
  const system = find(SYSTEMS, agent);
  if (!browser && !system) return t('unknownDevice');
  if (!system) return browser!;
  return t('device', { browser: browser ?? t('someBrowser'), os: system });
}
