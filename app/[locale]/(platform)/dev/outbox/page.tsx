import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { PlatformHeader } from '@/components/platform/platform-header';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { listOutbox } from '@/lib/mail/outbox';

type Props = { params: Promise<{ locale: string }> };
type Status = 'queued' | 'outbox' | 'sent' | 'failed';

export const metadata: Metadata = { title: 'Outbox', robots: { index: false, follow: false } };

/** Outside production (or with DEV_OUTBOX=1, as the browser tests run): the mail a server without SMTP kept. */
function outboxPageEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.DEV_OUTBOX === '1';
}

/** The dev outbox (DESIGN "One machine, then many"): the newest 50 messages, server-rendered, no client code. */
export default async function DevOutboxPage({ params }: Props) {
  // Read per request: new mail must show on reload, and DEV_OUTBOX is read at run time.
  await connection();
  if (!outboxPageEnabled()) notFound();
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ru';
  const t = await getTranslations({ locale, namespace: 'Mail' });
  const rows = await listOutbox(50);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Almaty' });
  return (
    <>
      <PlatformHeader locale={locale} />
      <main id="main" className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t('outbox.title')}</h1>
        <p className="mt-2 max-w-3xl text-muted">{t('outbox.description')}</p>
        {rows.length === 0 ? (
          <p className="mt-6">{t('outbox.empty')}</p>
        ) : (
          <ol className="mt-6 flex flex-col gap-4">
            {rows.map((row) => (
              <li key={row.id}>
                <article aria-labelledby={`outbox-${row.id}`} data-outbox-id={row.id} data-recipient={row.recipient} data-status={row.status} className="rounded-xl border border-slate-200 bg-white p-4">
                  <h2 id={`outbox-${row.id}`} className="font-semibold break-words">
                    {row.subject ?? row.channel.toUpperCase()}
                  </h2>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted">{t('outbox.to')}</dt>
                    <dd className="break-all">{row.recipient}</dd>
                    <dt className="text-muted">{t('outbox.status')}</dt>
                    <dd>{t(`outbox.statuses.${row.status as Status}`)}</dd>
                    <dt className="text-muted">{t('outbox.created')}</dt>
                    <dd>
                      <time dateTime={row.createdAt.toISOString()}>{when.format(row.createdAt)}</time>
                    </dd>
                  </dl>
                  {/* Wrapped, not scrolled: a scrolling block would need its own tab stop. */}
                  <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap">{row.body}</pre>
                </article>
              </li>
            ))}
          </ol>
        )}
      </main>
    </>
  );
}
