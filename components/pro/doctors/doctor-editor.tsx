'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { BackLink } from '@/components/pro/back-link';
import { DeleteSection } from '@/components/pro/delete-section';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useItemCache } from '@/components/pro/use-item-cache';
import { useOfferedLocales } from '@/components/pro/use-offered-locales';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import type { Locale } from '@/lib/i18n/locales';
import { DoctorForm } from './doctor-form';
import { DoctorPhoto } from './doctor-photo';
import { pick, type Doctor } from './doctor-types';
import { NewDoctorPhoto } from './new-doctor-photo';
import { useDoctorsKey } from './use-doctors-key';
import { useFirstPhoto } from './use-first-photo';

/**
 * One doctor: the form (a new doctor when `id` is null), the photo, and deleting. A new doctor's
 * photo is chosen beside the form and uploaded right after the doctor is created (useFirstPhoto).
 */
export function DoctorEditor({ id }: { id: number | null }) {
  const t = useTranslations('BusinessDoctors');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const router = useRouter();
  const { client, read, write } = useCabinetCalls();
  const locales = useOfferedLocales();
  const key = useDoctorsKey();
  const cache = useItemCache<Doctor>(key, (item) => item.ID);
  const doctor = useQuery({
    queryKey: [...key, 'item', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: Doctor }>(read(`doctors/${id}`), { signal })).data,
  });
  const current = id === null ? null : (doctor.data ?? null);
  const firstPhoto = useFirstPhoto(cache.put);

  function onSaved(next: Doctor, created: boolean) {
    cache.saved(next);
    if (!created) return;
    // The editor stays mounted as the address names the new doctor, so the upload's note stays in view.
    router.replace(`${pathname}?doctor=${next.ID}`);
    firstPhoto.upload(next);
  }

  async function remove() {
    await client.delete(write(`doctors/${id}`));
    await cache.removed(id!);
  }

  return (
    <div className="flex flex-col gap-5">
      <BackLink href={pathname}>{t('backToList')}</BackLink>
      <h1 className="min-w-0 break-words text-2xl font-bold">{current ? pick(current.FULL_NAME, locale) || t('editTitle') : t('newTitle')}</h1>
      {id !== null && <QueryStatus query={doctor} texts={loadTexts(t)} />}
      {(id === null || current) && (
        <>
          {current && (
            <p>
              <a href={current.URL} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-4">
                {t('openOnSite')}
              </a>
            </p>
          )}
          {firstPhoto.note}
          {current ? <DoctorPhoto doctor={current} onChanged={cache.put} /> : id === null && <NewDoctorPhoto onFile={firstPhoto.choose} />}
          <DoctorForm key={current ? `${current.ID}` : 'new'} doctor={current} locales={locales} onSaved={onSaved} />
          {current && <DeleteSection id="doctor-delete-title" namespace="BusinessDoctors.delete" values={{ name: pick(current.FULL_NAME, locale) }} remove={remove} backTo={pathname} />}
        </>
      )}
    </div>
  );
}
