import { notFound } from 'next/navigation';
import { CreateView } from '@/components/pro/create/create-view';
import { isLocale } from '@/lib/i18n/locales';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessCreate.title);

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
