'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client/errors';
import { ApiProvider } from '@/lib/api-client/provider';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { VisitView } from '@/lib/booking/visit-view';
import { byDay, clinicToday, failureMessage, readSlots, slotsKey, toFreeSlot } from './booking-api';
import { SlotGrid } from './slot-grid';
import type { BookingContext, FreeSlot } from './types';
import { IcsButton } from './ics-button';
import { VisitSummary } from './visit-summary';

export type ManageVisitProps = {
  ctx: BookingContext;
  token: string;
  /** The doctors' list of this site: "book again" leads to the doctor's page under it. */
  specialistsHref: string;
};

/** The manage page's island: the visit by its token; cancel (with a confirm step) or move (another free time of the same doctor and type). */
export function ManageVisitPanel(props: ManageVisitProps) {
  return (
    <ApiProvider>
      <Manage {...props} />
    </ApiProvider>
  );
}

type Outcome = 'cancelled' | 'moved' | null;

function Manage({ ctx, token: firstToken, specialistsHref }: ManageVisitProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { texts } = ctx;
  const [token, setToken] = useState(firstToken);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cancelled, setCancelled] = useState<VisitView | null>(null);
  const [mode, setMode] = useState<'view' | 'confirm-cancel' | 'move'>('view');
  const [actionError, setActionError] = useState<string | null>(null);
  const [offered, setOffered] = useState<FreeSlot[] | null>(null);

  const visit = useQuery({
    queryKey: ['booking-visit', token],
    queryFn: ({ signal }) => client.get<{ data: VisitView }>('/front/v1/booking/visit', { query: { token, COMPANY_CODE: ctx.companyCode }, signal }).then((answer) => answer.data),
    retry: false,
  });
  const view = visit.data;

  const cancel = useMutation({
    mutationFn: () => client.post('/w-front/v1/booking/cancel', { token, COMPANY_CODE: ctx.companyCode }),
    onSuccess: () => {
      setCancelled(view ? { ...view, status: 'cancelled', changeable: false } : null);
      setOutcome('cancelled');
      setMode('view');
      if (view) void queryClient.invalidateQueries({ queryKey: ['booking-slots', view.clinic.code, view.doctor.id] });
    },
    onError: (error) => setActionError(failureMessage(error, texts)),
  });
  const move = useMutation({
    mutationFn: (slot: FreeSlot) => client.post<{ data: { manage_token: string } }>('/w-front/v1/booking/move', { token, COMPANY_CODE: ctx.companyCode, start: slot.start }),
    onSuccess: (answer) => {
      const next = answer.data.manage_token;
      setToken(next);
      setOutcome('moved');
      setMode('view');
      setOffered(null);
      // The address bar follows the new token: the old one is void now.
      window.history.replaceState(null, '', `${ctx.visitHref}${next}`);
      if (view) void queryClient.invalidateQueries({ queryKey: ['booking-slots', view.clinic.code, view.doctor.id] });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'slot_taken') setOffered((error.next ?? []).map((item) => toFreeSlot(item, ctx.timeZone)));
      setActionError(failureMessage(error, texts));
    },
  });

  if (cancelled) {
    return (
      <div className="flex flex-col gap-4" data-manage-state="cancelled">
        <p role="status" className="font-medium text-green-800">
          {texts.cancelled}
        </p>
        <VisitSummary view={cancelled} ctx={ctx} />
        <a href={`${specialistsHref}/${encodeURIComponent(cancelled.doctor.slug)}`} className="font-medium text-brand-700 underline">
          {texts.bookAgain}
        </a>
      </div>
    );
  }
  if (visit.isPending) return <p role="status">{texts.loading}</p>;
  if (visit.isError || !view || view.clinic.code !== ctx.companyCode) {
    const code = isApiError(visit.error) ? visit.error.code : view ? 'not_found' : 'unknown';
    return (
      <p role="alert" className="font-medium text-red-700" data-manage-state="void">
        {code === 'link_void' ? texts.linkVoid : code === 'not_found' || code === 'invalid_input' ? texts.linkNotFound : failureMessage(visit.error, texts)}
      </p>
    );
  }

  const statusTexts: Record<string, string> = { booked: texts.statusBooked, cancelled: texts.statusCancelled, came: texts.statusCame, no_show: texts.statusNoShow };
  const statusText = statusTexts[view.status] ?? view.status;
  return (
    <div className="flex flex-col gap-4" data-manage-state={outcome ?? 'view'}>
      {outcome === 'moved' && (
        <p role="status" className="font-medium text-green-800">
          {texts.moved}
        </p>
      )}
      <p className="font-semibold" data-visit-status={view.status}>
        {statusText}
      </p>
      <VisitSummary view={view} ctx={ctx} />
      {view.status === 'booked' && (
        <IcsButton token={token} clinicCode={ctx.companyCode} texts={texts} />
      )}
      {view.status === 'booked' && !view.changeable && <p>{texts.tooLate.replace('{minutes}', String(view.change_limit_minutes))}</p>}
      {actionError && (
        <p role="alert" className="font-medium text-red-700">
          {actionError}
        </p>
      )}
      {view.changeable && mode === 'view' && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => {
              setActionError(null);
              setMode('move');
            }}
            data-manage-move
          >
            {texts.move}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setActionError(null);
              setMode('confirm-cancel');
            }}
            data-manage-cancel
          >
            {texts.cancel}
          </Button>
        </div>
      )}
      {mode === 'confirm-cancel' && (
        <div role="group" aria-labelledby="cancel-question" className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3">
          <p id="cancel-question" className="font-medium">
            {texts.cancelQuestion}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="danger" loading={cancel.isPending} loadingLabel={texts.cancelYes} onClick={() => cancel.mutate()} data-cancel-yes>
              {texts.cancelYes}
            </Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {texts.cancelNo}
            </Button>
          </div>
        </div>
      )}
      {mode === 'move' && <MoveTimes ctx={ctx} view={view} offered={offered} busy={move.isPending} onPick={(slot) => move.mutate(slot)} onBack={() => setMode('view')} />}
    </div>
  );
}

