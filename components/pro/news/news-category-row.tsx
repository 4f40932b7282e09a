'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { lazyLoader } from '@/components/forms/use-api-form';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { CategoryNameFields, useCategoryForm } from './news-category-fields';
import { pick, type NewsCategory } from './news-types';
import { newsCategoriesKey } from './use-news-categories';

const loadUpdateSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.newsCategoryUpdateSchema));

type Direction = 'up' | 'down';

/**
 * One news category in the editor's list: its name, address and item count; moving it up or
 * down the site's order; editing its names and listing style (its address stays); deleting it
 * when it holds no news, after asking. A move keeps the focus on the button pressed (on the
 * other one when that end is reached) and says the new place.
 */
export function CategoryRow({ category, first, last, onDeleted }: { category: NewsCategory; first: boolean; last: boolean; onDeleted: () => void }) {
  const t = useTranslations('BusinessNews.categories');
  const locale = useLocale() as Locale;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = newsCategoriesKey(companyCode, cabinetCode);
  const name = pick(category.NAME, locale);
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ direction: Direction; text: string } | null>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const path = (suffix = '') => cabinetPath('write', companyCode, cabinetCode, `news_categories/${category.ID}${suffix}`);

  const move = useMutation({
    mutationFn: (direction: Direction) => client.post<{ data: NewsCategory[] }>(path('/move'), { direction }),
    onMutate: () => setProblem(null),
    onSuccess: (answer, direction) => {
      queryClient.setQueryData(key, answer.data);
      const position = answer.data.findIndex((c) => c.ID === category.ID) + 1;
      setMoved({ direction, text: t('movedStatus', { name, position }) });
    },
    onError: (error) => setProblem(t('actionFailed', { reason: businessErrorText(errorTexts, error) })),
  });

  // The row's element moved in the list, which drops the focus: it goes back to the button pressed, or to the other at an end.
  useEffect(() => {
    if (!moved) return;
    const [pressed, other] = moved.direction === 'up' ? [upRef.current, downRef.current] : [downRef.current, upRef.current];
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [moved]);

  const remove = useMutation({
    mutationFn: () => client.delete(path()),
    onMutate: () => setProblem(null),
    onSuccess: async () => {
      setConfirmOpen(false);
      pushToast({ message: t('deletedToast', { name }), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
      onDeleted();
    },
    onError: async (error) => {
      setConfirmOpen(false);
      setProblem(t('actionFailed', { reason: businessErrorText(errorTexts, error) }));
      // Someone may have added an item meanwhile: the count and the button follow.
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const busy = move.isPending || remove.isPending;
  const notEmptyId = `${formId}-not-empty`;
  return (
    <li data-testid="news-category" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="min-w-0 break-words font-medium">{name}</span>
        <span className="text-sm text-muted">{t('details', { slug: category.SLUG, count: category.NEWS_COUNT })}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* Not disabled while a call runs (that would drop the focus): a press meanwhile does nothing. */}
        <Button ref={upRef} variant="secondary" size="sm" aria-label={t('moveUpLabel', { name })} disabled={first} loading={move.isPending && move.variables === 'up'} onClick={() => !busy && move.mutate('up')}>
          {t('moveUp')}
        </Button>
        <Button ref={downRef} variant="secondary" size="sm" aria-label={t('moveDownLabel', { name })} disabled={last} loading={move.isPending && move.variables === 'down'} onClick={() => !busy && move.mutate('down')}>
          {t('moveDown')}
        </Button>
        <Button ref={editRef} variant="secondary" size="sm" aria-label={t('editLabel', { name })} aria-expanded={editing} aria-controls={editing ? `${formId}-edit` : undefined} onClick={() => setEditing((open) => !open)}>
          {t('edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('deleteLabel', { name })}
          aria-describedby={category.NEWS_COUNT > 0 ? notEmptyId : undefined}
          disabled={category.NEWS_COUNT > 0}
          onClick={() => !busy && setConfirmOpen(true)}
        >
          {t('delete')}
        </Button>
        {category.NEWS_COUNT > 0 && (
          <span id={notEmptyId} className="text-sm text-muted">
            {t('notEmpty')}
          </span>
        )}
      </div>
      <p role="status" className="sr-only">
        {moved?.text}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {editing && (
        <div id={`${formId}-edit`} className="border-t border-slate-200 pt-3">
          <EditCategoryForm
            category={category}
            onDone={(saved) => {
              setEditing(false);
              if (saved) pushToast({ message: t('savedToast', { name: pick(saved.NAME, locale) }), variant: 'success' });
              // After the form leaves, its button takes the focus back.
              requestAnimationFrame(() => editRef.current?.focus());
            }}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('confirmTitle', { name })}
        text={t('confirmText', { slug: category.SLUG })}
        confirm={t('confirm')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/** A category's names and listing style, filled in; saving updates the list, Cancel leaves it. */
function EditCategoryForm({ category, onDone }: { category: NewsCategory; onDone: (saved: NewsCategory | null) => void }) {
  const t = useTranslations('BusinessNews.categories');
  const locale = useLocale() as Locale;
  const { form, locales } = useCategoryForm({ method: 'put', path: `news_categories/${category.ID}`, fields: ['component'], schema: loadUpdateSchema, onSaved: onDone });

  return (
    <div className="flex flex-col gap-3">
      <ApiForm form={form} note={t('slugFixed', { slug: category.SLUG })} submit={t('save')} submitting={t('saving')}>
        <h3 className="text-lg font-semibold">{t('editTitle', { name: pick(category.NAME, locale) })}</h3>
        <CategoryNameFields form={form} locales={locales} category={category} />
      </ApiForm>
      <div>
        <Button variant="secondary" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
