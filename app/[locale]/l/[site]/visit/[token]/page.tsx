import type { Metadata } from 'next';
import { ManageVisit } from '@/components/booking/manage-visit';
import { bookingContext } from '@/components/booking/site-booking';
import { clinicCodeOfManageToken } from '@/lib/booking/visit-clinic';
import { readSegment } from '@/lib/content/segments';
import { MESSAGES } from '@/lib/i18n/message-files';
import { isLocale } from '@/lib/i18n/locales';
import { loadSitePage, type SiteParams } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import { notFound } from 'next/navigation';

type Props = { params: Promise<SiteParams & { token: string }> };

export const dynamicParams = true;
export function generateStaticParams(): { token: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const texts = MESSAGES[isLocale(locale) ? locale : 'ru'].Booking;
  // A patient's own link: never indexed, never sent on as a referrer.
  return { title: texts.manageTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * A visit's manage page (issue 30), from the confirmation and the visit's messages: the patient
 * sees the visit and cancels or moves it without signing in (the token is the secret). The page
 * is one shell for every token of this clinic (another clinic's token is 404); the island reads
 * the visit by the token in the browser.
 */
export default async function VisitPage({ params }: Props) {
  const token = readSegment((await params).token);
  if (token === null || token.length > 100) notFound();
  const site = await loadSitePage(params, `visit/${token}`);
  // A manage link works on its own clinic's site only: another clinic's page does not show it.
  const owner = await clinicCodeOfManageToken(token);
  if (owner !== null && owner !== site.company.code) notFound();
  const ctx = bookingContext(site);
  return (
    <article className="mx-auto flex w-full max-w-xl flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h1 className="text-2xl font-bold">{ctx.texts.manageTitle}</h1>
      <ManageVisit ctx={ctx} token={token} specialistsHref={siteLink(site.links, 'specialists')} />
    </article>
  );
}
