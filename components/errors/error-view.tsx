'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { isBotUserAgent } from '@/lib/proxy/bots';
import { notFoundMessage } from '@/lib/proxy/not-found';
import { useHomeHref } from './use-home-href';

export type ErrorViewProps = {
  status: number | 'network';
  title: string;
  description: string;
  /** The requested path in the page's language, e.g. "Запрошенный адрес: {fullPath}"; the path is filled in the browser. */
  pathTemplate?: string;
  statusLabel?: string;
  action: { kind: 'home'; label: string } | { kind: 'reload'; label: string };
};

const noSubscribe = () => () => {};
const readFullPath = () => window.location.pathname + window.location.search;
const readIsBot = () => isBotUserAgent(navigator.userAgent);

/**
 * The error page body of SPEC 2.8: its content appears after 1.5 s (CSS, so it also works
 * before scripts load), and bots get the status with no error page. A 404 logs SPEC 8's
 * 'Page Not Found: {fullPath}' to the console; the visitor reads the path in their language.
 */
export function ErrorView({ status, title, description, pathTemplate, statusLabel, action }: ErrorViewProps) {
  const fullPath = useSyncExternalStore(noSubscribe, readFullPath, () => '');
  const isBot = useSyncExternalStore(noSubscribe, readIsBot, () => false);
  const homeHref = useHomeHref();
  useEffect(() => {
    if (status === 404 && fullPath) console.warn(notFoundMessage(fullPath));
  }, [status, fullPath]);
  if (isBot) return null;

  return (
    <section className="error-delayed mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center" aria-labelledby="error-title" data-status={status}>
      {typeof status === 'number' && (
        <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
          {status}
        </p>
      )}
      <h1 id="error-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="text-muted">{description}</p>
      {pathTemplate && fullPath && <p className="text-sm break-all text-muted">{pathTemplate.replace('{fullPath}', fullPath)}</p>}
      {statusLabel && <p className="text-sm text-muted">{statusLabel}</p>}
      {action.kind === 'home' ? (
        <a href={homeHref} className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
          {action.label}
        </a>
      ) : (
        <button type="button" onClick={() => window.location.reload()} className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800">
          {action.label}
        </button>
      )}
    </section>
  );
}
