import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { entryCabinet, LAST_CABINET_COOKIE, parseCabinetCookie } from '@/components/pro/last-cabinet';
import { proCreateHref, proHref, proJoinHref } from '@/components/pro/pro-sections';
import { getProfileUser } from '@/components/profile/profile-user';
import { listBusinessAccounts, listMemberCabinets } from '@/lib/business/companies';
import { inboxItemOf } from '@/lib/tenants/inbox-link';
import { MESSAGES } from '@/lib/i18n/message-files';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The business area's entry. A user with business accounts goes on to the cabinet last used
 * (the cookie the shell writes; else the first) in the server's answer, a 307, so no list of
 * clinics shows first; one without (SPEC 4 "Work MIS": none) learns how to join a clinic with
 * an access code or create one. A mail's link to an inbox item (?company=&section=&open=) opens it.
 */
export default async function ProEntryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const user = await getProfileUser();
  if (!user) return null;
  const texts = MESSAGES[locale].BusinessShell;
  const accounts = await listBusinessAccounts(user.ID);
  const cabinets = await Promise.all(accounts.map(async (account) => ({ companyCode: account.code, cabinetCodes: (await listMemberCabinets(user.ID, account.code)).map((c) => c.code) })));
  const remembered = parseCabinetCookie((await cookies()).get(LAST_CABINET_COOKIE)?.value);
  // A mail's link to an inbox item (issue 28): the reader's cabinet of that company (the last used there, else the first), on the item.
  const item = inboxItemOf(await searchParams);
  const ofItem = item && cabinets.filter((c) => c.companyCode === item.companyCode);
  const itemCabinet = ofItem?.length ? entryCabinet(ofItem, remembered) : null;
  if (item && itemCabinet) redirect(`${proHref(locale, itemCabinet.companyCode, itemCabinet.cabinetCode, item.area)}?open=${item.id}`);
  const target = entryCabinet(cabinets, remembered);
  if (target) redirect(proHref(locale, target.companyCode, target.cabinetCode));

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
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
    </main>
  );
}
