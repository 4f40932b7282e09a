'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { INBOX_STATUSES, type InboxStatus } from '@/lib/business/inbox/statuses';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { pushToast } from '@/stores/toast-store';
import { cabinetPath, useProCabinet } from '../use-pro-cabinet';
import { businessErrorText } from '../business-error-texts';
import { useItemAnswered, useItemChange, type AppointmentItem, type QuestionItem } from './inbox-data';
import { ItemTextForm, loadInboxSchemas } from './item-text-form';
import { StatusButtons } from './status-buttons';

type Area = 'appointments' | 'questions';
type Item = AppointmentItem | QuestionItem;

const loadNoteSchema = () => loadInboxSchemas().then((schemas) => schemas.inboxNoteSchema);

/**
 * What the clinic does with an appointment request or a question: its status (new -> in
 * progress -> done), changed at once on the page and announced, put back with the reason if
 * the server refuses; and the internal note, which only the staff see.
 */
export function InboxItemActions<T extends Item>({ area, item, errorTexts }: { area: Area; item: T; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessInbox');
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const [error, setError] = useState<string | null>(null);
  const answered = useItemAnswered<T>(area);
  const change = useItemChange<T, { status: InboxStatus }>(area, (cached, body) => ({ ...cached, STATUS: body.status }));
  const statusLabel = (status: InboxStatus) => t(`${area}.status.${status}`);

  const setStatus = (status: InboxStatus) => {
    setError(null);
    change.mutate(
      { item, body: { status } },
      {
        onSuccess: (saved) => pushToast({ message: t('statusChanged', { name: saved.NAME, status: statusLabel(saved.STATUS) }), variant: 'success' }),
        onError: (failure) => setError(businessErrorText(errorTexts, failure)),
      },
    );
  };

  return (
    <>
      <StatusButtons
        label={t(`${area}.statusGroup`, { name: item.NAME })}
        caption={t('fields.status')}
        statuses={INBOX_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        current={item.STATUS}
        busy={change.isPending}
        onChange={setStatus}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ItemTextForm
        name="note"
        label={t('note.label')}
        hint={t('note.hint')}
        submit={t('note.save')}
        submitting={t('note.saving')}
        defaultValue={item.NOTE ?? ''}
        schema={loadNoteSchema}
        send={(body) => client.put<{ data: T }>(cabinetPath('write', companyCode, cabinetCode, `${area}/${item.ID}`), body).then((answer) => answer.data)}
        onSaved={(saved, text) => {
          answered(saved as T);
          pushToast({ message: text ? t('note.saved') : t('note.removed'), variant: 'success' });
        }}
        errorTexts={errorTexts}
      />
    </>
  );
}
