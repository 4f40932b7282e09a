'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ImageUploadForm } from '@/components/pro/image-upload-form';
import { useImageUpload } from '@/components/pro/use-image-upload';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import type { NewsItem } from './news-types';

/**
 * The item's image: the current one, a file to choose with its preview, upload (multipart `image`)
 * and removal. A failure is said in the user's language (uploadErrorText): any 413, the server's or
 * a proxy's, is "too large" (the hint beside the field gives the limit), never a proxy's English.
 */
export function NewsImage({ item, onChanged }: { item: NewsItem; onChanged: (item: NewsItem) => void }) {
  const t = useTranslations('BusinessNews.image');
  const { companyCode, cabinetCode } = useProCabinet();
  const errorTexts = useBusinessErrorTexts();
  const inputId = useId();
  const upload = useImageUpload<NewsItem>({
    path: cabinetPath('write', companyCode, cabinetCode, `news/${item.ID}/image`),
    field: 'image',
    onChanged,
    errorTexts,
    texts: { tooLarge: errorTexts.file_too_large, choose: t('choose'), uploaded: t('uploaded'), removed: t('removed') },
  });

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      {item.IMAGE ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file of any size, shown as it is stored
        <img src={item.IMAGE} alt={t('current')} data-testid="news-image" className="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain" />
      ) : (
        <p className="text-sm text-muted">{t('none')}</p>
      )}
      <ImageUploadForm upload={upload} inputId={inputId} name="image" texts={{ file: t('file'), hint: t('hint'), upload: t('upload'), remove: t('remove') }} canRemove={Boolean(item.IMAGE)}>
        {upload.preview && (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) of the chosen file
          <img src={upload.preview} alt={t('preview')} className="max-h-48 w-auto max-w-full rounded-lg border border-dashed border-slate-400 object-contain" />
        )}
      </ImageUploadForm>
    </section>
  );
}
