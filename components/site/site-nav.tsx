import type { MenuEntry } from '@/lib/menu/types';
import { MenuLink } from './menu-link';
import { NavGroup } from './nav-group';

const CHILDREN_CLASS = 'nav-children ml-3 border-l border-slate-200 pl-2';
// Without JavaScript, an open group drops down under its item on wide screens.
const DROPDOWN_CLASS = `${CHILDREN_CLASS} lg:absolute lg:left-0 lg:top-full lg:z-20 lg:ml-0 lg:min-w-56 lg:rounded-lg lg:border lg:bg-white lg:p-1 lg:shadow-lg`;

/**
 * The company menu (SPEC 2.5), rendered once per page. Vertical in the three-column layout;
 * otherwise vertical in the small-screen drawer and a row on wide screens. An item with
 * sub-items opens them in the menu popover (nav-group.tsx), the only part that hydrates; the
 * header's copy (`drawer`) opens them in place in the phone's drawer.
 * Its links are styled by `.site-menu` in globals.css: one class on the list instead of the
 * same long class string on every link, in the HTML and again in the page's payload.
 */
export function SiteNav({ menu, label, vertical = false, drawer = false }: { menu: MenuEntry[]; label: string; vertical?: boolean; drawer?: boolean }) {
  return (
    <nav aria-label={label}>
      <ul className={vertical ? 'site-menu flex flex-col gap-1' : 'site-menu flex flex-col gap-1 lg:flex-row lg:flex-wrap'}>
        {menu.map((entry) => (
          <li key={entry.id} className="nav-parent">
            {entry.items.length > 0 ? (
              <NavGroup
                title={entry.title}
                items={entry.items.map(({ id, title, link, spa }) => ({ id, title, link, spa }))}
                vertical={vertical}
                childrenClass={vertical ? CHILDREN_CLASS : DROPDOWN_CLASS}
                inPlaceInDrawer={drawer}
              />
            ) : (
              <MenuLink entry={entry} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
