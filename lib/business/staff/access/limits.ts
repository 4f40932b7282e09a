/**
 * An access code's limits: 1 to 1000 uses (default 1); 1 to 365 days (default 7), or null for
 * none. A file of its own without zod, so the staff page shows them without loading the schemas
 * (staff/members/schemas.ts) before a form's first focus.
 */
export const ACCESS_CODE_LIMITS = { maxUses: 1000, maxDays: 365, defaultUses: 1, defaultDays: 7 } as const;
