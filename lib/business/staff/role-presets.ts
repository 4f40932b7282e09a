import type { Permission } from '../permission-names';

/*
 * Role presets (issue 20, docs/decisions.md "Staff invitations"): names for common sets of the
 * permissions, offered when issuing an access code, inviting and editing a member. Not a
 * permission model of their own: a member holds permissions, and a member whose set equals a
 * preset's is shown under that preset's name; any other set is "custom". No server import: the
 * /pro forms use it too.
 */
export const ROLE_PRESETS = {
  /** The front desk: the appointment requests and patients' questions, the reviews to moderate, and the doctors' schedules. */
  reception: ['appointments.read', 'questions.read', 'reviews.moderate', 'schedule.edit'],
  /** A doctor: the requests and questions addressed to the clinic, and the doctors' pages. */
  doctor: ['specialists.edit', 'appointments.read', 'questions.read'],
  /** The site's content: pages, news, gallery, the menu and the doctors' pages. */
  content_editor: ['menu.edit', 'content.edit', 'specialists.edit'],
  /** Everything, staff and the clinic's settings included. */
  manager: ['company.edit', 'menu.edit', 'content.edit', 'specialists.edit', 'reviews.moderate', 'appointments.read', 'questions.read', 'members.manage', 'schedule.edit'],
} as const satisfies Record<string, readonly Permission[]>;

export type RolePreset = keyof typeof ROLE_PRESETS;
export const ROLE_PRESET_NAMES = Object.keys(ROLE_PRESETS) as RolePreset[];
/** A preset, or 'custom' for a set that is none of them. */
export type RoleChoice = RolePreset | 'custom';

const sameSet = (a: readonly string[], b: readonly string[]) => new Set(a).size === new Set(b).size && a.every((item) => b.includes(item));

/** The preset whose permissions are exactly these, else 'custom'. */
export function presetOf(permissions: readonly string[]): RoleChoice {
  return ROLE_PRESET_NAMES.find((name) => sameSet(ROLE_PRESETS[name], permissions)) ?? 'custom';
}

/**
 * Whether a manager holding `held` can turn `current` into the preset: nobody gives or takes away
 * a permission they lack (staff/members/service.ts requireHeld), so every permission outside `held` must stay as it is.
 */
export function presetAllowed(preset: RolePreset, held: readonly Permission[], current: readonly Permission[]): boolean {
  const wanted: readonly Permission[] = ROLE_PRESETS[preset];
  return wanted.every((permission) => held.includes(permission) || current.includes(permission)) && current.every((permission) => held.includes(permission) || wanted.includes(permission));
}
