'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useId, useMemo, useState } from 'react';
import { ApiProvider } from '@/lib/api-client/provider';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { byDay, clinicToday, failureMessage, readSlots, slotsKey } from './booking-api';
import { SlotGrid } from './slot-grid';
import type { BookableDoctor, BookingContext, FreeSlot } from './types';

// The dialog (Radix, react-hook-form) loads on the first tap of a time, not with the times.
const BookingFlow = dynamic(() => import('./booking-flow').then((module) => module.BookingFlow), { ssr: false });

export type DoctorTimesProps = {
  ctx: BookingContext;
  doctor: BookableDoctor;
  /** The appointment request with this doctor: offered when no free time shows. */
  requestHref?: string;
  /** A card's short version: the first day with free times, a few of them. */
  compact?: boolean;
};

/** The doctor's next free days and times (React Query over the cached public slots call); a tap opens the booking. */
export function DoctorTimesPanel(props: DoctorTimesProps) {
  return (
    <ApiProvider>
      <Panel {...props} />
    </ApiProvider>
  );
}

function Panel({ ctx, doctor, requestHref, compact = false }: DoctorTimesProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const { texts } = ctx;
  const [typeId, setTypeId] = useState(doctor.visitTypes[0].id);
  const [shown, setShown] = useState(compact ? 1 : 3);
  const [chosen, setChosen] = useState<FreeSlot | null>(null);
  const today = useMemo(() => clinicToday(ctx.timeZone), [ctx.timeZone]);
  const visitType = doctor.visitTypes.find((type) => type.id === typeId) ?? doctor.visitTypes[0];
  const slots = useQuery({
    queryKey: slotsKey(ctx.companyCode, doctor.id, visitType.id, today),
    queryFn: ({ signal }) => readSlots(client, ctx.companyCode, doctor.id, visitType.id, today, signal),
    staleTime: 30_000,
  });
  const days = useMemo(() => byDay(slots.data ?? []), [slots.data]);

  const close = (booked: boolean) => {
    setChosen(null);
    if (booked) void queryClient.invalidateQueries({ queryKey: ['booking-slots', ctx.companyCode, doctor.id] });
  };

  return (
    <div className="flex flex-col gap-3" data-doctor-times={doctor.id}>
      {!compact && doctor.visitTypes.length > 1 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            {texts.visitType}
          </label>
          <select id={`${id}-type`} value={visitType.id} onChange={(event) => setTypeId(Number(event.target.value))} className="w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base">
            {doctor.visitTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.price ? `${type.name} · ${type.price}` : type.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {slots.isPending ? (
        <p role="status" className="min-h-11 text-sm text-muted">
          {texts.loading}
        </p>
      ) : slots.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span>{failureMessage(slots.error, texts) || texts.loadFailed}</span>
          <button type="button" onClick={() => void slots.refetch()} className="font-medium text-brand-700 underline">
            {texts.retry}
          </button>
        </div>
      ) : days.length === 0 ? (
        <p className={`text-sm text-slate-700 ${compact ? 'line-clamp-3' : ''}`}>
          {texts.noTimes}{' '}
          {requestHref && (
            <a href={requestHref} className="font-medium text-brand-700 underline">
              {texts.request}
            </a>
          )}
        </p>
      ) : (
        <>
          <SlotGrid days={days.slice(0, shown)} today={today} timeZone={ctx.timeZone} locale={ctx.locale} texts={texts} onPick={setChosen} perDay={compact ? 3 : undefined} headingLevel="h3" />
          {!compact && days.length > shown && (
            <button type="button" onClick={() => setShown((count) => count + 3)} className="self-start text-sm font-medium text-brand-700 underline" data-more-days>
              {texts.more}
            </button>
          )}
        </>
      )}
      {chosen && <BookingFlow ctx={ctx} doctor={doctor} visitType={visitType} slot={chosen} today={today} onClose={close} />}
    </div>
  );
}
