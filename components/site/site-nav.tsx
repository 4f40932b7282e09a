import type { MenuEntry } from '@/lib/menu/types';

function EntryLink({ entry }: { entry: MenuEntry }) {
  return (
    <a href={entry.link} {...(entry.spa ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {entry.title}
    </a>
  );
}

/**
 * The company menu (SPEC 2.5), rendered once per page. Vertical in the three-column layout;
 * otherwise vertical in the small-screen drawer and a row with hover/focus dropdowns on wide screens.
 * Its links are styled by `.site-menu` in globals.css: one class on the list instead of the
 * same long class string on every link, in the HTML and again in the page's payload.
 */
export function SiteNav({ menu, label, vertical = false }: { menu: MenuEntry[]; label: string; vertical?: boolean }) {
  return (
    <nav aria-label={label}>
      <ul className={vertical ? 'site-menu flex flex-col gap-1' : 'site-menu flex flex-col gap-1 lg:flex-row lg:flex-wrap'}>
        {menu.map((entry) => (
          <li key={entry.id} className="nav-parent">
            <EntryLink entry={entry} />
            {entry.items.length > 0 && (
              <ul
                className={
                  vertical
                    ? 'ml-3 border-l border-slate-200 pl-2'
                    : 'nav-children ml-3 border-l border-slate-200 pl-2 lg:absolute lg:left-0 lg:top-full lg:z-20 lg:ml-0 lg:hidden lg:min-w-56 lg:rounded-lg lg:border lg:bg-white lg:p-1 lg:shadow-lg'
                }
              >
                {entry.items.map((child) => (
                  <li key={child.id}>
                    <EntryLink entry={child} />
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
