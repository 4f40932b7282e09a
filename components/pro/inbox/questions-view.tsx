'use client';

import { useTranslations } from 'next-intl';
import { isLocale } from '@/lib/i18n/locales';
import { RequirePermission } from '../require-permission';
import type { QuestionItem } from './inbox-data';
import { InboxPage } from './inbox-page';
import { InboxItemActions } from './inbox-item-actions';
import { DateTime, Details, ItemCard, StatusBadge } from './inbox-list';
import { QuestionAnswer } from './question-answer';

/** The patients' questions to the active cabinet's company (questions.read). */
export function QuestionsView() {
  return (
    <RequirePermission permission="questions.read">
      <InboxPage<QuestionItem> area="questions" renderItem={(item, errorTexts) => <Question key={item.ID} item={item} errorTexts={errorTexts} />} />
    </RequirePermission>
  );
}

function Question({ item, errorTexts }: { item: QuestionItem; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessInbox');
  return (
    <ItemCard
      id={`question-${item.ID}`}
      heading={item.NAME}
      badge={<StatusBadge status={item.STATUS} label={t(`questions.status.${item.STATUS}`)} caption={t('fields.status')} />}
      details={
        <>
          <Details
            rows={[
              {
                label: t('fields.contacts'),
                value: (
                  <span className="flex flex-col">
                    <a href={`mailto:${item.EMAIL}`} className="break-all font-medium text-brand-700 underline">
                      {item.EMAIL}
                    </a>
                    {item.PHONE && (
                      <a href={`tel:${item.PHONE}`} className="text-brand-700 underline">
                        {item.PHONE}
                      </a>
                    )}
                  </span>
                ),
              },
              { label: t('questions.question'), value: item.TEXT },
              { label: t('fields.received'), value: <DateTime value={item.CREATED_AT} /> },
              { label: t('fields.language'), value: isLocale(item.LOCALE) ? t(`languages.${item.LOCALE}`) : item.LOCALE },
              item.FROM_SIGNED_IN_PATIENT && { label: t('fields.patient'), value: t('fields.signedIn') },
            ]}
          />
          <QuestionAnswer item={item} errorTexts={errorTexts} />
        </>
      }
      actions={<InboxItemActions area="questions" item={item} errorTexts={errorTexts} />}
    />
  );
}
