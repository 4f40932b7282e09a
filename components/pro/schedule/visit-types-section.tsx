'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { offeredLocales } from '@/components/pro/news/news-types';
import { CONTROL, cleanTexts, Input, useSaveErrors, type Texts } from '@/components/pro/site-content/editor-kit';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { ScheduleAddForm, ScheduleListItem, ScheduleListSection } from './schedule-list-parts';
import type { Locale } from '@/lib/i18n/locales';
import { pick, type ScheduleSetup } from './schedule-types';
import { useScheduleCall } from './use-schedule-call';

type Draft = { name: Texts; duration: string; price: string };
const EMPTY: Draft = { name: {}, duration: '30', price: '' };

// Not a whole number: sent as typed, so the server names the field.
const numberOrText = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());

/** The doctor's visit types: each with its length and price, removable; a new one, its name and price suggested from the clinic's price list. */
export function VisitTypesSection({ setup, queryKey }: { setup: ScheduleSetup; queryKey: readonly unknown[] }) {
  const t = useTranslations('BusinessSchedule.types');
  const tl = useTranslations('BusinessEditor.languages');
  const locale = useLocale() as Locale;
  const { company } = useProCabinet();
  const locales = offeredLocales(company);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const add = useScheduleCall(queryKey);
  const remove = useScheduleCall(queryKey);
  const errors = useSaveErrors(add.error);
  const removeErrors = useSaveErrors(remove.error);
  const currency = setup.PRICE_LIST?.CURRENCY ?? '';
  const rows = setup.PRICE_LIST?.ROWS ?? [];

  async function submit() {
    const body = { name: cleanTexts(draft.name), duration_minutes: numberOrText(draft.duration), price: draft.price.trim() === '' ? null : numberOrText(draft.price) };
    if (await add.run('post', `schedule/${setup.DOCTOR.ID}/visit_types`, body)) setDraft(EMPTY);
  }

  return (
    <ScheduleListSection
      id="schedule-types-title"
      title={t('title')}
      removeMessage={removeErrors.message}
      emptyText={t('empty')}
      testId="visit-types"
      items={setup.VISIT_TYPES.map((type) => (
        <ScheduleListItem
          key={type.ID}
          remove={{ label: t('remove', { name: pick(type.NAME, locale) }), text: t('removeShort'), busy: remove.busy, onRemove: () => void remove.run('delete', `visit_types/${type.ID}`) }}
        >
          <span className="font-medium">{pick(type.NAME, locale)}</span>{' '}
          <span className="text-muted">{t('summary', { minutes: type.DURATION_MINUTES, hasPrice: type.PRICE === null ? 'no' : 'yes', price: type.PRICE ?? 0, currency })}</span>
        </ScheduleListItem>
      ))}
    >
      <ScheduleAddForm id="schedule-type-add-title" title={t('addTitle')} message={errors.message} onSubmit={() => void submit()} submit={{ text: t('add'), busyText: t('adding'), busy: add.busy }}>
        {rows.length > 0 && (
          <div className="flex flex-col gap-1">
            <label htmlFor="schedule-type-suggestion" className="text-sm font-medium">
              {t('fromPriceList')}
            </label>
            <select
              id="schedule-type-suggestion"
              className={CONTROL}
              value=""
              onChange={(event) => {
                const row = rows[Number(event.target.value)];
                if (row) setDraft({ ...draft, name: cleanTexts(row.SERVICE), price: String(row.PRICE) });
              }}
            >
              <option value="">{t('pickRow')}</option>
              {rows.map((row, index) => (
                <option key={index} value={index}>
                  {pick(row.SERVICE, locale)} — {row.PRICE} {currency}
                </option>
              ))}
            </select>
          </div>
        )}
        {locales.map((nameLocale) => (
          <Input
            key={nameLocale}
            id={`schedule-type-name-${nameLocale}`}
            lang={nameLocale}
            label={t('name', { language: tl(nameLocale) })}
            value={draft.name[nameLocale] ?? ''}
            maxLength={200}
            required={nameLocale === 'ru'}
            onChange={(event) => setDraft({ ...draft, name: { ...draft.name, [nameLocale]: event.target.value } })}
            error={errors.fieldText(`name.${nameLocale}`)}
          />
        ))}
        <div className="grid gap-3 sm:grid-cols-2">
          <Input id="schedule-type-duration" inputMode="numeric" label={t('duration')} value={draft.duration} onChange={(event) => setDraft({ ...draft, duration: event.target.value })} error={errors.fieldText('duration_minutes')} />
          <Input id="schedule-type-price" inputMode="numeric" label={t('price')} value={draft.price} onChange={(event) => setDraft({ ...draft, price: event.target.value })} error={errors.fieldText('price')} />
        </div>
      </ScheduleAddForm>
    </ScheduleListSection>
  );
}
