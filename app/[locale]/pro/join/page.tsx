import { notFound } from 'next/navigation';
import { JoinView } from '@/components/pro/join/join-view';
import { isLocale } from '@/lib/i18n/locales';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessJoin.title);

/** Joining a cabinet with an access code, prefilled from an invitation's link: /pro/join?company=DEMO&cabinet=1 (proJoinHref). */
export default async function JoinPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  if (!isLocale(locale)) notFound();
  const company = typeof query.company === 'string' && query.company.length <= 64 ? query.company : '';
  const cabinet = typeof query.cabinet === 'string' && /^\d{1,9}$/.test(query.cabinet) ? query.cabinet : '0';
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <JoinView locale={locale} companyCode={company} cabinetCode={cabinet} />
    </main>
  );
}
