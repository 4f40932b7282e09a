import type { Locale } from '@/lib/i18n/locales';
import { ActiveSectionIntoView } from './active-section-into-view';
import { PROFILE_SECTIONS, profileHref, type ProfileSegment } from './profile-sections';

type Props = { locale: Locale; active: ProfileSegment | null; label: string; labels: Record<(typeof PROFILE_SECTIONS)[number]['key'], string> };

/**
 * The account area's sections. Plain links (each section is a page of its own, as on the
 * sites); on a phone one row that scrolls sideways inside itself, the active section scrolled
 * into it, from 768 px a column. The patient's visits first, then their requests.
 */
export function ProfileNav({ locale, active, label, labels }: Props) {
  return (
    <nav aria-label={label} className="-mx-4 min-w-0 overflow-x-auto md:mx-0 md:w-64 md:shrink-0 md:overflow-visible">
      <ul className="flex gap-2 px-4 pb-2 md:flex-col md:gap-1 md:px-0 md:pb-0">
        {PROFILE_SECTIONS.map(({ segment, key }) => (
          <li key={key} className="shrink-0">
            <a
              href={profileHref(locale, segment)}
              aria-current={active === segment ? 'page' : undefined}
              className="block whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 md:border-transparent md:text-base aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {labels[key]}
            </a>
          </li>
        ))}
      </ul>
      <ActiveSectionIntoView />
    </nav>
  );
}
