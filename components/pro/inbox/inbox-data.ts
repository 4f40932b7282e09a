'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import type { InboxStatus, ReviewStatus } from '@/lib/business/inbox/statuses';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { proCountsKey } from '../pro-counts-key';
import { cabinetPath, useProCabinet } from '../use-pro-cabinet';

/** One page of a business list, as the API answers it (lib/business/wire.ts pageMeta); the inboxes add the counts per status. */
export type ListPage<T> = { data: T[]; meta: { PAGE: number; PAGE_SIZE: number; TOTAL: number; PAGES: number }; counts?: Record<string, number> };

type Person = { ID: number; NAME: string; LOCALE: string; STATUS: InboxStatus; NOTE: string | null; FROM_SIGNED_IN_PATIENT: boolean; CREATED_AT: string; UPDATED_AT: string };

/** GET …/business/appointments (lib/business/inbox/routes.ts InboxAppointmentRequest). */
export type AppointmentItem = Person & {
  PHONE: string;
  EMAIL: string | null;
  PREFERRED_DATE: string | null;
  COMMENT: string | null;
  SPECIALIST: { SLUG: string; FULL_NAME: string } | null;
};

/** GET …/business/questions (InboxQuestion). */
export type QuestionItem = Person & { EMAIL: string; PHONE: string | null; TEXT: string; ANSWER: string | null; ANSWERED_AT: string | null };

/** GET …/business/reviews (lib/business/inbox/reviews-routes.ts ModeratedReview). */
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

/** The list's filter, page and open item, from the address (?status=new&q=Асель&from=2026-11-01&to=2026-11-30&page=2&open=41). */
export type InboxFilterState<S extends string = string> = { status: S | null; q: string; from: string; to: string; page: number; open: number | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (raw: string | null, max: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
};

/**
 * The filter as the address holds it; anything malformed is left out (a hand-edited address
 * shows the list, not an error), so the API only gets what it accepts.
 */
export function useListParams<S extends string>(statuses: readonly S[]): InboxFilterState<S> {
  const params = useSearchParams();
  const raw = params.get('status');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  let from = day('from');
  let to = day('to');
  if (from && to && from > to) [from, to] = ['', ''];
  return {
    status: statuses.find((value) => value === raw) ?? null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    from,
    to,
    page: positive(params.get('page'), 100_000) ?? 1,
    open: positive(params.get('open'), 2_147_483_647),
  };
}

/** The API's query of a filter (no page): status, q, from, to as set. */
export function filterQuery(filter: Partial<Pick<InboxFilterState, 'status' | 'q' | 'from' | 'to'>>): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q) query.set('q', filter.q);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return query;
}

/** One page of an area's list under the filter; the page shown stays while the next loads. */
export function useAreaList<T>(area: InboxArea, filter: Partial<Pick<InboxFilterState, 'q' | 'from' | 'to'>> & Pick<InboxFilterState, 'status' | 'page'>) {
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = useAreaKey(area);
  const query = filterQuery(filter);
  query.set('page', String(filter.page));
  return useQuery({
    queryKey: [...key, filter.status ?? 'all', filter.q ?? '', filter.from ?? '', filter.to ?? '', filter.page],
    queryFn: ({ signal }) => client.get<ListPage<T>>(`${cabinetPath('read', companyCode, cabinetCode, area)}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

type WithStatus = { ID: number; STATUS?: string };

/** An item of the cached pages changed; a page showing it moves its count from the old status to the new one. */
function replaceItem<T extends WithStatus>(page: ListPage<T> | undefined, id: number, change: (item: T) => T): ListPage<T> | undefined {
  const before = page?.data.find((item) => item.ID === id);
  if (!page || !before) return page;
  const after = change(before);
  let counts = page.counts;
  if (counts && before.STATUS && after.STATUS && before.STATUS !== after.STATUS) {
    counts = { ...counts, [before.STATUS]: Math.max(0, (counts[before.STATUS] ?? 0) - 1), [after.STATUS]: (counts[after.STATUS] ?? 0) + 1 };
  }
  return { ...page, counts, data: page.data.map((item) => (item.ID === id ? after : item)) };
}

/** Puts the server's answer for an item into every cached page of the area that shows it. */
export function useItemAnswered<T extends WithStatus>(area: InboxArea) {
  const queryClient = useQueryClient();
  const key = useAreaKey(area);
  const { companyCode, cabinetCode } = useProCabinet();
  return (item: T) => {
    queryClient.setQueriesData<ListPage<T>>({ queryKey: key }, (page) => replaceItem(page, item.ID, () => item));
    // The other filters' lists are out of date; this one is refetched when next shown, so the
    // item stays where it is under the user's focus instead of jumping out of a filtered list.
    void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    // The navigation's counts and the dashboard refetch now if shown.
    void queryClient.invalidateQueries({ queryKey: proCountsKey(companyCode, cabinetCode) });
  };
}

type Change<T, B> = { item: T; body: B };

/**
 * A write to one item (PUT …/{area}/{id}) shown at once: `optimistic` applies the change to the
 * cached lists before the server answers, an error puts them back, the answer replaces the item.
 */
export function useItemChange<T extends WithStatus, B extends Record<string, unknown>>(area: InboxArea, optimistic: (item: T, body: B) => T) {
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
