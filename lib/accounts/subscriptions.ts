import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { domainOrder, servedDomain } from '@/lib/tenants/served-domains';
import { companies, companyDomains, news, newsCategories, newsSubscriptions, users } from '@/lib/db/schema';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { inMailTransaction } from '@/lib/mail/outbox';
import { clinicMailName } from '@/lib/mail/templates';
import { absoluteSiteUrl, canonicalAddress, publicBaseUrl } from '@/lib/seo/urls';
import { offeredLocales } from '@/lib/tenants/locales';
import { companySites } from './companies';
import { newsMail } from './news-mail';

/** The unsubscribe link's secret: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const newToken = () => randomBytes(32).toString('base64url');
export const hashUnsubscribeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The patient's subscriptions, newest first, with the clinic's name and site in the caller's language. */
export async function listSubscriptions(userId: number, locale: Locale) {
  const rows = await getDb()
    .select({ companyId: newsSubscriptions.companyId, createdAt: newsSubscriptions.createdAt })
    .from(newsSubscriptions)
    .where(eq(newsSubscriptions.userId, userId))
    .orderBy(desc(newsSubscriptions.createdAt), desc(newsSubscriptions.id));
  const sites = await companySites(
    rows.map((row) => row.companyId),
    locale,
  );
  return rows.flatMap((row) => {
    const site = sites.get(row.companyId);
    return site ? [{ companyCode: site.code, companyName: site.name, siteUrl: site.siteUrl, createdAt: row.createdAt.toISOString() }] : [];
  });
}

/**
 * Subscribes the patient to a company's news (again: no change). The mails come in the
 * caller's language when the company offers it, else in Russian.
 */
export async function subscribe(userId: number, company: { id: number; name: Parameters<typeof offeredLocales>[0] }, locale: Locale): Promise<void> {
  const mailLocale = offeredLocales(company.name).includes(locale) ? locale : 'ru';
  await getDb()
    .insert(newsSubscriptions)
    .values({ userId, companyId: company.id, locale: mailLocale, tokenHash: hashUnsubscribeToken(newToken()) })
    .onConflictDoNothing({ target: [newsSubscriptions.userId, newsSubscriptions.companyId] });
}

/** Ends the patient's subscription to the company; true when there was one. */
export async function unsubscribe(userId: number, companyId: number): Promise<boolean> {
  const deleted = await getDb()
    .delete(newsSubscriptions)
    .where(and(eq(newsSubscriptions.userId, userId), eq(newsSubscriptions.companyId, companyId)))
    .returning({ id: newsSubscriptions.id });
  return deleted.length > 0;
}

/** What the unsubscribe page shows for a link's token, or null when it is unknown (already used, or replaced by a newer mail's). */
export async function findSubscriptionByToken(token: string) {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
  const [row] = await getDb()
    .select({ id: newsSubscriptions.id, locale: newsSubscriptions.locale, companyName: companies.name, email: users.email })
    .from(newsSubscriptions)
    .innerJoin(companies, eq(companies.id, newsSubscriptions.companyId))
    .innerJoin(users, eq(users.id, newsSubscriptions.userId))
    .where(eq(newsSubscriptions.tokenHash, hashUnsubscribeToken(token)))
    .limit(1);
  return row ?? null;
}

/** Unsubscribes by a mail's link; true when the token named a subscription. */
export async function unsubscribeByToken(token: string): Promise<boolean> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return false;
  const deleted = await getDb().delete(newsSubscriptions).where(eq(newsSubscriptions.tokenHash, hashUnsubscribeToken(token))).returning({ id: newsSubscriptions.id });
  return deleted.length > 0;
}

/** The unsubscribe page of a token on the platform host, in the subscription's language. */
export function unsubscribePageUrl(token: string, locale: Locale): string {
  return `${publicBaseUrl().origin}${localePrefix(locale)}/unsubscribe/${token}`;
}

/** The one-click endpoint (RFC 8058) a mail program POSTs to; the page's button posts there too. */
export function unsubscribeActionPath(token: string, locale: Locale): string {
  return `/api/news-unsubscribe/${locale}/${token}`;
}

/**
 * Mails every subscriber of the news item's clinic, once: in one transaction the item is marked
 * (`subscribers_notified_at`, set only while it is null, so a second call, even a concurrent one,
 * mails no one), each subscription gets a fresh unsubscribe token (only its hash is kept, so a
 * mail's link is made when the mail is) and each mail goes to the outbox with its mail.send job.
 * Items not published yet are left for later. Returns how many mails were queued.
 */
export async function notifySubscribersOfNews(newsId: number): Promise<{ mailed: number }> {
  return inMailTransaction(async (db, queueMail) => {
    // "Public by now" as the site asks it: the process's clock, in milliseconds. A default
    // publishedAt is PostgreSQL's now() in microseconds; compared whole, an item stamped in this
    // very millisecond was not public yet (about one in twenty-five right after the insert).
    const [item] = await db
      .update(news)
      .set({ subscribersNotifiedAt: new Date() })
      .where(and(eq(news.id, newsId), isNull(news.subscribersNotifiedAt), eq(news.isPublished, true), lte(sql`date_trunc('milliseconds', ${news.publishedAt})`, new Date())))
      .returning();
    if (!item) return { mailed: 0 };
    const [category] = await db.select({ slug: newsCategories.slug }).from(newsCategories).where(eq(newsCategories.id, item.categoryId));
    const [company] = await db.select({ slug: companies.slug, name: companies.name }).from(companies).where(eq(companies.id, item.companyId));
    const domains = await db.select({ host: companyDomains.host }).from(companyDomains).where(and(eq(companyDomains.companyId, item.companyId), servedDomain)).orderBy(...domainOrder);
    const address = canonicalAddress({ slug: company.slug, domains: domains.map((d) => d.host) });
    const offered = offeredLocales(company.name);
    const subscribers = await db
      .select({ id: newsSubscriptions.id, locale: newsSubscriptions.locale, email: users.email })
      .from(newsSubscriptions)
      .innerJoin(users, eq(users.id, newsSubscriptions.userId))
      .where(and(eq(newsSubscriptions.companyId, item.companyId), isNotNull(users.email)))
      .orderBy(asc(newsSubscriptions.id));
    let mailed = 0;
    for (const subscriber of subscribers) {
      const locale = (offered as readonly string[]).includes(subscriber.locale) ? (subscriber.locale as Locale) : 'ru';
      const token = newToken();
      await db.update(newsSubscriptions).set({ tokenHash: hashUnsubscribeToken(token) }).where(eq(newsSubscriptions.id, subscriber.id));
      const mail = newsMail({
        to: subscriber.email!,
        locale,
        clinic: clinicMailName(company.name, locale),
        title: pickLocalized(item.title, locale),
        summary: pickLocalized(item.summary, locale),
        url: absoluteSiteUrl(address, locale, `news/${encodeURIComponent(category.slug)}/${encodeURIComponent(item.slug)}`),
        unsubscribePageUrl: unsubscribePageUrl(token, locale),
        oneClickUrl: `${publicBaseUrl().origin}${unsubscribeActionPath(token, locale)}`,
      });
      await queueMail(mail, { newsId: item.id, subscriptionId: subscriber.id });
      mailed += 1;
    }
    return { mailed };
  });
}

