'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, TextField } from '@/components/forms/fields';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ApiClient } from '@/lib/api-client/client';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { VisitView } from '@/lib/booking/visit-view';
import { failureMessage, fieldText, toFreeSlot } from './booking-api';
import { dayLabel } from './slot-grid';
import type { BookingContext, BookableDoctor, FreeSlot, VisitTypeOption } from './types';
import { IcsButton } from './ics-button';
import { VisitSummary } from './visit-summary';

type Props = {
  ctx: BookingContext;
  doctor: BookableDoctor;
  visitType: VisitTypeOption;
  slot: FreeSlot;
  today: string;
  /** Closed; `booked` when a visit was made (the times are read again). */
  onClose: (booked: boolean) => void;
};

type Held = { hold_token: string; start: string; hold_expires_at: string };

/**
 * The holds this page made, by doctor, type and start, while the dialog is open: a second run of
 * the hold (React's strict mode) reuses it rather than being refused by it. A hold left (the
 * dialog closed, another time picked) is released at once (POST release), so the time is free
 * for the next visitor without waiting for the hold to expire.
 */
const liveHolds = new Map<string, Held>();
const holdKey = (doctorId: number, visitTypeId: number, start: string) => `${doctorId}:${visitTypeId}:${start}`;
const liveHold = (key: string): Held | undefined => {
  const held = liveHolds.get(key);
  return held && Date.parse(held.hold_expires_at) - Date.now() > 30_000 ? held : undefined;
};
/** Releases under way, by hold key: holding that time again waits for its release first. */
const releasing = new Map<string, Promise<unknown>>();

/** Gives the page's hold of `key` back, fire-and-forget (keepalive: it may outlive the page); a failure leaves the hold to expire. */
function releaseHold(client: ApiClient, key: string) {
  const held = liveHolds.get(key);
  if (!held) return;
  liveHolds.delete(key);
  const done = client
    .post('/w-front/v1/booking/release', { token: held.hold_token }, { keepalive: true })
    .catch(() => undefined)
    .finally(() => releasing.delete(key));
  releasing.set(key, done);
}
type Details = { name: string; phone: string; consent: boolean; code: string };
const DETAIL_FIELDS = ['name', 'phone', 'consent', 'code'] as const;

/**
 * The booking dialog (Radix, through the project's Modal): the tapped time is held at once
 * (POST hold), then the patient's details — a signed-in patient confirms with one tap, a
 * signed-out one gives name, phone and consent and the SMS code (POST code) — then POST book
 * and the confirmation (the visit, address, map link, .ics, manage link). A time taken
 * meanwhile (409 slot_taken) offers the next free ones from the answer.
 */
