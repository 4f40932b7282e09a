'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import type { InboxStatus, ReviewStatus } from '@/lib/business/inbox-schemas';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { cabinetPath, useProCabinet } from '../use-pro-cabinet';

/** One page of a business list, as the API answers it (lib/business/wire.ts pageMeta). */
export type ListPage<T> = { data: T[]; meta: { PAGE: number; PAGE_SIZE: number; TOTAL: number; PAGES: number } };

type Person = { ID: number; NAME: string; LOCALE: string; STATUS: InboxStatus; NOTE: string | null; FROM_SIGNED_IN_PATIENT: boolean; CREATED_AT: string; UPDATED_AT: string };

/** GET …/business/appointments (lib/business/inbox-routes.ts InboxAppointmentRequest). */
export type AppointmentItem = Person & {
  PHONE: string;
  EMAIL: string | null;
  PREFERRED_DATE: string | null;
  COMMENT: string | null;
  SPECIALIST: { SLUG: string; FULL_NAME: string } | null;
};

/** GET …/business/questions (InboxQuestion). */
export type QuestionItem = Person & { EMAIL: string; PHONE: string | null; TEXT: string; ANSWER: string | null; ANSWERED_AT: string | null };

/** GET …/business/reviews (lib/business/reviews-routes.ts ModeratedReview). */
export type ReviewItem = {
  ID: number;
  AUTHOR_NAME: string;
  RATING: number;
  TEXT: string;
  STATUS: ReviewStatus;
  REPLY: string | null;
  SPECIALIST: { SLUG: string; FULL_NAME: string } | null;
  FROM_SIGNED_IN_PATIENT: boolean;
  CREATED_AT: string;
};

export type InboxArea = 'appointments' | 'questions' | 'reviews';

/** Every query of an area in the active cabinet: ['business', 'DEMO', 0, 'questions']. */
export function useAreaKey(area: InboxArea): QueryKey {
  const { companyCode, cabinetCode } = useProCabinet();
  return ['business', companyCode, cabinetCode, area];
}

/** The list's filter and page, from the address (?status=new&page=2); anything else is the default. */
export function useListParams<S extends string>(statuses: readonly S[]): { status: S | null; page: number } {
  const params = useSearchParams();
  const raw = params.get('status');
  const status = statuses.find((value) => value === raw) ?? null;
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** One page of an area's list; the page shown stays while the next loads. */
export function useAreaList<T>(area: InboxArea, filter: { status: string | null; page: number }) {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useAreaKey(area);
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) query.set('status', filter.status);
  return useQuery({
    queryKey: [...key, filter.status ?? 'all', filter.page],
    queryFn: ({ signal }) => client.get<ListPage<T>>(`${cabinetPath('read', companyCode, cabinetCode, area)}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const replaceItem = <T extends { ID: number }>(page: ListPage<T> | undefined, id: number, change: (item: T) => T): ListPage<T> | undefined =>
  page && { ...page, data: page.data.map((item) => (item.ID === id ? change(item) : item)) };

/** Puts the server's answer for an item into every cached page of the area that shows it. */
export function useItemAnswered<T extends { ID: number }>(area: InboxArea) {
  const queryClient = useQueryClient();
  const key = useAreaKey(area);
  return (item: T) => {
    queryClient.setQueriesData<ListPage<T>>({ queryKey: key }, (page) => replaceItem(page, item.ID, () => item));
    // The other filters' lists are out of date; this one is refetched when next shown, so the
    // item stays where it is under the user's focus instead of jumping out of a filtered list.
    void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
  };
}

type Change<T, B> = { item: T; body: B };

/**
 * A write to one item (PUT …/{area}/{id}) shown at once: `optimistic` applies the change to the
 * cached lists before the server answers, an error puts them back, the answer replaces the item.
 */
export function useItemChange<T extends { ID: number }, B extends Record<string, unknown>>(area: InboxArea, optimistic: (item: T, body: B) => T) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useAreaKey(area);
  const answered = useItemAnswered<T>(area);
  return useMutation({
    mutationFn: ({ item, body }: Change<T, B>) => client.put<{ data: T }>(cabinetPath('write', companyCode, cabinetCode, `${area}/${item.ID}`), body).then((answer) => answer.data),
    onMutate: async ({ item, body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<ListPage<T>>({ queryKey: key });
      queryClient.setQueriesData<ListPage<T>>({ queryKey: key }, (page) => replaceItem(page, item.ID, (cached) => optimistic(cached, body)));
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [queryKey, page] of context?.before ?? []) queryClient.setQueryData(queryKey, page);
    },
    onSuccess: answered,
  });
}
