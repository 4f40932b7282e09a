import { createHash } from 'node:crypto';
import { PERMISSIONS } from '@/lib/business/permissions';
import { hashPassword } from '@/lib/auth/password';
import type { Transaction } from '@/lib/db/client';
import { accessCodes, businessAccounts, cabinetMemberships, users } from '@/lib/db/schema/accounts';


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

type SeededCompany = { companyId: number; emailForIssues: string | null; cabinetIds: Map<number, number> };

/** The demo manager's narrower permissions in each clinic's cabinet 1, so switching cabinets changes what the /pro area shows. */
export const DEMO_CABINET_1_PERMISSIONS = { demo: ['content.edit', 'reviews.moderate'], family: ['appointments.read', 'questions.read'] } as const;

/**
 * The patient and the business user. The manager has business accounts with both demo
 * clinics (two companies, two cabinets each): every permission in each main cabinet (code 0)
 * and narrower ones in each cabinet 1. Anyone can join the demo clinic's cabinet 1 with the
 * access code DEMO-ACCESS-2026 (content editing only).
 */
export async function insertDemoAccounts(tx: Transaction, hashes: DemoPasswordHashes, demo: SeededCompany, family: SeededCompany): Promise<void> {
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

  const cabinet = (company: SeededCompany, code: number) => {
    const id = company.cabinetIds.get(code);
    if (id === undefined) throw new Error(`A demo clinic needs cabinet ${code}`);
    return id;
  };
  const contentCabinet = cabinet(demo, 1);

  await tx.insert(businessAccounts).values([
    // The demo manager owns both clinics (docs/decisions.md, "The owner").
    { userId: manager.id, companyId: demo.companyId, emailForIssues: demo.emailForIssues, isOwner: true },
    { userId: manager.id, companyId: family.companyId, emailForIssues: family.emailForIssues, isOwner: true },
  ]);
  await tx.insert(cabinetMemberships).values([
    { userId: manager.id, cabinetId: cabinet(demo, 0), permissions: ALL_PERMISSIONS },
    { userId: manager.id, cabinetId: contentCabinet, permissions: [...DEMO_CABINET_1_PERMISSIONS.demo] },
    { userId: manager.id, cabinetId: cabinet(family, 0), permissions: ALL_PERMISSIONS },
    { userId: manager.id, cabinetId: cabinet(family, 1), permissions: [...DEMO_CABINET_1_PERMISSIONS.family] },
  ]);
  // A shared demo code: usable many times so every visitor can try the access request.
  await tx.insert(accessCodes).values({ cabinetId: contentCabinet, codeHash: sha256Hex(DEMO_ACCESS_CODE), permissions: ['content.edit'], maxUses: 1000 });
}
