import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import type { SpecialistSummaryRecord } from '@/lib/content/specialists/queries';
import { SpecialistFacts } from './specialist-facts';
import { SpecialistPhoto } from './specialist-photo';

type Props = { specialist: SpecialistSummaryRecord; locale: Locale; href: string; eager?: boolean };

/** A card of the list: the whole card is one link to the detail page, named by the specialist. */
export function SpecialistCard({ specialist, locale, href, eager = false }: Props) {
  const name = pickLocalized(specialist.fullName, locale);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-700 hover:border-brand-600">
      {/* The name next to it says who this is: the portrait adds nothing for a screen reader. */}
      <SpecialistPhoto src={specialist.photo} image={specialist.photoImage} alt="" priority={eager} className="w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold leading-snug">
          {/* The link's ::after covers the card, so a click anywhere opens the page. */}
          <a href={href} className="text-brand-800 outline-none after:absolute after:inset-0 hover:underline">
            {name}
          </a>
        </h2>
        <p className="text-slate-700">{pickLocalized(specialist.specialty, locale)}</p>
        <SpecialistFacts locale={locale} experienceYears={specialist.experienceYears} languages={specialist.languages} />
      </div>
    </article>
  );
}
