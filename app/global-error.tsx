'use client';

import { ErrorBoundaryView } from '@/components/errors/error-boundary-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import './globals.css';

/** The locale from the visible URL: `/kk/...` is Kazakh, no prefix is Russian. */
function currentLocale() {
  const first = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** An error in the root layout itself: its document replaced the page, so the texts are loaded now. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = currentLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans antialiased">
        <ErrorBoundaryView error={error} loadMessages={() => import(`@/messages/${locale}.json`).then((m) => m.default.Errors)} />
      </body>
    </html>
  );
}
