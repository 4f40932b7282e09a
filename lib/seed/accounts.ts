import { createHash } from 'node:crypto';
import { PERMISSIONS } from '@/lib/business/permissions';
import { hashPassword } from '@/lib/auth/password';
import type { Database } from '@/lib/db/client';
import { accessCodes, businessAccounts, cabinetMemberships, users } from '@/lib/db/schema/accounts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const PATIENT = { email: 'patient@demo-clinic.kz', password: 'Patient-demo-2026', tel: '+77011234567' };
const MANAGER = { email: 'manager@demo-clinic.kz', password: 'Manager-demo-2026', tel: '+77027654321' };

/** Printed by the launcher at start (DESIGN "Data": known demo passwords). */
export const DEMO_ACCOUNTS: { role: string; login: string; password: string }[] = [
  { role: 'patient', login: PATIENT.email, password: PATIENT.password },
  { role: 'business user', login: MANAGER.email, password: MANAGER.password },
];

export const DEMO_USER_EMAILS = [PATIENT.email, MANAGER.email];
export const DEMO_USER_TELS = [PATIENT.tel, MANAGER.tel];

/** The plain access code for the demo clinic's cabinet 1; only its SHA-256 is stored. */
export const DEMO_ACCESS_CODE = 'DEMO-ACCESS-2026';

/** Every permission of DESIGN "Data", all held by the demo manager in the main cabinet. */
const ALL_PERMISSIONS = [...PERMISSIONS];

export type DemoPasswordHashes = { patient: string; manager: string };

/** argon2 is slow on purpose: hash outside the transaction so it stays short. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const [patient, manager] = await Promise.all([hashPassword(PATIENT.password), hashPassword(MANAGER.password)]);
  return { patient, manager };
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The patient and the business user. The manager has a business account with the demo
 * clinic, every permission in its main cabinet (code 0), and cabinet 1 can be joined
 * with the access code DEMO-ACCESS-2026 (content editing only).
 */
export async function insertDemoAccounts(
  tx: Tx,
  hashes: DemoPasswordHashes,
  demo: { companyId: number; emailForIssues: string | null; cabinetIds: Map<number, number> },
): Promise<void> {
  const confirmedAt = new Date();
  await tx.insert(users).values({
    email: PATIENT.email,
    tel: PATIENT.tel,
    passwordHash: hashes.patient,
    lastname: 'Ахметова',
    name: 'Динара',
    middlename: 'Маратовна',
    emailConfirmedAt: confirmedAt,
    telConfirmedAt: confirmedAt,
    locale: 'ru',
  });
  const [manager] = await tx
    .insert(users)
    .values({
      email: MANAGER.email,
      tel: MANAGER.tel,
      passwordHash: hashes.manager,
      lastname: 'Сергеев',
      name: 'Алексей',
      middlename: 'Викторович',
      emailConfirmedAt: confirmedAt,
      locale: 'ru',
    })
    .returning({ id: users.id });

  const mainCabinet = demo.cabinetIds.get(0);
  const contentCabinet = demo.cabinetIds.get(1);
  if (mainCabinet === undefined || contentCabinet === undefined) throw new Error('The demo clinic needs cabinets 0 and 1');

  await tx.insert(businessAccounts).values({ userId: manager.id, companyId: demo.companyId, emailForIssues: demo.emailForIssues });
  await tx.insert(cabinetMemberships).values({ userId: manager.id, cabinetId: mainCabinet, permissions: ALL_PERMISSIONS });
  // A shared demo code: usable many times so every visitor can try the access request.
  await tx.insert(accessCodes).values({ cabinetId: contentCabinet, codeHash: sha256Hex(DEMO_ACCESS_CODE), permissions: ['content.edit'], maxUses: 1000 });
}
