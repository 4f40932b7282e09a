import Link from 'next/link';
import type { ReactNode } from 'react';

/** The link above an item's editor back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <div>
      <Link href={href} className="text-brand-700 underline underline-offset-4">
        {children}
      </Link>
    </div>
  );
}
