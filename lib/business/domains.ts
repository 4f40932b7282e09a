import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from './audit';
import { BusinessError } from './errors';
import type { BusinessMember } from './guard';
import { getDb } from '@/lib/db/client';
import { companyDomains } from '@/lib/db/schema';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { txtName, txtValue } from '@/lib/domains/config';
import { domainOrder } from '@/lib/tenants/served-domains';
import { parseDomain } from '@/lib/domains/hostname';
import { lookupTxt } from '@/lib/domains/resolver';

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

/** Adds a domain, unverified, with a new random token for its TXT record. */
export async function addDomain(member: BusinessMember, input: string): Promise<DomainRow> {
  const parsed = parseDomain(input);
  if ('problem' in parsed) throw new BusinessError(400, 'invalid_input', {}, { domain: [parsed.problem] });
  const host = parsed.host;
  const db = getDb();
  const [taken] = await db.select({ companyId: companyDomains.companyId }).from(companyDomains).where(eq(companyDomains.host, host)).limit(1);
  if (taken) throw new BusinessError(400, 'invalid_input', {}, { domain: [taken.companyId === member.company.id ? 'domain_added' : 'domain_taken'] });
  const count = (await listDomains(member.company.id)).length;
  if (count >= MAX_DOMAINS) throw new BusinessError(409, 'domain_limit', { max: MAX_DOMAINS });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(companyDomains).values({ companyId: member.company.id, host, verificationToken: randomBytes(16).toString('hex') }).returning();
      await recordAudit(tx, { ...audit(member), action: 'domain.add', targetId: row.id, details: { host } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(400, 'invalid_input', {}, { domain: ['domain_taken'] });
    throw error;
  }
}

/** The TXT check: found -> verified (and served from the next request); else 409 with what is wrong. */
export async function verifyDomain(member: BusinessMember, id: number): Promise<DomainRow> {
  const row = await ownDomain(member.company.id, id);
  if (row.verifiedAt) return row;
  const expected = txtValue(row.verificationToken ?? '');
  let records: string[][];
  try {
    records = await lookupTxt(txtName(row.host));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA' || code === 'NXDOMAIN') throw new BusinessError(409, 'domain_txt_missing', { name: txtName(row.host) });
    throw new BusinessError(409, 'domain_dns_failed', { name: txtName(row.host) });
  }
  const values = records.map((chunks) => chunks.join(''));
  if (!values.includes(expected)) {
    const ours = values.filter((value) => value.startsWith('clinic-verification='));
    throw new BusinessError(409, ours.length > 0 ? 'domain_txt_mismatch' : 'domain_txt_missing', { name: txtName(row.host) });
  }
  const updated = await getDb().transaction(async (tx) => {
    const [done] = await tx.update(companyDomains).set({ verifiedAt: new Date() }).where(eq(companyDomains.id, row.id)).returning();
    await recordAudit(tx, { ...audit(member), action: 'domain.verify', targetId: row.id, details: { host: row.host } });
    return done;
  });
  await changed(member, row);
  return updated;
}

/** The verified domain becomes the site's canonical host; /l/{slug} redirects there. */
export async function makePrimary(member: BusinessMember, id: number): Promise<DomainRow> {
  const row = await ownDomain(member.company.id, id);
  if (!row.verifiedAt) throw new BusinessError(409, 'domain_not_verified');
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
