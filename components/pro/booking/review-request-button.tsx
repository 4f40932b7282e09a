'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SaveError, useSaveErrors } from '@/components/pro/site-content/editor-kit';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';

type Props = {
  companyCode: string;
  visitId: number;
  /** The visit's review_requested_at is set: the request went already, the button is not offered. */
  requested: boolean;
  /** Called once the request is sent (or found sent by someone else), e.g. to refresh the visit. */
  onRequested?: () => void;
};

/**
 * "Ask for a review" of a visit marked came (the calendar's visit panel mounts it): one call to
 * POST …/visits/{id}/review-request; afterwards (or when a colleague asked first: 409
 * review_already_requested) it says the request is sent, and is never offered again.
 */
export function ReviewRequestButton({ companyCode, visitId, requested, onRequested }: Props) {
  const t = useTranslations('BusinessReviewRequest');
  const client = useApiClient();
  const { cabinetCode } = useProCabinet();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(requested);
  const [error, setError] = useState<unknown>(null);
  const errors = useSaveErrors(error);

  async function ask() {
    setBusy(true);
    setError(null);
    try {
      await client.post(cabinetPath('write', companyCode, cabinetCode, `visits/${visitId}/review-request`), {});
      setSent(true);
      onRequested?.();
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'review_already_requested') {
        setSent(true);
        onRequested?.();
      }
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  if (sent && !error) {
    return (
      <p className="text-sm font-medium text-emerald-800" role="status" data-review-requested>
        {t('sent')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <SaveError message={errors.message} />
      {!sent && (
        <>
          <Button variant="secondary" size="sm" loading={busy} loadingLabel={t('asking')} onClick={() => void ask()}>
            {t('ask')}
          </Button>
          <p className="text-sm text-muted">{t('hint')}</p>
        </>
      )}
    </div>
  );
}