export function BookingFlow({ ctx, doctor, visitType, slot: tapped, today, onClose }: Props) {
  const client = useApiClient();
  const { texts } = ctx;
  const [slot, setSlot] = useState(tapped);
  const [manageToken, setManageToken] = useState<string | null>(null);
  const [taken, setTaken] = useState<FreeSlot[] | null>(null);
  const user = useCurrentUser();

  const slotBody = (at: FreeSlot) => ({ COMPANY_CODE: ctx.companyCode, specialist_id: doctor.id, visit_type_id: visitType.id, start: at.start });
  // Left: the dialog closed or another time picked. A hold answered after that is released at once.
  const left = useRef(new Set<string>());
  const hold = useMutation({
    mutationFn: async (at: FreeSlot) => {
      await releasing.get(holdKey(doctor.id, visitType.id, at.start));
      return client.post<{ data: Held }>('/w-front/v1/booking/hold', slotBody(at));
    },
    onSuccess: (answer, at) => {
      const heldKey = holdKey(doctor.id, visitType.id, at.start);
      liveHolds.set(heldKey, answer.data);
      if (left.current.has(heldKey)) releaseHold(client, heldKey);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'slot_taken') setTaken((error.next ?? []).map((next) => toFreeSlot(next, ctx.timeZone)));
    },
  });
  const { mutate: holdSlot } = hold;
  // Once per time: a second run of the effect (React's strict mode) would hold it twice and be refused by its own hold.
  const heldStart = useRef<string | null>(null);
  useEffect(() => {
    if (heldStart.current === slot.start) return;
    heldStart.current = slot.start;
    if (!liveHold(holdKey(doctor.id, visitType.id, slot.start))) holdSlot(slot);
  }, [holdSlot, slot, doctor.id, visitType.id]);
  const key = holdKey(doctor.id, visitType.id, slot.start);
  const held = hold.data?.data.start === slot.start ? hold.data.data : liveHold(key);

  const leave = () => {
    left.current.add(key);
    releaseHold(client, key);
  };
  const pick = (next: FreeSlot) => {
    leave();
    left.current.delete(holdKey(doctor.id, visitType.id, next.start));
    setTaken(null);
    setSlot(next);
  };
  const close = (booked: boolean) => {
    if (!booked) leave();
    onClose(booked);
  };
  // The tab closed or navigated away with the dialog open: the hold goes too (keepalive).
  const leaveRef = useRef(leave);
  useEffect(() => {
    leaveRef.current = leave;
  });
  useEffect(() => {
    const onPageHide = () => leaveRef.current();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  const when = `${dayLabel(slot.date, today, ctx.locale, ctx.timeZone, texts)}, ${slot.time}`;
  let body;
  if (manageToken) body = <Confirmation ctx={ctx} token={manageToken} />;
  else if (taken) body = <TakenTimes ctx={ctx} today={today} next={taken} onPick={pick} />;
  else if (hold.isPending || user.isPending) body = <p role="status">{texts.holding}</p>;
  else if (hold.isError && !held)
    body = (
      <p role="alert" className="font-medium text-red-700">
        {failureMessage(hold.error, texts)}
      </p>
    );
  else if (held)
    body = (
      <DetailsStep
        ctx={ctx}
        signedIn={user.data ? { name: [user.data.NAME, user.data.LASTNAME].filter(Boolean).join(' '), phone: user.data.TEL ?? '' } : null}
        book={(details) => client.post<{ data: { manage_token: string } }>('/w-front/v1/booking/book', { ...slotBody(slot), hold_token: held.hold_token, ...details })}
        onBooked={(token) => {
          liveHolds.delete(key);
          setManageToken(token);
        }}
        onTaken={(next) => setTaken(next.map((item) => toFreeSlot(item, ctx.timeZone)))}
      />
    );

  return (
    <Modal open onOpenChange={(open) => !open && close(manageToken !== null)} title={manageToken ? texts.doneTitle : texts.dialogTitle} closeLabel={texts.close} closeOnOverlay={false}>
      <div className="flex flex-col gap-4" data-booking-flow data-step={manageToken ? 'done' : taken ? 'taken' : held ? 'details' : 'holding'}>
        {!manageToken && (
          <div className="rounded-lg bg-brand-50 p-3 text-sm">
            <p className="font-semibold">{doctor.name}</p>
            <p>
              {visitType.name}
              {visitType.price && ` · ${visitType.price}`}
            </p>
            <p className="font-semibold" data-flow-when>
              {when}
            </p>
            {held && !taken && <p className="mt-1 text-slate-700">{texts.held}</p>}
          </div>
        )}
        {body}
        {!manageToken && !hold.isPending && ((hold.isError && !held) || taken) && (
          <Button variant="secondary" onClick={() => close(false)}>
            {texts.otherTime}
          </Button>
        )}
      </div>
    </Modal>
  );
}

function TakenTimes({ ctx, today, next, onPick }: { ctx: BookingContext; today: string; next: FreeSlot[]; onPick: (slot: FreeSlot) => void }) {
  const { texts } = ctx;
  return (
    <div className="flex flex-col gap-2" data-slot-taken>
      <p role="alert" className="font-medium text-red-700">
        {next.length ? texts.slotTaken : texts.noNext}
      </p>
      <ul className="flex flex-col gap-2">
        {next.map((slot) => (
          <li key={slot.start}>
            <Button variant="secondary" className="w-full" onClick={() => onPick(slot)} data-next-slot={slot.start}>
              {dayLabel(slot.date, today, ctx.locale, ctx.timeZone, texts)}, {slot.time}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type DetailsProps = {
  ctx: BookingContext;
  signedIn: { name: string; phone: string } | null;
  book: (details: Partial<Details>) => Promise<{ data: { manage_token: string } }>;
  onBooked: (token: string) => void;
  onTaken: (next: { start: string; end: string }[]) => void;
};

/** The patient's details: one tap for a signed-in patient; name, phone, consent and the SMS code for a visitor. */
function DetailsStep({ ctx, signedIn, book, onBooked, onTaken }: DetailsProps) {
  const client = useApiClient();
  const id = useId();
  const { texts, errorTexts } = ctx;
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const complete = signedIn !== null && signedIn.name !== '' && signedIn.phone !== '';
  const { register, handleSubmit, trigger, getValues, setError, formState } = useForm<Details>({
    defaultValues: { name: signedIn?.name ?? '', phone: signedIn?.phone ?? '', consent: false, code: '' },
  });
  const errors = formState.errors;

  const showFailure = (error: unknown) => {
    if (isApiError(error) && error.code === 'slot_taken') return onTaken(error.next ?? []);
    const named = isApiError(error) ? DETAIL_FIELDS.filter((field) => error.fields?.[field]) : [];
    if (isApiError(error) && named.length) {
      named.forEach((field, index) => setError(field, { type: 'server', message: fieldText(error.fields![field], errorTexts, error.retryAfter) }, { shouldFocus: index === 0 }));
      setFormError(null);
    } else setFormError(failureMessage(error, texts));
  };

  const sendCode = useMutation({
    mutationFn: (phone: string) => client.post('/w-front/v1/booking/code', { phone }),
    onSuccess: (_result, phone) => setCodeSentTo(phone),
    onError: showFailure,
  });
  const submit = useMutation({
    mutationFn: (details: Partial<Details>) => book(details),
    onSuccess: (result) => onBooked(result.data.manage_token),
    onError: showFailure,
  });

  const required = { required: errorTexts.required };
  const field = (name: keyof Details, options: Parameters<typeof register>[1] = required) => ({ id: `${id}-${name}`, ...register(name, options), error: errors[name]?.message });

  if (complete) {
    return (
      <div className="flex flex-col gap-3">
        <p>{texts.signedInAs.replace('{name}', signedIn.name).replace('{phone}', signedIn.phone)}</p>
        {formError && (
          <p role="alert" className="font-medium text-red-700">
            {formError}
          </p>
        )}
        <Button size="lg" loading={submit.isPending} loadingLabel={texts.booking} onClick={() => submit.mutate({})} data-book-confirm>
          {texts.confirm}
        </Button>
      </div>
    );
  }

  const onSendCode = async () => {
    setFormError(null);
    if (!(await trigger(signedIn ? ['name', 'phone'] : ['name', 'phone', 'consent'], { shouldFocus: true }))) return;
    sendCode.mutate(getValues('phone').trim());
  };
  const onBook = handleSubmit((values) => {
    setFormError(null);
    const details = { name: values.name.trim(), phone: values.phone.trim() };
    submit.mutate(signedIn ? details : { ...details, consent: values.consent, code: values.code.trim() });
  });

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={(event) => void onBook(event)} data-booking-details>
      <TextField {...field('name')} label={texts.name} required autoComplete="name" maxLength={200} />
      <TextField {...field('phone')} label={texts.phone} hint={signedIn ? undefined : texts.phoneHint} required type="tel" inputMode="tel" autoComplete="tel" maxLength={32} />
      {!signedIn && <CheckboxField {...field('consent', { validate: (value) => value === true || errorTexts.consent_required })} label={texts.consent.replace('{clinic}', ctx.clinicName)} link={ctx.policy} required />}
      {formError && (
        <p role="alert" className="font-medium text-red-700">
          {formError}
        </p>
      )}
      {!signedIn && !codeSentTo && (
        <Button size="lg" loading={sendCode.isPending} loadingLabel={texts.sendCode} onClick={() => void onSendCode()} data-send-code>
          {texts.sendCode}
        </Button>
      )}
      {!signedIn && codeSentTo && (
        <>
          <p role="status">{texts.codeSent.replace('{phone}', codeSentTo)}</p>
          <TextField {...field('code')} label={texts.code} required inputMode="numeric" autoComplete="one-time-code" maxLength={12} />
          <Button type="submit" size="lg" loading={submit.isPending} loadingLabel={texts.booking} data-book-submit>
            {texts.book}
          </Button>
          <Button variant="link" onClick={() => void onSendCode()} loading={sendCode.isPending}>
            {texts.resend}
          </Button>
        </>
      )}
      {signedIn && (
        <Button type="submit" size="lg" loading={submit.isPending} loadingLabel={texts.booking} data-book-submit>
          {texts.book}
        </Button>
      )}
    </form>
  );
}

/** The visit just booked, read back by its manage token: what, when, where, and what next. */
function Confirmation({ ctx, token }: { ctx: BookingContext; token: string }) {
  const client = useApiClient();
  const { texts } = ctx;
  const view = useQuery({
    queryKey: ['booking-visit', token],
    queryFn: ({ signal }) => client.get<{ data: VisitView }>('/front/v1/booking/visit', { query: { token, COMPANY_CODE: ctx.companyCode }, signal }).then((answer) => answer.data),
  });
  return (
    <div className="flex flex-col gap-4" data-booking-done>
      <p role="status" className="font-medium text-green-800">
        {texts.doneText}
      </p>
      {view.data ? <VisitSummary view={view.data} ctx={ctx} /> : view.isError ? <p role="alert">{failureMessage(view.error, texts)}</p> : <p>{texts.loading}</p>}
      <IcsButton token={token} clinicCode={ctx.companyCode} texts={texts} />
      <div>
        <a href={`${ctx.visitHref}${token}`} className="font-medium text-brand-700 underline" data-manage-link>
          {texts.manage}
        </a>
        <p className="text-sm text-muted">{texts.manageHint}</p>
      </div>
    </div>
  );
}
