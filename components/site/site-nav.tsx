import type { MenuEntry } from '@/lib/menu/types';

function EntryLink({ entry, className }: { entry: MenuEntry; className: string }) {
  return (
    <a href={entry.link} className={className} {...(entry.spa ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {entry.title}
    </a>
  );
}

/** The company menu (SPEC 2.5). Sub-items open on hover or keyboard focus; vertical in the three-column layout. */
export function SiteNav({ menu, label, vertical = false }: { menu: MenuEntry[]; label: string; vertical?: boolean }) {
  return (
    <nav aria-label={label}>
      <ul className={vertical ? 'flex flex-col gap-1' : 'flex flex-wrap gap-1'}>
        {menu.map((entry) => (
          <li key={entry.id} className="nav-parent relative">
            <EntryLink entry={entry} className="block rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-800" />
            {entry.items.length > 0 && (
              <ul className={vertical ? 'ml-3 border-l border-slate-200 pl-2' : 'nav-children absolute left-0 top-full z-20 hidden min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg'}>
                {entry.items.map((child) => (
                  <li key={child.id}>
                    <EntryLink entry={child} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
