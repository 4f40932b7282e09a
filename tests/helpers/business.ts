import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createSession } from '@/lib/auth/sessions/service';
import { getDb } from '@/lib/db/client';
import { businessAccounts, cabinetMemberships, cabinets, companies, users } from '@/lib/db/schema';
import { INTEGRATOR_KEY, INTEGRATOR_KEY_HEADER } from '@/lib/business/guard';
import type { ApiApp } from '@/lib/http/api-base';
import { apiHeaders } from './api';

/** A user made for one test, with a session cookie; a member of the given cabinets when asked. */
export async function makeUser(label: string, memberships: { company: string; cabinet: number; permissions: string[] }[] = []) {
  const email = `${label}-${randomBytes(5).toString('hex')}@test.kz`;
  const [user] = await getDb().insert(users).values({ email, name: label, lastname: 'Тестов', emailConfirmedAt: new Date() }).returning();
  for (const m of memberships) {
    const [row] = await getDb()
      .select({ cabinetId: cabinets.id, companyId: companies.id })
      .from(cabinets)
      .innerJoin(companies, eq(companies.id, cabinets.companyId))
      .where(and(eq(companies.code, m.company), eq(cabinets.code, m.cabinet)));
    await getDb().insert(cabinetMemberships).values({ userId: user.id, cabinetId: row.cabinetId, permissions: m.permissions });
    await getDb().insert(businessAccounts).values({ userId: user.id, companyId: row.companyId }).onConflictDoNothing();
  }
  return { ...user, cookie: await sessionCookieFor(user.id) };
}

/** The seeded demo manager (manager@demo-clinic.kz: DEMO cabinets 0 and 1, FAMILY) with a session cookie of its own. */
export async function demoManager() {
  const [manager] = await getDb().select().from(users).where(eq(users.email, 'manager@demo-clinic.kz'));
  return { ...manager, cookie: await sessionCookieFor(manager.id) };
}

export async function sessionCookieFor(userId: number): Promise<string> {
  const { token } = await createSession(userId, 'vitest');
  return `session=${token}`;
}

/** A client address of its own, so a test's rate-limit counts start at zero. */
export const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type CallOptions = { cookie?: string; body?: unknown; rawBody?: string; contentType?: string; address?: string; integratorKey?: boolean };

/** One API call as the browser makes it (SPEC 7.1): Basic auth, the request token of the exact body, the integrator key on /api-business. */
export async function call(app: ApiApp, method: string, path: string, options: CallOptions = {}) {
  const body = options.rawBody ?? (options.body === undefined ? (method === 'GET' ? undefined : method === 'DELETE' ? '' : '{}') : JSON.stringify(options.body));
  const headers = apiHeaders({ body, cookies: options.cookie ? [options.cookie] : [], contentType: options.contentType });
  if (method === 'DELETE') delete headers['content-type'];
  headers['x-client-address'] = options.address ?? '10.255.0.1';
  if (options.integratorKey ?? path.startsWith('/api/api-business/')) headers[INTEGRATOR_KEY_HEADER] = INTEGRATOR_KEY;
  const response = await app.request(path, { method, body: method === 'GET' ? undefined : body, headers });
  const text = await response.text();
  let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}
