import type { users } from '@/lib/db/schema';

type UserRow = typeof users.$inferSelect;

/** SPEC 3: the full name is last name, name and middle name joined by single spaces, skipping empty parts. */
export function fullName(user: Pick<UserRow, 'lastname' | 'name' | 'middlename'>): string {
  return [user.lastname, user.name, user.middlename].map((part) => part.trim()).filter(Boolean).join(' ');
}

export function userToWire(user: UserRow) {
  return {
    ID: user.id,
    LASTNAME: user.lastname,
    NAME: user.name,
    MIDDLENAME: user.middlename,
    FULL_NAME: fullName(user),
    TEL: user.tel,
    EMAIL: user.email,
    EMAIL_CONFIRMED: Boolean(user.emailConfirmedAt),
    TEL_CONFIRMED: Boolean(user.telConfirmedAt),
    HAS_AVATAR: Boolean(user.avatar),
  };
}