function MoveTimes({ ctx, view, offered, busy, onPick, onBack }: { ctx: BookingContext; view: VisitView; offered: FreeSlot[] | null; busy: boolean; onPick: (slot: FreeSlot) => void; onBack: () => void }) {
  const client = useApiClient();
  const { texts } = ctx;
  const [shown, setShown] = useState(3);
  const today = useMemo(() => clinicToday(view.time_zone), [view.time_zone]);
  const typeId = view.visit_type?.id ?? 0;
  const slots = useQuery({
    queryKey: slotsKey(view.clinic.code, view.doctor.id, typeId, today),
    queryFn: ({ signal }) => readSlots(client, view.clinic.code, view.doctor.id, typeId, today, signal),
    enabled: typeId > 0,
  });
  const days = useMemo(() => byDay(offered ?? slots.data ?? []), [offered, slots.data]);
  return (
    <section aria-labelledby="move-title" className="flex flex-col gap-3" data-move-times aria-busy={busy}>
      <h2 id="move-title" className="text-lg font-semibold">
        {texts.moveChoose}
      </h2>
      {slots.isPending && !offered ? (
        <p role="status">{texts.loading}</p>
      ) : slots.isError && !offered ? (
        <p role="alert">{failureMessage(slots.error, texts)}</p>
      ) : days.length === 0 ? (
        <p>{texts.noNext}</p>
      ) : (
        <SlotGrid days={days.slice(0, shown)} today={today} timeZone={view.time_zone} locale={ctx.locale} texts={texts} onPick={(slot) => !busy && onPick(slot)} />
      )}
      {days.length > shown && (
        <button type="button" onClick={() => setShown((count) => count + 3)} className="self-start text-sm font-medium text-brand-700 underline">
          {texts.more}
        </button>
      )}
      <Button variant="secondary" onClick={onBack}>
        {texts.cancelNo}
      </Button>
    </section>
  );
}
