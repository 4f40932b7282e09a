import { create } from 'zustand';

/** What a visitor form may fill in for a signed-in patient: name, first name, phone and e-mail. */
export type AccountContact = { fullName: string; firstName: string; phone: string; email: string };

type ContactState = {
  /** The signed-in user's contact details once the header's session has loaded them; null otherwise. */
  contact: AccountContact | null;
  setContact: (contact: AccountContact | null) => void;
};

/**
 * The bridge between the header's account session and the page's form islands (docs/decisions.md,
 * "Patient path"): public pages are cached and the same for every visitor, so a form learns who
 * is signed in only in the browser. The session writes here; the forms read, without loading
 * React Query themselves.
 */
export const useAccountContactStore = create<ContactState>()((set) => ({
  contact: null,
  setContact: (contact) => set({ contact }),
}));
