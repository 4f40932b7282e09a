import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '@/lib/api-client/client';
import type { Permission } from '@/lib/business/permission-names';
import type { BusinessAccountWire, CabinetWire } from '@/lib/business/shell';
import type { companyWireSchema } from '@/lib/tenants/wire';
import type { z } from '@hono/zod-openapi';

/** SPEC 3 "Business account", as GET …/business/user/companies answers it. */
export type BusinessAccount = BusinessAccountWire;
/** SPEC 3 "Cabinet", as GET …/business/user/cabinets answers it (with the permissions held in it). */
export type Cabinet = CabinetWire;
/** SPEC 3 "Permissions": the access call's object, every name true or false. */
export type Permissions = Record<Permission, boolean>;
export type BusinessCompany = z.infer<typeof companyWireSchema>;

type Access = { COMPANY_CODE: string; COMPANY_CABINET_CODE: number; CABINET_NAME: string; PERMISSIONS: Permissions };

/** SPEC 3 "Business-area state", plus where its loading stands. */
export type BusinessState = {
  businessAccounts: BusinessAccount[];
  cabinets: Cabinet[];
  companyCode: string | null;
  /** SPEC 8: 0 unless a cabinet is chosen. */
  cabinetCode: number;
  company: BusinessCompany | null;
  permissions: Permissions | null;
  /** 'loading' until the companies and the company are in; 'error' when either failed (unless the cabinet was already shown). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /**
   * SPEC 4: a failed cabinets or permissions load only warns (the previous state is kept); so
   * does a failed reload of the cabinet already shown ('reload'): its page stays as it was.
   */
  warning: 'cabinets' | 'permissions' | 'reload' | null;
  /** The company asked for is not among the user's business accounts. */
  notMember: boolean;
  /** The company and cabinet of the last load that finished: the state is theirs (a page waits for it). */
  loaded: { companyCode: string; cabinetCode: number } | null;
  /** The server render whose state the store took last (BusinessSeedContext); a later load in the browser keeps it, so the load wins over that seed. */
  seedId: string | null;
};

type BusinessActions = {
  /**
   * SPEC 4 "Business area loading order": the companies, then the cabinets, then the company,
   * then the permissions, for the company and cabinet in the address. A newer call wins: an
   * older one that answers late changes nothing.
   */
  load: (client: ApiClient, target: { companyCode: string; cabinetCode: number }) => Promise<void>;
  /** Reads the permissions again (after a change of one's own membership). */
  reloadPermissions: (client: ApiClient) => Promise<void>;
  /** After an edit of the company: the answer replaces the state's copy. */
  setCompany: (company: BusinessCompany) => void;
  reset: () => void;
};

const initial: BusinessState = {
  businessAccounts: [],
  cabinets: [],
  companyCode: null,
  cabinetCode: 0,
  company: null,
  permissions: null,
  status: 'idle',
  warning: null,
  notMember: false,
  loaded: null,
  seedId: null,
};

let generation = 0;

const accessPath = (companyCode: string, cabinetCode: number) => `/business-api-front2/${encodeURIComponent(companyCode)}/${cabinetCode}/business/user/get_access`;

type Store = BusinessState & BusinessActions;

