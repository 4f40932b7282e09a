'use client';

import { useTranslations } from 'next-intl';
import { isLocale } from '@/lib/i18n/locales';
import { displayPhone, telHref } from '@/lib/phone/normalize';
import { RequirePermission } from '../require-permission';
import type { QuestionItem } from './inbox-data';
import { InboxPage, type RowContext } from './inbox-page';
import { InboxItemActions } from './inbox-item-actions';
import { DateTime, Details, StatusBadge } from './inbox-list';
import { InboxRow } from './inbox-row';
import { QuestionAnswer } from './question-answer';

/** The patients' questions to the active cabinet's company (questions.read). */
export function QuestionsView() {
  return (
    <RequirePermission permission="questions.read">
      <InboxPage<QuestionItem> area="questions" renderItem={(item, context) => <Question key={item.ID} item={item} context={context} />} />
    </RequirePermission>
  );
}

/** A question's row: the name, when it came and how the question starts, its status and the phone if given. */
function Question({ item, context }: { item: QuestionItem; context: RowContext }) {
  const t = useTranslations('BusinessInbox');
  return (
    <InboxRow
      id={`question-${item.ID}`}
      name={item.NAME}
      isNew={item.STATUS === 'new'}
      summary={
        <>
          <DateTime value={item.CREATED_AT} /> · {item.TEXT}
        </>
      }
      badge={<StatusBadge status={item.STATUS} label={t(`questions.status.${item.STATUS}`)} caption={t('fields.status')} />}
      phone={item.PHONE}
      open={context.open}
      focusOnMount={context.focusOnMount}
      onToggle={context.onToggle}
      detail={() => <QuestionDetail item={item} errorTexts={context.errorTexts} />}
    />
  );
}

function QuestionDetail({ item, errorTexts }: { item: QuestionItem; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessInbox');
  return (
    <>
      <div className="flex min-w-0 flex-col gap-4">
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
                    <a href={telHref(item.PHONE)} className="text-brand-700 underline">
                      {displayPhone(item.PHONE)}
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
      </div>
      <div className="flex min-w-0 flex-col gap-4 border-t border-slate-200 pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-6">
        <InboxItemActions area="questions" item={item} errorTexts={errorTexts} />
      </div>
    </>
  );
}
