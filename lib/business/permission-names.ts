/**
 * Permission names of DESIGN "Data"; SPEC 6 leaves them to us. A file of its own with no
 * server import, so the business area's client code can name them too.
 */
export const PERMISSIONS = [
  'company.edit',
  'menu.edit',
  'content.edit',
  'specialists.edit',
  'reviews.moderate',
  'appointments.read',
  'questions.read',
  'members.manage',
  'schedule.edit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: unknown): value is Permission => (PERMISSIONS as readonly unknown[]).includes(value);
