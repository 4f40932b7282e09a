'use client';

import { useEffect } from 'react';
import { ApiProvider } from '@/lib/api-client/provider';
import { useCurrentUser, type CurrentUser } from '@/components/auth/use-current-user';
import { useLogout } from '@/components/auth/use-logout';
import { groupRegionPhone } from '@/lib/phone/display';
import { useAccountContactStore } from '@/stores/account-contact-store';

export type AccountSessionState = {
  /** The signed-in user, or null (nobody, or not loaded yet). */
  user: CurrentUser | null;
  /** SPEC 7.3: false when the logout failed; the visitor is then still signed in. */
  logout: () => Promise<boolean>;
};

/**
 * The header account's data: the current-user query and logout, on React Query. Loaded only
 * for a visitor who is (or is becoming) signed in; it renders nothing and hands its state to
 * the account button, whose markup stays in the page's first bundle.
 */
export function AccountSession({ onChange }: { onChange: (session: AccountSessionState | null) => void }) {
  return (
    <ApiProvider>
      <Session onChange={onChange} />
    </ApiProvider>
  );
}

function Session({ onChange }: { onChange: (session: AccountSessionState | null) => void }) {
  const { data: user = null } = useCurrentUser();
  const logout = useLogout();
  useEffect(() => onChange({ user, logout }), [user, logout, onChange]);
  // The page's visitor forms fill in the signed-in patient's details from here.
  useEffect(() => {
    useAccountContactStore.getState().setContact(user ? { fullName: user.FULL_NAME, firstName: user.NAME, phone: user.TEL ? (groupRegionPhone(user.TEL) ?? user.TEL) : '', email: user.EMAIL ?? '' } : null);
  }, [user]);
  // Unmounted after a logout: no stale user may show when someone signs in again.
  useEffect(
    () => () => {
      onChange(null);
      useAccountContactStore.getState().setContact(null);
    },
    [onChange],
  );
  return null;
}
