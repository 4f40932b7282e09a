import { handoffLink } from '@/lib/accounts/handoff-link';
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import type { ListedClinic } from '@/lib/platform/queries';
import { offeredLocales } from '@/lib/tenants/locales';
import { siteLink } from '@/lib/tenants/links';

type Props = { clinic: ListedClinic; locale: Locale; texts: { open: string; languages: string; doctors: string }; specialtyNames: Record<string, string> };

/** One clinic of the directory: its name, address, doctors' specialties, languages and the links to its site. */
export function ClinicCard({ clinic, locale, texts, specialtyNames }: Props) {
  const locales = offeredLocales(clinic.name);
  // The clinic's site in the visitor's language when it offers it, else in Russian (SPEC 2.1).
  const siteLocale = locales.includes(locale) ? locale : 'ru';
  const name = pickLocalized(clinic.name, siteLocale);
  const address = pickLocalized(clinic.address, siteLocale);
  const about = pickLocalized(clinic.shortDescription, siteLocale);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5" lang={siteLocale === locale ? undefined : siteLocale}>
      <div className="flex items-start gap-3">
        {clinic.logo && (
          // eslint-disable-next-line @next/next/no-img-element -- a small logo, sized: next/image is a client component, and this page has none of ours
          <img src={clinic.logo} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 shrink-0 rounded-lg object-contain" />
        )}
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-snug break-words text-ink">{name}</h3>
          {address && <p className="mt-1 text-sm break-words text-muted">{address}</p>}
        </div>
      </div>
      {about && <p className="mt-3 line-clamp-3 text-sm text-ink">{about}</p>}
      {clinic.specialties.length > 0 && (
        <p className="mt-3 text-sm text-muted" lang={locale}>
          {texts.doctors}: {clinic.specialties.map((key) => specialtyNames[key]).filter(Boolean).join(', ')}
        </p>
      )}
      <p className="mt-3 text-sm text-muted" lang={locale}>
        {texts.languages}: {locales.map((l) => LOCALE_NAMES[l]).join(', ')}
      </p>
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3" lang={locale}>
        <a
          className="inline-block py-1 font-medium text-brand-800 underline underline-offset-2"
          href={siteLink({ locale: siteLocale, companySlug: clinic.slug, isExternalHost: false }, '')}
          aria-label={`${texts.open}: ${name}`}
        >
          {texts.open}
        </a>
        {clinic.domains.map((domain) => (
          // Its own domains, through the sign-in handoff: a signed-in patient arrives signed in there too,
          // anyone else is sent straight on (docs/decisions.md, "One account across domains").
          <a key={domain} className="inline-block py-1 font-medium break-all text-brand-800 underline underline-offset-2" href={handoffLink(locale, domain, siteLocale)} rel="nofollow">
            {domain}
          </a>
        ))}
      </p>
    </li>
  );
}
