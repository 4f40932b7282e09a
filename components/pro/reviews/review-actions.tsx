'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { pushToast } from '@/stores/toast-store';
import { cabinetPath, useProCabinet } from '../use-pro-cabinet';
import { businessErrorText } from '../business-error-texts';
import { useItemAnswered, useItemChange, type ReviewItem } from '../inbox/inbox-data';
import { ItemTextForm, loadInboxSchemas } from '../inbox/item-text-form';

type Decision = 'published' | 'rejected';

const loadReplySchema = () => loadInboxSchemas().then((schemas) => schemas.reviewReplySchema);

/**
 * Moderating a review: publish it or reject it (shown at once, announced, put back with the
 * reason if the server refuses), and the clinic's public reply, shown under the review on the
 * site. The server expires the company's cached pages, so the site shows either on the next request.
 */
export function ReviewActions({ item, errorTexts }: { item: ReviewItem; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessReviews');
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const [error, setError] = useState<string | null>(null);
  const answered = useItemAnswered<ReviewItem>('reviews');
  const change = useItemChange<ReviewItem, { status: Decision }>('reviews', (cached, body) => ({ ...cached, STATUS: body.status }));

  const decide = (status: Decision) => {
    setError(null);
    change.mutate(
      { item, body: { status } },
      {
        onSuccess: (saved) => pushToast({ message: t(saved.STATUS === 'published' ? 'published' : 'rejected', { name: saved.AUTHOR_NAME }), variant: 'success' }),
        onError: (failure) => setError(businessErrorText(errorTexts, failure)),
      },
    );
  };

  return (
    <>
      {/* Both stay in place (the one already done is unavailable), so the focus is never lost. */}
      <div role="group" aria-label={t('actions', { name: item.AUTHOR_NAME })} className="flex flex-wrap gap-2">
        {(['published', 'rejected'] as const).map((decision) => {
          const done = item.STATUS === decision;
          const busy = change.isPending && change.variables?.body.status === decision;
          return (
            <Button
              key={decision}
              variant={decision === 'published' ? 'primary' : 'secondary'}
              loading={busy}
              aria-disabled={done || busy || undefined}
              onClick={() => !done && !change.isPending && decide(decision)}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            >
              {t(decision === 'published' ? 'publish' : 'reject')}
            </Button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ItemTextForm
        name="reply"
        label={t('reply.label')}
        hint={t('reply.hint')}
        submit={t('reply.save')}
        submitting={t('reply.saving')}
        defaultValue={item.REPLY ?? ''}
        rows={4}
        schema={loadReplySchema}
        send={(body) => client.put<{ data: ReviewItem }>(cabinetPath('write', companyCode, cabinetCode, `reviews/${item.ID}`), body).then((answer) => answer.data)}
        onSaved={(saved, text) => {
          answered(saved as ReviewItem);
          pushToast({ message: text ? t('reply.saved') : t('reply.removed'), variant: 'success' });
        }}
        errorTexts={errorTexts}
      />
    </>
  );
}
