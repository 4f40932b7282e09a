import { notFound } from 'next/navigation';
import { InvitationView } from '@/components/pro/join/invitation-view';
import { JoinView } from '@/components/pro/join/join-view';
import { isLocale } from '@/lib/i18n/locales';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessJoin.title);

/**
 * Joining a cabinet: with an access code, prefilled from the code's link (/pro/join?company=DEMO&cabinet=1&code=…),
 * or accepting an e-mailed invitation (/pro/join?invite=TOKEN), which carries everything itself.
 */
export default async function JoinPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  if (!isLocale(locale)) notFound();
  const company = typeof query.company === 'string' && query.company.length <= 64 ? query.company : '';
  const cabinet = typeof query.cabinet === 'string' && /^\d{1,9}$/.test(query.cabinet) ? query.cabinet : '0';
  const code = typeof query.code === 'string' && query.code.length <= 64 ? query.code : '';
  const invite = typeof query.invite === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(query.invite) ? query.invite : '';
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      {invite ? <InvitationView locale={locale} token={invite} /> : <JoinView locale={locale} companyCode={company} cabinetCode={cabinet} accessCode={code} />}
    </main>
  );
}
