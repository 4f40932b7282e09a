import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cabinetMemberships, cabinets } from '@/lib/db/schema';
import { BusinessError } from './errors';
import { PERMISSIONS, type Permission } from './permission-names';

export { isPermission, PERMISSIONS, type Permission } from './permission-names';

/** What the database holds, reduced to the known names in their canonical order. */
export const knownPermissions = (stored: readonly unknown[]): Permission[] => PERMISSIONS.filter((permission) => stored.includes(permission));

/** The permissions object of the access call (SPEC 3 "Permissions"): every name, true or false. */
export function permissionsObject(held: readonly string[]): Record<Permission, boolean> {
  return Object.fromEntries(PERMISSIONS.map((permission) => [permission, held.includes(permission)])) as Record<Permission, boolean>;
}

/** Everything a user may do in a company: the union over its cabinets' memberships. */
export async function listCompanyPermissions(userId: number, companyId: number): Promise<Set<string>> {
  const rows = await getDb()
    .select({ permissions: cabinetMemberships.permissions })
    .from(cabinetMemberships)
    .innerJoin(cabinets, eq(cabinets.id, cabinetMemberships.cabinetId))
    .where(and(eq(cabinetMemberships.userId, userId), eq(cabinets.companyId, companyId)));
  return new Set(rows.flatMap((row) => row.permissions));
}

/** The server checks every permission itself; the interface only hides what would be refused. */
export async function requireCompanyPermission(userId: number, companyId: number, permission: Permission): Promise<void> {
  const granted = await listCompanyPermissions(userId, companyId);
  if (!granted.has(permission)) throw new BusinessError(403, 'permission_required', { permission });
}
