import type { ReactNode } from 'react';

/** A save's success above the form: a status, read out politely. */
export function SavedStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900">
      {children}
    </p>
  );
}