const store = createStore<Store>()((set, get) => ({
  ...initial,
  load: async (client, { companyCode, cabinetCode }) => {
    const mine = ++generation;
    const current = () => mine === generation;
    const before = get();
    const switching = before.companyCode !== companyCode;
    // The same cabinet loaded again (after a change on the staff page, say) while its page is shown.
    const reloading = !switching && before.status === 'ready' && !before.notMember && before.company !== null && before.loaded?.companyCode === companyCode && before.loaded.cabinetCode === cabinetCode;
    // A failure ends the load: a reload keeps the page and its unsaved edits and only warns (a blip
    // must not swap the page for the failure line); a first load, or another cabinet's, fails.
    const failed = () => {
      if (!current()) return;
      set(reloading ? { warning: 'reload' } : { status: 'error', loaded: null });
    };
    set({ companyCode, cabinetCode, status: before.status === 'ready' && !switching ? 'ready' : 'loading', warning: null, notMember: false, ...(switching ? { company: null, cabinets: [], permissions: null } : {}) });
    let accounts: BusinessAccount[];
    try {
      accounts = (await client.get<{ data: BusinessAccount[] }>('/api-front2/v1/business/user/companies')).data;
    } catch {
      failed();
      return;
    }
    if (!current()) return;
    set({ businessAccounts: accounts });
    if (!accounts.some((account) => account.COMPANY_CODE === companyCode)) {
      set({ status: 'ready', notMember: true, company: null, cabinets: [], permissions: null, loaded: { companyCode, cabinetCode } });
      return;
    }
    try {
      const cabinets = (await client.get<{ data: Cabinet[] }>('/api-front2/v1/business/user/cabinets', { query: { company_code: companyCode } })).data;
      if (!current()) return;
      set({ cabinets });
    } catch {
      if (!current()) return;
      set({ warning: 'cabinets' });
    }
    try {
      const company = (await client.get<{ data: BusinessCompany }>(`/api-front2/v1/company/${encodeURIComponent(companyCode)}`)).data;
      if (!current()) return;
      set({ company });
    } catch {
      failed();
      return;
    }
    try {
      const access = (await client.get<{ data: Access }>(accessPath(companyCode, activeCabinetCode(get().cabinets, cabinetCode)))).data;
      if (!current()) return;
      set({ permissions: access.PERMISSIONS, status: 'ready', loaded: { companyCode, cabinetCode } });
    } catch {
      if (!current()) return;
      set({ warning: 'permissions', status: 'ready', loaded: { companyCode, cabinetCode } });
    }
  },
  reloadPermissions: async (client) => {
    const { companyCode, cabinetCode, cabinets } = get();
    if (!companyCode) return;
    try {
      const access = (await client.get<{ data: Access }>(accessPath(companyCode, activeCabinetCode(cabinets, cabinetCode)))).data;
      set({ permissions: access.PERMISSIONS, warning: null });
    } catch {
      set({ warning: 'permissions' });
    }
  },
  setCompany: (company) => set({ company }),
  reset: () => {
    generation++;
    set(initial);
  },
}));

/**
 * The business-area state the server rendered the cabinet with (components/pro/pro-shell.tsx
 * provides it). Below it the store reads as this state until the shell has put it into the
 * store (before any page's effect runs), so the server's HTML, the hydration and the first
 * browser render agree and nothing is loaded again on mount.
 */
export const BusinessSeedContext = createContext<BusinessState | null>(null);

const withSeed = (state: Store, seed: BusinessState | null): Store => (seed && state.seedId !== seed.seedId ? { ...state, ...seed } : state);

/**
 * The business-area state (a Zustand store, one per browser page): `useBusinessStore(selector)`
 * in components, `useBusinessStore.getState()` / `.setState()` in handlers and tests.
 */
export const useBusinessStore = Object.assign(
  function useBusinessStore<T>(selector: (state: Store) => T): T {
    const seed = useContext(BusinessSeedContext);
    const read = useCallback(() => selector(withSeed(store.getState(), seed)), [selector, seed]);
    // On the server (and while hydrating) the store is never the user's: the seed alone counts.
    const readInitial = useCallback(() => selector(withSeed(store.getInitialState(), seed)), [selector, seed]);
    return useSyncExternalStore(store.subscribe, read, readInitial);
  },
  store,
);

/** Puts a server render's state into the store (once per render seed). */
export function applyBusinessSeed(seed: BusinessState): void {
  if (store.getState().seedId !== seed.seedId) store.setState(seed);
}

/** SPEC 4 "Active cabinet": the cabinet whose code equals the current code; else the first. */
export function activeCabinet(cabinets: readonly Cabinet[], cabinetCode: number | null | undefined): Cabinet | null {
  return cabinets.find((cabinet) => cabinet.COMPANY_CABINET_CODE === cabinetCode) ?? cabinets[0] ?? null;
}

const activeCabinetCode = (cabinets: readonly Cabinet[], cabinetCode: number) => activeCabinet(cabinets, cabinetCode)?.COMPANY_CABINET_CODE ?? cabinetCode;

/** SPEC 4 "Work MIS": at least one business account exists. */
export const hasWorkMis = (accounts: readonly BusinessAccount[]) => accounts.length > 0;

/** SPEC 4 "Issue e-mail": the EMAIL_FOR_ISSUES of the business account matching the current company, when it has one. */
export function issueEmail(accounts: readonly BusinessAccount[], companyCode: string | null): string | null {
  return accounts.find((account) => account.COMPANY_CODE === companyCode)?.EMAIL_FOR_ISSUES || null;
}
