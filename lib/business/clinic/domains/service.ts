import { randomBytes } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';
import { getDb, type Database } from '@/lib/db/client';
import { companyDomains } from '@/lib/db/schema';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { txtName } from '@/lib/domains/config';
import { domainOrder, servedDomain } from '@/lib/tenants/served-domains';
import { parseDomain } from '@/lib/domains/hostname';
import { checkTxt } from '@/lib/domains/txt-check';
import { checkPointing } from '@/lib/domains/points-at-us';
import { looksLike } from '@/lib/domains/lookalike';

export type DomainRow = typeof companyDomains.$inferSelect;

/** At most this many domains per company. */
export const MAX_DOMAINS = 10;

export async function listDomains(companyId: number): Promise<DomainRow[]> {
  return getDb().select().from(companyDomains).where(eq(companyDomains.companyId, companyId)).orderBy(...domainOrder);
}

async function ownDomain(companyId: number, id: number): Promise<DomainRow> {
  const [row] = await getDb().select().from(companyDomains).where(and(eq(companyDomains.id, id), eq(companyDomains.companyId, companyId))).limit(1);
  if (!row) throw new BusinessError(404, 'domain_not_found');
  return row;
}

const audit = (member: BusinessMember) => ({ userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id });

/**
 * A verified or removed domain changes what its host answers (`sites`); the primary one changes
 * the proxy's redirect target (`tenant`). Either way the company's pages (canonical URLs) and the
 * directory expire.
 */
async function changed(member: BusinessMember, change: { host: string } | 'primary') {
  await invalidateCompany(member.company.code, change === 'primary' ? { tenant: true } : { sites: [change.host] });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Claims of a host by other companies may exist (unverified); a claim expires this many days after it was made or lost its verification. */
export const CLAIM_DAYS = 14;

/**
 * The verified domain of another company that `host` is or reads like (a homograph: the same
 * confusable skeleton, lib/domains/lookalike.ts), if any. Every verified host of the other
 * companies is compared (a few thousand short strings at most).
 */
async function heldElsewhere(db: Pick<Database, 'select'>, companyId: number, host: string): Promise<{ host: string; same: boolean } | null> {
  const rows = await db.select({ host: companyDomains.host }).from(companyDomains).where(and(ne(companyDomains.companyId, companyId), servedDomain));
  const same = rows.find((row) => row.host === host);
  if (same) return { host, same: true };
  const alike = rows.find((row) => looksLike(host, row.host));
  return alike ? { host: alike.host, same: false } : null;
}

/**
 * Adds a domain, unverified, with a new random token for its TXT record. Another company's
 * unverified claim of the host does not block it: the first to verify wins (docs/decisions.md
 * "Domain claims"). Another company's verified domain, or a host that reads like one, is refused.
 */
export async function addDomain(member: BusinessMember, input: string): Promise<DomainRow> {
  const parsed = parseDomain(input);
  if ('problem' in parsed) throw new BusinessError(400, 'invalid_input', {}, { domain: [parsed.problem] });
  const host = parsed.host;
  const db = getDb();
  const [own] = await db.select({ id: companyDomains.id }).from(companyDomains).where(and(eq(companyDomains.host, host), eq(companyDomains.companyId, member.company.id))).limit(1);
  if (own) throw new BusinessError(400, 'invalid_input', {}, { domain: ['domain_added'] });
  const held = await heldElsewhere(db, member.company.id, host);
  if (held) throw new BusinessError(400, 'invalid_input', {}, { domain: [held.same ? 'domain_taken' : 'domain_lookalike'] });
  const count = (await listDomains(member.company.id)).length;
  if (count >= MAX_DOMAINS) throw new BusinessError(409, 'domain_limit', { max: MAX_DOMAINS });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(companyDomains).values({ companyId: member.company.id, host, verificationToken: randomBytes(16).toString('hex') }).returning();
      await recordAudit(tx, { ...audit(member), action: 'domain.add', targetId: row.id, details: { host } });
      return row;
    });
  } catch (error) {
    // The same company adding the host twice at once.
    if (isUniqueViolation(error)) throw new BusinessError(400, 'invalid_input', {}, { domain: ['domain_added'] });
    throw error;
  }
}

