'use client';

import type { ReactNode } from 'react';

/** A cabinet section's page: its title and intro above its parts, spaced as the /pro sections are. */
export function ProPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}
