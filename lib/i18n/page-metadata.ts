import type { Metadata } from 'next';
import { isLocale } from './locales';
import { MESSAGES, type Messages } from './message-files';

/**
 * generateMetadata for a page of the signed-in areas: its title from the messages of the
 * address's locale (Russian for an unknown one), never in a search index.
 */
export function privatePageMetadata(title: (messages: Messages) => string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    return { title: title(MESSAGES[isLocale(locale) ? locale : 'ru']), robots: { index: false, follow: false } };
  };
}
