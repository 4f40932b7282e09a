'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { useCabinetCalls } from '@/components/pro/use-cabinet-calls';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';

/** The kinds of lib/business/translations/items.ts (TRANSLATION_KINDS). */
export type TranslationKind = 'clinic' | 'home' | 'about' | 'material' | 'price' | 'doctor' | 'menu' | 'album' | 'news';

type StaleWire = { FIELD: string; LOCALE: Locale };

/** An editor's stale translations and the «Перевод актуален» action (what RussianOriginal and LocaleTabs read). */
export type StaleFields = {
  isStale: (field: string, locale: Locale) => boolean;
  /** Whether any field of the language is stale (its tab's mark). */
  localeStale: (locale: Locale) => boolean;
  confirm: (field: string, locale: Locale) => void;
  confirming: (field: string, locale: Locale) => boolean;
};

/**
 * The stale translations of one item (GET …/translations/stale, issue 31): fields whose Russian text
 * changed after that language's text was saved. Read again with each version the editor saves (a
 * saved language is current again); `confirm` marks one current without changing it (POST
 * …/translations/confirm) and drops its mark. `itemId` null (an item not created yet) or a member
 * without content.edit: nothing stale.
 */
export function useStaleFields(kind: TranslationKind, itemId: number | null | undefined, version: number | null | undefined): StaleFields {
  const t = useTranslations('BusinessEditor');
  const errorTexts = useBusinessErrorTexts('content.edit');
  const { client, read, write } = useCabinetCalls();
  const { companyCode, cabinetCode, can } = useProCabinet();
  const queryClient = useQueryClient();
  const key = ['business', companyCode, cabinetCode, 'translations', 'stale', kind, itemId ?? null, version ?? null] as const;
  const stale = useQuery({
    queryKey: key,
    // The marks are content.edit's (a doctors' or menu editor without it edits on without them).
    enabled: itemId !== null && itemId !== undefined && can('content.edit'),
    queryFn: async ({ signal }) => (await client.get<{ data: StaleWire[] }>(read(`translations/stale?kind=${kind}&item=${itemId}`), { signal })).data,
  });
  const confirmation = useMutation({
    mutationFn: async (target: { field: string; locale: Locale }) => {
      await client.post(write('translations/confirm'), { kind, item_id: itemId, field: target.field, locale: target.locale });
      return target;
    },
    onSuccess: (target) => {
      queryClient.setQueryData<StaleWire[]>(key, (list) => (list ?? []).filter((one) => one.FIELD !== target.field || one.LOCALE !== target.locale));
      pushToast({ message: t('confirmed'), variant: 'success' });
    },
    onError: (failure) => pushToast({ message: t('confirmFailed', { error: businessErrorText(errorTexts, failure) }), variant: 'error' }),
  });
  const list = stale.data ?? [];
  return {
    isStale: (field, locale) => list.some((one) => one.FIELD === field && one.LOCALE === locale),
    localeStale: (locale) => list.some((one) => one.LOCALE === locale),
    confirm: (field, locale) => confirmation.mutate({ field, locale }),
    confirming: (field, locale) => confirmation.isPending && confirmation.variables?.field === field && confirmation.variables.locale === locale,
  };
}
