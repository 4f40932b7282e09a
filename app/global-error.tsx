'use client';

import { ErrorBoundaryView } from '@/components/errors/error-boundary-view';
import './globals.css';

/** An error in the root layout itself: the error page with its own document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ru">
      <body className="min-h-screen font-sans antialiased">
        <ErrorBoundaryView error={error} />
      </body>
    </html>
  );
}
