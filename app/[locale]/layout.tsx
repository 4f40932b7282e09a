import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLocale, LOCALES } from '@/lib/i18n/locales';
import { SignedInHintScript } from '@/components/auth/signed-in-hint-script';
import { ErrorTextsScript } from '@/components/errors/error-texts-script';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000'),
  // The platform's mark (public/favicon.svg, and favicon.ico for browsers that ask for it);
  // a clinic's site links its own favicon instead (lib/seo/metadata.ts).
  icons: { icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }] },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f766e' };

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** The root layout: <html lang> per locale. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    // The hint script marks <html data-signed-in> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <SignedInHintScript />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        <ErrorTextsScript locale={locale} />
      </body>
    </html>
  );
}
