'use client';

import type { Permission } from '@/lib/business/permission-names';
import type { Messages } from '@/lib/i18n/message-files';
import { cabinetPath } from '@/components/pro/use-pro-cabinet';

/** GET …/business/cabinets: the cabinets this manager manages. */
export type ManagedCabinet = { COMPANY_CABINET_CODE: number; NAME: string; MEMBERS: number; CREATED_AT: string };
export type Person = { ID: number; FULL_NAME: string; EMAIL: string | null };
/** GET …/business/access_codes: a code as listed (the code itself is never shown again). */
export type AccessCode = {
  ID: number;
  COMPANY_CABINET_CODE: number;
  PERMISSIONS: Permission[];
  MAX_USES: number;
  USES: number;
  EXPIRES_AT: string | null;
  IS_REVOKED: boolean;
  IS_ACTIVE: boolean;
  CREATED_AT: string;
  CREATED_BY: Person | null;
};
/** POST …/business/access_codes: the code, in this answer only. */
export type IssuedCode = AccessCode & { CODE: string };
/** GET …/business/members: a membership of the cabinet; IS_OWNER marks the company's owner (changed and removed by nobody else). */
export type CabinetMember = { ID: number; COMPANY_CABINET_CODE: number; USER: Person; PERMISSIONS: Permission[]; JOINED_AT: string; ACCESS_CODE_ID: number | null; IS_OWNER: boolean };

/** Where the path's cabinet is (company, cabinet): every staff call goes through it. */
export type Where = { companyCode: string; cabinetCode: number };

export const membersPaths = {
  cabinets: (w: Where, kind: 'read' | 'write' = 'read') => cabinetPath(kind, w.companyCode, w.cabinetCode, 'cabinets'),
  codes: (w: Where, kind: 'read' | 'write' = 'read') => cabinetPath(kind, w.companyCode, w.cabinetCode, 'access_codes'),
  code: (w: Where, id: number) => cabinetPath('write', w.companyCode, w.cabinetCode, `access_codes/${id}`),
  members: (w: Where) => cabinetPath('read', w.companyCode, w.cabinetCode, 'members'),
  member: (w: Where, id: number) => cabinetPath('write', w.companyCode, w.cabinetCode, `members/${id}`),
  owner: (w: Where, id: number) => cabinetPath('write', w.companyCode, w.cabinetCode, `members/${id}/owner`),
  invitations: (w: Where, kind: 'read' | 'write' = 'read') => cabinetPath(kind, w.companyCode, w.cabinetCode, 'invitations'),
  invitation: (w: Where, id: number) => cabinetPath('write', w.companyCode, w.cabinetCode, `invitations/${id}`),
};

/** React Query keys of the staff page; `managed` is the cabinet whose codes and members are shown. */
export const membersKeys = {
  all: (w: Where) => ['business', w.companyCode, w.cabinetCode, 'members'] as const,
  cabinets: (w: Where) => ['business', w.companyCode, w.cabinetCode, 'members', 'cabinets'] as const,
  codes: (w: Where, managed: number) => ['business', w.companyCode, w.cabinetCode, 'members', 'codes', managed] as const,
  members: (w: Where, managed: number) => ['business', w.companyCode, w.cabinetCode, 'members', 'list', managed] as const,
};

/** A code's state for its badge: revoked, expired, used up or active. */
export function codeStatus(code: AccessCode, now = Date.now()): 'active' | 'revoked' | 'expired' | 'used_up' {
  if (code.IS_REVOKED) return 'revoked';
  if (code.EXPIRES_AT && Date.parse(code.EXPIRES_AT) <= now) return 'expired';
  if (code.USES >= code.MAX_USES) return 'used_up';
  return 'active';
}

/** The message key of a permission's label: 'members.manage' -> 'members_manage'. */
export const permissionKey = (permission: Permission) => permission.replace('.', '_') as keyof Messages['BusinessMembers']['permissions'];

/** How a member is named on the staff page: their name, else their e-mail, else their number. */
export const memberName = (member: CabinetMember) => member.USER.FULL_NAME || member.USER.EMAIL || `#${member.USER.ID}`;
