import type { ReactNode } from 'react';

/** A /pro page's heading and the line under it that says what the page is for. */
export function PageHeader({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <header>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-muted">{intro}</p>
    </header>
  );
}
