'use client';

import { useTranslations } from 'next-intl';
import { INBOX_STATUSES } from '@/lib/business/inbox-schemas';
import { isLocale } from '@/lib/i18n/locales';
import { RequirePermission } from '../require-permission';
import { useBusinessErrorTexts } from './business-error-texts';
import { useAreaList, useListParams, type QuestionItem } from './inbox-data';
import { InboxItemActions } from './inbox-item-actions';
import { DateTime, Details, ItemCard, ListStatus, Pager, StatusBadge, StatusFilter } from './inbox-list';
import { QuestionAnswer } from './question-answer';

/** The patients' questions to the active cabinet's company (questions.read). */
export function QuestionsView() {
  return (
    <RequirePermission permission="questions.read">
      <Questions />
    </RequirePermission>
  );
}

function Questions() {
  const t = useTranslations('BusinessInbox');
  const filter = useListParams(INBOX_STATUSES);
  const list = useAreaList<QuestionItem>('questions', filter);
  const errorTexts = useBusinessErrorTexts('questions.read');
  return (
    <section className="flex flex-col gap-5" aria-labelledby="inbox-title">
      <header className="flex flex-col gap-2">
        <h1 id="inbox-title" className="text-2xl font-bold">
          {t('questions.title')}
        </h1>
        <p className="text-muted">{t('questions.intro')}</p>
      </header>
      <StatusFilter
        label={t('filter.label')}
        current={filter.status}
        options={[{ value: null, label: t('filter.all') }, ...INBOX_STATUSES.map((value) => ({ value, label: t(`filter.${value}`) }))]}
      />
      <ListStatus loading={list.isPending} failed={list.isError && !list.data} onRetry={() => void list.refetch()} />
      {list.data &&
        (list.data.data.length === 0 ? (
          <p>{t('questions.empty')}</p>
        ) : (
          <ul aria-label={t('questions.list')} aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-4">
            {list.data.data.map((item) => (
              <Question key={item.ID} item={item} errorTexts={errorTexts} />
            ))}
          </ul>
        ))}
      {list.data && <Pager status={filter.status} meta={list.data.meta} />}
    </section>
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
