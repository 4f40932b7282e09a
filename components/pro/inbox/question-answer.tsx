'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { pushToast } from '@/stores/toast-store';
import { cabinetPath, useProCabinet } from '../use-pro-cabinet';
import { useItemAnswered, type QuestionItem } from './inbox-data';
import { DateTime } from './inbox-list';
import { ItemTextForm, loadInboxSchemas } from './item-text-form';

const loadAnswerSchema = () => loadInboxSchemas().then((schemas) => schemas.questionAnswerSchema);

/**
 * The clinic's answer to a question. Sending it (POST …/questions/{id}/answer) mails it to the
 * patient in the question's language, keeps it in their profile and closes the question: the
 * server does all three. Once sent it is shown; a new answer replaces it and is mailed again.
 */
export function QuestionAnswer({ item, errorTexts }: { item: QuestionItem; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessInbox.questions.answer');
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const answered = useItemAnswered<QuestionItem>('questions');
  const [writing, setWriting] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once "Answer again" or Cancel has swapped the view: the field, or back to "Answer again".
  const focusNext = useRef<'field' | 'again' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'field') formRef.current?.querySelector('textarea')?.focus();
    if (next === 'again') againRef.current?.focus();
  }, [writing]);

  if (item.ANSWER !== null && !writing) {
    return (
      <div ref={sentRef} tabIndex={-1} className="flex flex-col gap-2 rounded-lg border border-brand-700 bg-brand-50 p-3 focus-visible:outline-3 focus-visible:outline-brand-700">
        <h3 className="font-semibold">{t('title')}</h3>
        {item.ANSWERED_AT && (
          <p className="text-sm text-muted">
            <DateTime value={item.ANSWERED_AT} />
          </p>
        )}
        <p className="break-words whitespace-pre-line">{item.ANSWER}</p>
        <div>
          <Button
            ref={againRef}
            variant="secondary"
            size="sm"
            onClick={() => {
              focusNext.current = 'field';
              setWriting(true);
            }}
          >
            {t('again')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={formRef} className="flex flex-col gap-2">
      <ItemTextForm
        name="answer"
        label={t('label')}
        hint={t('hint', { email: item.EMAIL })}
        submit={t('send')}
        submitting={t('sending')}
        defaultValue={item.ANSWER ?? ''}
        rows={5}
        required
        schema={loadAnswerSchema}
        send={(body) => client.post<{ data: QuestionItem }>(cabinetPath('write', companyCode, cabinetCode, `questions/${item.ID}/answer`), body).then((answer) => answer.data)}
        onSaved={(saved) => {
          answered(saved as QuestionItem);
          setWriting(false);
          pushToast({ message: t('sent', { email: item.EMAIL }), variant: 'success' });
          // The answer replaces the form: the focus goes to it, not to the page's start.
          requestAnimationFrame(() => sentRef.current?.focus());
        }}
        errorTexts={errorTexts}
      />
      {writing && (
        <div>
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              focusNext.current = 'again';
              setWriting(false);
            }}
          >
            {t('cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
