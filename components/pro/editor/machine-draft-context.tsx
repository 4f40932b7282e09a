'use client';

import { createContext, useContext, type ReactNode } from 'react';

const MachineDraftContext = createContext(false);

/**
 * Whether the server has a machine-translation provider (issue 31): the editors' server pages
 * read it (isTranslationConfigured) and wrap their editor in this, so without a key no button
 * is ever shown.
 */
export function MachineDraftProvider({ configured, children }: { configured: boolean; children: ReactNode }) {
  return <MachineDraftContext.Provider value={configured}>{children}</MachineDraftContext.Provider>;
}

/** Whether machine drafts are offered on this page. */
export function useMachineDraftConfigured(): boolean {
  return useContext(MachineDraftContext);
}
