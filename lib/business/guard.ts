import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { requireSession, type requireUser } from '@/lib/auth/require-user';
import { getDb } from '@/lib/db/client';
import { cabinetMemberships, cabinets, companies } from '@/lib/db/schema';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import { BusinessError, localizeErrors } from './errors';
import { knownPermissions, type Permission } from './permissions';

export type SignedInUser = Awaited<ReturnType<typeof requireUser>>;

/** The member a business route acts for: resolved from the path and the session, permissions from the database. */
export type BusinessMember = {
  user: SignedInUser;
  company: { id: number; code: string; slug: string };
  cabinet: { id: number; code: number; name: string };
  membershipId: number;
  permissions: Permission[];
};

export type BusinessEnv = { Variables: ApiEnv['Variables'] & { member: BusinessMember; user: SignedInUser } };

/** SPEC 7.1: the api-business (and web) prefixes also carry this header with the value front. */
export const INTEGRATOR_KEY_HEADER = 'x-integrator-key';
export const INTEGRATOR_KEY = 'front';

/** The path parameters of every cabinet route. */
export const CABINET_PATH = '{companyCode}/{cabinetCode}';

const COMPANY_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const CABINET_CODE = /^(0|[1-9]\d{0,8})$/;

/** The membership of a user in the cabinet a path names, or null (also for codes that cannot exist). */
export async function findMembership(userId: number, companyCode: string, cabinetCode: string) {
  if (!COMPANY_CODE.test(companyCode) || !CABINET_CODE.test(cabinetCode)) return null;
  const [row] = await getDb()
    .select({
      company: { id: companies.id, code: companies.code, slug: companies.slug },
      cabinet: { id: cabinets.id, code: cabinets.code, name: cabinets.name },
      membershipId: cabinetMemberships.id,
      permissions: cabinetMemberships.permissions,
    })
    .from(cabinetMemberships)
    .innerJoin(cabinets, eq(cabinets.id, cabinetMemberships.cabinetId))
    .innerJoin(companies, eq(companies.id, cabinets.companyId))
    .where(and(eq(cabinetMemberships.userId, userId), eq(companies.code, companyCode), eq(cabinets.code, Number(cabinetCode))))
    .limit(1);
  return row ? { ...row, permissions: knownPermissions(row.permissions) } : null;
}

/** The company and cabinet a path names, for a user who is not (yet) a member: request_access. */
export async function findCabinet(companyCode: string, cabinetCode: string) {
  if (!COMPANY_CODE.test(companyCode) || !CABINET_CODE.test(cabinetCode)) return null;
  const [row] = await getDb()
    .select({ company: { id: companies.id, code: companies.code, slug: companies.slug }, cabinet: { id: cabinets.id, code: cabinets.code, name: cabinets.name } })
    .from(cabinets)
    .innerJoin(companies, eq(companies.id, cabinets.companyId))
    .where(and(eq(companies.code, companyCode), eq(cabinets.code, Number(cabinetCode))))
    .limit(1);
  return row ?? null;
}

/**
 * The signed-in user of a business call: 401 login_required without a session, and 403
 * platform_session_required for a session made on a clinic's own domain (a handoff's or a
 * sign-in there, issue 27): the business area and every clinic's data are the platform's only.
 */
async function requireBusinessUser(c: Parameters<typeof requireSession>[0]): Promise<SignedInUser> {
  const session = await requireSession(c);
  if (session.host !== null) throw new BusinessError(403, 'platform_session_required');
  return session.user;
}

/** The integrator key on /api-business/ paths (403 without it). */
export const requireIntegratorKey: MiddlewareHandler = async (c, next) => {
  if (c.req.path.startsWith('/api/api-business/') && c.req.header(INTEGRATOR_KEY_HEADER) !== INTEGRATOR_KEY) {
    throw new BusinessError(403, 'integrator_key_required');
  }
  await next();
};

/**
 * The one guard of every cabinet route (/w-business, /business-api-front2, /api-business
 * /{companyCode}/{cabinetCode}/…), run before the body or query is read:
 * the integrator key on /api-business, a signed-in user (401 login_required) whose session is a
 * platform one (403 platform_session_required), a membership of
 * THAT cabinet of THAT company (403 not_member; an unknown or another company's cabinet gets
 * the same answer, so codes cannot be probed), and `permission` in that membership, read from
 * the database (403 permission_required). The member is then `c.get('member')`.
 *
 *   createRoute({ ..., middleware: cabinetGuard('appointments.read') })
 */
export function cabinetGuard(permission: Permission | null, options: { json?: boolean } = {}): MiddlewareHandler[] {
  const guard: MiddlewareHandler<BusinessEnv> = async (c, next) => {
    const user = await requireBusinessUser(c);
    const membership = await findMembership(user.id, c.req.param('companyCode') ?? '', c.req.param('cabinetCode') ?? '');
    if (!membership) throw new BusinessError(403, 'not_member');
    if (permission && !membership.permissions.includes(permission)) throw new BusinessError(403, 'permission_required', { permission });
    c.set('member', { user, ...membership });
    c.set('user', user);
    await next();
  };
  return [localizeErrors, requireIntegratorKey, guard as MiddlewareHandler, ...(options.json ? [requireJson] : [])];
}

/** Business calls outside a cabinet path (companies, cabinets, company create and edit, CRM): a signed-in user. */
export function userGuard(options: { json?: boolean } = {}): MiddlewareHandler[] {
  const guard: MiddlewareHandler<BusinessEnv> = async (c, next) => {
    c.set('user', await requireBusinessUser(c));
    await next();
  };
  return [localizeErrors, guard as MiddlewareHandler, ...(options.json ? [requireJson] : [])];
}

/** A JSON body: another type is 415, malformed JSON 400 (after the guard, so strangers learn nothing). */
export const requireJson: MiddlewareHandler = async (c, next) => {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new BusinessError(415, 'unsupported_media_type');
  try {
    JSON.parse(await c.req.text());
  } catch {
    throw new BusinessError(400, 'invalid_json');
  }
  await next();
};
