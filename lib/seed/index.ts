import { inArray, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema/accounts';
import { companies, companyDomains } from '@/lib/db/schema/companies';
import { DEMO_ACCOUNTS, DEMO_USER_EMAILS, DEMO_USER_TELS, hashDemoPasswords, insertDemoAccounts } from './accounts';
import { demoClinic } from './demo-clinic';
import { familyMed } from './family-med';
import { insertCompany } from './insert-company';
import { seedDemoMedia } from './media';

export { DEMO_ACCOUNTS };

const SEEDS = [demoClinic, familyMed];

/** True when no company exists yet: the launcher then seeds the demo data. */
export async function isDatabaseEmpty(): Promise<boolean> {
  const rows = await getDb().select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}

/**
 * Creates the two demo clinics, the demo patient and the demo business user. Idempotent:
 * the demo companies and users are deleted first (their rows cascade), then everything is
 * inserted again, all in one transaction.
 */
export async function seedDemoData(): Promise<void> {
  const hashes = await hashDemoPasswords();
  await getDb().transaction(async (tx) => {
    const codes = SEEDS.map((seed) => seed.company.code);
    const slugs = SEEDS.map((seed) => seed.company.slug);
    const hosts = SEEDS.flatMap((seed) => seed.domains);
    await tx.delete(companies).where(or(inArray(companies.code, codes), inArray(companies.slug, slugs)));
    if (hosts.length > 0) await tx.delete(companyDomains).where(inArray(companyDomains.host, hosts));
    await tx.delete(users).where(or(inArray(users.email, DEMO_USER_EMAILS), inArray(users.tel, DEMO_USER_TELS)));

    const inserted = new Map<string, Awaited<ReturnType<typeof insertCompany>>>();
    for (const seed of SEEDS) inserted.set(seed.company.code, await insertCompany(tx, seed));

    const demo = inserted.get(demoClinic.company.code)!;
    const family = inserted.get(familyMed.company.code)!;
    await insertDemoAccounts(
      tx,
      hashes,
      { companyId: demo.id, emailForIssues: demoClinic.company.emailForIssues ?? null, cabinetIds: demo.cabinetIds },
      { companyId: family.id, emailForIssues: familyMed.company.emailForIssues ?? null, cabinetIds: family.cabinetIds },
    );
  });
}

/** The demo clinics' home pictures as stored uploads (lib/seed/media.ts): after seedDemoData, by the launcher and the test runner. */
export const seedDemoPictures = () => seedDemoMedia(SEEDS.map((seed) => seed.company.code));
