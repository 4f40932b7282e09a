import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CreateView } from '@/components/pro/create/create-view';
import { MESSAGES } from '@/lib/i18n/message-files';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: MESSAGES[isLocale(locale) ? locale : 'ru'].BusinessCreate.title, robots: { index: false, follow: false } };
}

/** A new clinic: its site goes live at once and its creator gets cabinet 0 with every permission. */
export default async function NewClinicPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <CreateView locale={locale} />
    </main>
  );
}
