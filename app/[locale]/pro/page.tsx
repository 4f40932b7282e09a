import { notFound } from 'next/navigation';
import { OpenLastCabinet } from '@/components/pro/open-last-cabinet';
import { proCreateHref, proHref, proJoinHref } from '@/components/pro/pro-sections';
import { getProfileUser } from '@/components/profile/profile-user';
import { listBusinessAccounts, listMemberCabinets } from '@/lib/business/companies';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

/**
 * The business area's entry. A user with business accounts goes on to the cabinet last used
 * (or the first); one without (SPEC 4 "Work MIS": none) learns how to join a clinic with an
 * access code or create one.
 */
export default async function ProEntryPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const user = await getProfileUser();
  if (!user) return null;
  const texts = MESSAGES[locale].BusinessShell;
  const accounts = await listBusinessAccounts(user.ID);
  const cabinets = await Promise.all(accounts.map(async (account) => ({ account, codes: (await listMemberCabinets(user.ID, account.code)).map((c) => c.code) })));

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      {accounts.length === 0 ? (
        <>
          <h1 className="text-2xl font-bold">{texts.empty.title}</h1>
          <p>{texts.empty.text}</p>
          <ul className="grid gap-4 sm:grid-cols-2">
            <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="text-lg font-semibold">{texts.empty.joinTitle}</h2>
              <p className="text-muted">{texts.empty.joinText}</p>
              <a href={proJoinHref(locale)} className="mt-auto font-semibold text-brand-700 underline">
                {texts.join}
              </a>
            </li>
            <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="text-lg font-semibold">{texts.empty.createTitle}</h2>
              <p className="text-muted">{texts.empty.createText}</p>
              <a href={proCreateHref(locale)} className="mt-auto font-semibold text-brand-700 underline">
                {texts.create}
              </a>
            </li>
          </ul>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{texts.companies}</h1>
          <ul className="flex flex-col gap-2">
            {cabinets.map(({ account, codes }) => (
              <li key={account.code}>
                <a href={proHref(locale, account.code, codes[0] ?? 0)} className="block rounded-lg border border-slate-200 bg-white px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50">
                  {pickLocalized(account.name, locale)}
                </a>
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap gap-4">
            <a href={proJoinHref(locale)} className="text-brand-700 underline">
              {texts.join}
            </a>
            <a href={proCreateHref(locale)} className="text-brand-700 underline">
              {texts.create}
            </a>
          </p>
          <OpenLastCabinet locale={locale} cabinets={cabinets.map(({ account, codes }) => ({ companyCode: account.code, cabinetCodes: codes }))} />
        </>
      )}
    </main>
  );
}