/** The TXT check: found -> verified (and served from the next request); else 409 with what is wrong. */
export async function verifyDomain(member: BusinessMember, id: number): Promise<DomainRow> {
  const row = await ownDomain(member.company.id, id);
  if (row.verifiedAt) return row;
  const held = await heldElsewhere(getDb(), member.company.id, row.host);
  if (held) throw new BusinessError(409, held.same ? 'domain_held' : 'domain_lookalike', { host: domainToUnicode(held.host) || held.host });
  const answer = await checkTxt(row.host, row.verificationToken ?? '');
  if (answer !== 'found') throw new BusinessError(409, answer === 'dns_error' ? 'domain_dns_failed' : answer === 'mismatch' ? 'domain_txt_mismatch' : 'domain_txt_missing', { name: txtName(row.host) });
  let updated: DomainRow;
  try {
    updated = await getDb().transaction(async (tx) => {
      // Checked again here: another company may have verified the host (or one like it) since this one was added.
      const holder = await heldElsewhere(tx, member.company.id, row.host);
      if (holder) throw new BusinessError(409, holder.same ? 'domain_held' : 'domain_lookalike', { host: domainToUnicode(holder.host) || holder.host });
      const [done] = await tx.update(companyDomains).set({ verifiedAt: new Date(), recheckFailures: 0, verificationLostAt: null }).where(eq(companyDomains.id, row.id)).returning();
      await recordAudit(tx, { ...audit(member), action: 'domain.verify', targetId: row.id, details: { host: row.host } });
      // The winner takes the host: the other companies' unverified claims of it go, each in its company's log.
      const dropped = await tx
        .delete(companyDomains)
        .where(and(eq(companyDomains.host, row.host), ne(companyDomains.companyId, member.company.id), isNull(companyDomains.verifiedAt)))
        .returning({ id: companyDomains.id, companyId: companyDomains.companyId });
      for (const claim of dropped) {
        await recordAudit(tx, { userId: null, companyId: claim.companyId, action: 'domain.claim_lost', targetId: claim.id, details: { host: row.host } });
      }
      return done;
    });
  } catch (error) {
    // Two companies verifying one host at once: the unique index on verified hosts lets one win.
    if (isUniqueViolation(error)) throw new BusinessError(409, 'domain_held', { host: domainToUnicode(row.host) || row.host });
    throw error;
  }
  await changed(member, row);
  return updated;
}

/** The verified domain becomes the site's canonical host; /l/{slug} redirects there. Refused while its DNS leads elsewhere (issue 31). */
export async function makePrimary(member: BusinessMember, id: number): Promise<DomainRow> {
  const row = await ownDomain(member.company.id, id);
  if (!row.verifiedAt) throw new BusinessError(409, 'domain_not_verified');
  // /l/{slug} would send every visitor to an address that does not open the site (a DNS failure is no evidence: allowed).
  const pointing = await checkPointing(row.host);
  if (pointing.state === 'elsewhere' || pointing.state === 'missing') throw new BusinessError(409, 'domain_not_pointing', { host: domainToUnicode(row.host) || row.host });
  const updated = await getDb().transaction(async (tx) => {
    await tx.update(companyDomains).set({ isPrimary: false }).where(and(eq(companyDomains.companyId, member.company.id), ne(companyDomains.id, row.id)));
    const [done] = await tx.update(companyDomains).set({ isPrimary: true }).where(eq(companyDomains.id, row.id)).returning();
    if (!row.isPrimary) await recordAudit(tx, { ...audit(member), action: 'domain.primary', targetId: row.id, details: { host: row.host } });
    return done;
  });
  await changed(member, 'primary');
  return updated;
}

/** No primary domain: the site's canonical address is back to its first domain or /l/{slug}. */
export async function clearPrimary(member: BusinessMember, id: number): Promise<DomainRow> {
  const row = await ownDomain(member.company.id, id);
  if (!row.isPrimary) return row;
  const updated = await getDb().transaction(async (tx) => {
    const [done] = await tx.update(companyDomains).set({ isPrimary: false }).where(eq(companyDomains.id, row.id)).returning();
    await recordAudit(tx, { ...audit(member), action: 'domain.unprimary', targetId: row.id, details: { host: row.host } });
    return done;
  });
  await changed(member, 'primary');
  return updated;
}

export async function removeDomain(member: BusinessMember, id: number): Promise<void> {
  const row = await ownDomain(member.company.id, id);
  await getDb().transaction(async (tx) => {
    await tx.delete(companyDomains).where(eq(companyDomains.id, row.id));
    await recordAudit(tx, { ...audit(member), action: 'domain.remove', targetId: row.id, details: { host: row.host } });
  });
  await changed(member, row);
}
