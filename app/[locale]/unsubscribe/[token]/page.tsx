import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { PlatformHeader } from '@/components/platform/platform-header';
import { findSubscriptionByToken, unsubscribeActionPath } from '@/lib/accounts/subscriptions';
import { isLocale, localePrefix, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';

type Props = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<{ done?: string }> };

const toLocale = (value: string): Locale => (isLocale(value) ? value : 'ru');

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'ProfileSubscriptions.unsubscribePage' });
  // A personal link: never indexed, and its address is never sent on as a referrer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * The news e-mail's unsubscribe link (no sign-in): it only asks. Opening it (a person, or a
 * mail scanner following links) changes nothing; the one button posts to the one-click
 * endpoint, which sends the visitor back here with `?done=1`. Works without JavaScript.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  await connection();
  const { locale: raw, token } = await params;
  const locale = toLocale(raw);
  const { done } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'ProfileSubscriptions.unsubscribePage' });
  const subscription = done === '1' ? null : await findSubscriptionByToken(token);
  const home = localePrefix(locale) || '/';
  return (
    <>
      <PlatformHeader locale={locale} />
      <main id="main" className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold">{done === '1' ? t('done') : subscription ? t('title') : t('invalid')}</h1>
        {done === '1' ? (
          <p className="mt-4" role="status">
            {t('doneText')}
          </p>
        ) : subscription ? (
          <form method="post" action={unsubscribeActionPath(token, locale)} className="mt-4">
            <p>{t('question', { clinic: pickLocalized(subscription.companyName, locale), email: subscription.email ?? '' })}</p>
            <button type="submit" className="mt-6 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2">
              {t('confirm')}
            </button>
          </form>
        ) : (
          <p className="mt-4">{t('invalidText')}</p>
        )}
        <p className="mt-8">
          <a className="font-medium text-brand-700 underline" href={home}>
            {t('home')}
          </a>
        </p>
      </main>
    </>
  );
}
