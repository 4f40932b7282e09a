import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { domainToUnicode } from 'node:url';
import { getDb, type Database } from '@/lib/db/client';
import { businessAccounts, companies, companyDomains, users } from '@/lib/db/schema';
import { txtName } from '@/lib/domains/config';
import { checkTxt } from '@/lib/domains/txt-check';
import { isLocale, localePrefix, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { translatorFor } from '@/lib/i18n/messages';
import { logger } from '@/lib/log';
import { inMailTransaction, type QueueMail } from '@/lib/mail/outbox';
import { mail } from '@/lib/mail/templates';
import { publicBaseUrl } from '@/lib/seo/urls';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { recordAudit } from '@/lib/business/audit';
import { CLAIM_DAYS } from './service';

/*
 * The scheduled care of custom domains (docs/decisions.md "Domain claims"):
 * - a verified domain's TXT record is looked up again (every 6 hours, clinic/domains/queues.ts); a definite
 *   answer without our record twice in a row takes the verification away, a DNS failure changes nothing;
 * - an unverified claim is removed CLAIM_DAYS days after it was made or lost its verification.
 */

/** Definite answers without our record in a row that take a domain's verification away. */
export const RECHECK_MISSES = 2;
/** DNS lookups at once. */
const PARALLEL = 8;

type Checked = { id: number; host: string; token: string; companyId: number; code: string; isPrimary: boolean; recheckFailures: number };
export type RecheckSummary = { checked: number; kept: number; missed: number; unverified: number; dnsErrors: number };

/** The owner's mail: the domain no longer opens the site; restore the record and check again. */
async function tellOwner(db: Pick<Database, 'select'>, queueMail: QueueMail, domain: Checked): Promise<void> {
  const [owner] = await db
    .select({ email: users.email, locale: users.locale, name: companies.name })
    .from(businessAccounts)
    .innerJoin(users, eq(users.id, businessAccounts.userId))
    .innerJoin(companies, eq(companies.id, businessAccounts.companyId))
    .where(and(eq(businessAccounts.companyId, domain.companyId), eq(businessAccounts.isOwner, true)))
    .limit(1);
  if (!owner?.email) return;
  const locale: Locale = isLocale(owner.locale) ? owner.locale : 'ru';
  const t = translatorFor(locale, 'BusinessMail');
  const clinic = pickLocalized(owner.name, locale);
  const host = domainToUnicode(domain.host) || domain.host;
  const link = `${publicBaseUrl().origin}${localePrefix(locale)}/pro/${domain.code}/0/domains`;
  await queueMail(
    mail('domain.unverified', owner.email, undefined, 'Clinics Online', t('domainLost.subject', { host, clinic }), [
      { paragraph: t('domainLost.intro', { host, clinic, name: txtName(domain.host) }) },
      { paragraph: t('domainLost.action', { link }) },
    ]),
    { companyCode: domain.code, domainId: domain.id },
  );
}

/** The verification goes: not served, not primary, audited, the owner told; the company's caches expire as when it was verified. */
async function unverify(domain: Checked): Promise<void> {
  const done = await inMailTransaction(async (db, queueMail) => {
    const [row] = await db
      .update(companyDomains)
      .set({ verifiedAt: null, isPrimary: false, recheckFailures: 0, verificationLostAt: new Date() })
      .where(and(eq(companyDomains.id, domain.id), isNotNull(companyDomains.verifiedAt)))
      .returning({ id: companyDomains.id });
    if (!row) return false;
    await recordAudit(db, { userId: null, companyId: domain.companyId, action: 'domain.unverify', targetId: domain.id, details: { host: domain.host } });
    await tellOwner(db, queueMail, domain);
    return true;
  });
  if (done) await invalidateCompany(domain.code, domain.isPrimary ? { sites: [domain.host], tenant: true } : { sites: [domain.host] });
}

/** One domain's recheck: what DNS answered. */
async function recheck(domain: Checked, summary: RecheckSummary): Promise<void> {
  const answer = await checkTxt(domain.host, domain.token);
  summary.checked += 1;
  const db = getDb();
  if (answer === 'found') {
    summary.kept += 1;
    if (domain.recheckFailures > 0) await db.update(companyDomains).set({ recheckFailures: 0 }).where(eq(companyDomains.id, domain.id));
    return;
  }
  if (answer === 'dns_error') {
    // No answer is no evidence: the count of misses stays as it was.
    summary.dnsErrors += 1;
    return;
  }
  const misses = domain.recheckFailures + 1;
  if (misses < RECHECK_MISSES) {
    summary.missed += 1;
    await db.update(companyDomains).set({ recheckFailures: misses }).where(eq(companyDomains.id, domain.id));
    return;
  }
  summary.unverified += 1;
  await unverify(domain);
  logger.info({ host: domain.host, company: domain.code }, 'domains: verification lost, the TXT record is gone');
}

/**
 * Looks up every verified domain's TXT record once (or one company's: `scope`). Domains without a token (set up by the
 * platform itself: the demo data's `*.localhost`) have no record to look for and are not rechecked.
 */
export async function recheckVerifiedDomains(scope: { companyId?: number } = {}): Promise<RecheckSummary> {
  const domains: Checked[] = (
    await getDb()
      .select({ id: companyDomains.id, host: companyDomains.host, token: companyDomains.verificationToken, companyId: companyDomains.companyId, code: companies.code, isPrimary: companyDomains.isPrimary, recheckFailures: companyDomains.recheckFailures })
      .from(companyDomains)
      .innerJoin(companies, eq(companies.id, companyDomains.companyId))
      .where(and(isNotNull(companyDomains.verifiedAt), isNotNull(companyDomains.verificationToken), scope.companyId === undefined ? undefined : eq(companyDomains.companyId, scope.companyId)))
      .orderBy(companyDomains.id)
  ).map((row) => ({ ...row, token: row.token! }));
  const summary: RecheckSummary = { checked: 0, kept: 0, missed: 0, unverified: 0, dnsErrors: 0 };
  let next = 0;
  const worker = async () => {
    while (next < domains.length) {
      const domain = domains[next++];
      try {
        await recheck(domain, summary);
      } catch (error) {
        logger.error({ err: error, host: domain.host }, 'domains: recheck failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, domains.length) }, worker));
  return summary;
}

/** Removes the unverified claims older than CLAIM_DAYS (from their adding, or from losing their verification); audited as domain.expire. */
export async function expireDomainClaims(now: Date = new Date(), scope: { companyId?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - CLAIM_DAYS * 24 * 60 * 60 * 1000);
  return getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(companyDomains)
      .where(
        and(
          isNull(companyDomains.verifiedAt),
          lt(sql`coalesce(${companyDomains.verificationLostAt}, ${companyDomains.createdAt})`, cutoff),
          scope.companyId === undefined ? undefined : eq(companyDomains.companyId, scope.companyId),
        ),
      )
      .returning({ id: companyDomains.id, host: companyDomains.host, companyId: companyDomains.companyId });
    for (const claim of removed) {
      await recordAudit(tx, { userId: null, companyId: claim.companyId, action: 'domain.expire', targetId: claim.id, details: { host: claim.host } });
    }
    return removed.length;
  });
}
