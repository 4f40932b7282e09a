'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { errorTexts, errorVariant, readEmbeddedErrorMessages, type ErrorMessages } from './error-texts';
import { ErrorView } from './error-view';

const noSubscribe = () => () => {};

/**
 * The 500 and network variants of SPEC 2.8 for error boundaries. Their texts come from the
 * page (ErrorTextsScript in the root layout); `loadMessages` serves the global error, whose
 * document replaced the page, by loading the locale's message file then.
 */
export function ErrorBoundaryView({ error, status, loadMessages }: { error: Error; status?: number; loadMessages?: () => Promise<ErrorMessages> }) {
  // The page's own texts, read once the browser has the page (none while rendering on the server).
  const embedded = useSyncExternalStore(noSubscribe, readEmbeddedErrorMessages, () => null);
  const [loaded, setLoaded] = useState<ErrorMessages | null>(null);
  useEffect(() => {
    if (!readEmbeddedErrorMessages()) loadMessages?.().then(setLoaded, () => setLoaded(null));
  }, [loadMessages]);
  const messages = embedded ?? loaded;
  if (!messages) return <main id="main" />;

  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const variant = errorVariant(error, status, online);
  const texts = errorTexts(messages, variant);
  return (
    <main id="main">
      <ErrorView
        status={variant === 'network' ? 'network' : (status ?? 500)}
        title={texts.title}
        description={texts.description}
        statusLabel={variant === 'common' && status ? texts.status.replace('{status}', String(status)) : undefined}
        action={{ kind: 'reload', label: texts.reloadPage }}
      />
    </main>
  );
}
