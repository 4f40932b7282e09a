import type messages from '../messages/ru.json';
import type { routing } from './routing';

/** Message keys and locales typed from ru.json, as in next-intl's example app. */
declare module 'use-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
