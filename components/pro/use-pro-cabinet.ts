'use client';

import { useCallback } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Permission } from '@/lib/business/permission-names';
import { activeCabinet, useBusinessStore } from '@/stores/business-store';

/**
 * What a business page needs of the business-area state: the company and the active cabinet
 * (SPEC 4), the member's permissions in it and `can`, which hides what the member may not use
 * (the server refuses it anyway). Pages render inside ProShell, so the state is loaded.
 */
export function useProCabinet() {
  const state = useBusinessStore(
    useShallow((s) => ({ companyCode: s.companyCode, cabinetCode: s.cabinetCode, cabinets: s.cabinets, company: s.company, permissions: s.permissions })),
  );
  const cabinet = activeCabinet(state.cabinets, state.cabinetCode);
  const { permissions } = state;
  const can = useCallback((permission: Permission) => Boolean(permissions?.[permission]), [permissions]);
  return {
    companyCode: state.companyCode ?? '',
    cabinetCode: cabinet?.COMPANY_CABINET_CODE ?? state.cabinetCode,
    cabinet,
    company: state.company,
    permissions,
    can,
  };
}

/**
 * A cabinet call's path for the API client: reads under `business-api-front2`, writes under
 * `w-business` (SPEC 7.2): ('read', 'DEMO', 1, 'questions') -> '/business-api-front2/DEMO/1/business/questions'.
 */
export function cabinetPath(kind: 'read' | 'write', companyCode: string, cabinetCode: number, tail: string): string {
  return `/${kind === 'read' ? 'business-api-front2' : 'w-business'}/${encodeURIComponent(companyCode)}/${cabinetCode}/business/${tail}`;
}
