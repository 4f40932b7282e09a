import type { OwnVisit } from '@/lib/accounts/visits';
import { formatDate, formatTime } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/message-files';
import { displayPhone, telHref } from '@/lib/phone/normalize';
import { ProfileHeading } from './profile-api';
import { IcsButton } from '@/components/booking/ics-button';
import { ApiProvider } from '@/lib/api-client/provider';
import { VisitCancel, type CancelOwnVisitResult } from './visit-cancel';

type Texts = Messages['ProfileVisits'];
type Props = {
  locale: Locale;
  /** The render's clock, ISO: the year shows only for another year than this one. */
  now: string;
  upcoming: OwnVisit[];
  past: OwnVisit[];
  texts: Texts;
  /** The booking flow's texts "add to calendar" reports a failure with. */
  bookingTexts: Pick<Messages['Booking'], 'addToCalendar' | 'unknown' | 'network'>;
  cancelAction: (visitId: number, locale: string) => Promise<CancelOwnVisitResult>;
};

const PAST_HEADING = 'visits-past';
/** Where the clinic's phone goes in the too-late line: the message is written with it, then split there for the link. */
const PHONE_MARK = '\u0000';

const BADGE: Record<OwnVisit['status'], string> = {
  booked: 'border-brand-700 bg-brand-50 text-brand-800',
  came: 'border-slate-400 bg-slate-50 text-slate-800',
  no_show: 'border-amber-600 bg-amber-50 text-amber-900',
  cancelled: 'border-red-300 bg-red-50 text-red-800',
};

/**
 * The patient's visits (/profile/visits), rendered on the server: every date and time written in
 * the visit's clinic zone (never the device's). Upcoming ones offer reschedule (the manage page,
 * a fresh token), add to calendar (.ics) and cancel, until the clinic's change limit; after it,
 * until when changes were possible and the clinic's phone. Phone first: one column of cards.
 */
export function VisitsView({ locale, now, upcoming, past, texts, bookingTexts, cancelAction }: Props) {
  const t = translatorFor(locale, 'ProfileVisits');
  const when = (value: string, zone: string) => ({ date: formatDate(value, locale, { zone, now }), time: formatTime(value, { zone }) });
  return (
    <section className="flex max-w-3xl flex-col gap-8">
      <ProfileHeading title={texts.title} />
      <section aria-labelledby="visits-upcoming">
        <h2 id="visits-upcoming" className="mb-3 text-xl font-semibold">
          {texts.upcoming}
        </h2>
        {upcoming.length === 0 ? (
          <p>{texts.noUpcoming}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.map((visit) => {
              const start = when(visit.start, visit.timeZone);
              const until = when(visit.changeUntil, visit.timeZone);
              return (
                <VisitCard key={visit.id} visit={visit} texts={texts} start={start} testId="visit-upcoming">
                  {visit.canChange ? (
                    <>
                      <p className="text-sm text-muted">{t('changeUntil', until)}</p>
                      <div className="flex flex-wrap gap-2">
                        {visit.manageUrl && (
                          <a href={visit.manageUrl} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800" data-testid="visit-reschedule">
                            {texts.reschedule}
                          </a>
                        )}
                        {visit.icsToken && (
                          <ApiProvider>
                            <IcsButton token={visit.icsToken} texts={{ ...bookingTexts, addToCalendar: texts.addToCalendar }} />
                          </ApiProvider>
                        )}
                      </div>
                      <VisitCancel
                        visitId={visit.id}
                        locale={locale}
                        question={t('cancelConfirm', start)}
                        texts={texts}
                        action={cancelAction}
                        focusAfter={PAST_HEADING}
                      />
                    </>
                  ) : (
                    <>
                      <p className="text-sm" data-testid="visit-too-late">
                        {visit.clinic.phone ? (
                          <TooLate text={t('tooLate', { ...until, phone: PHONE_MARK })} phone={visit.clinic.phone} />
                        ) : (
                          t('tooLateNoPhone', until)
                        )}
                      </p>
                      {visit.icsToken && (
                          <ApiProvider>
                            <IcsButton token={visit.icsToken} texts={{ ...bookingTexts, addToCalendar: texts.addToCalendar }} />
                          </ApiProvider>
                        )}
                    </>
                  )}
                </VisitCard>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby={PAST_HEADING}>
        <h2 id={PAST_HEADING} tabIndex={-1} className="mb-3 text-xl font-semibold focus:outline-none">
          {texts.past}
        </h2>
        {past.length === 0 ? (
          <p>{texts.noPast}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {past.map((visit) => (
              <VisitCard key={visit.id} visit={visit} texts={texts} start={when(visit.start, visit.timeZone)} testId="visit-past" />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** The too-late line with the clinic's phone as a link to call it. */
function TooLate({ text, phone }: { text: string; phone: string }) {
  const [before, after = ''] = text.split(PHONE_MARK);
  return (
    <>
      {before}
      <a href={telHref(phone)} className="font-medium text-brand-700 underline">
        {displayPhone(phone)}
      </a>
      {after}
    </>
  );
}


/** One visit: the time first, the clinic, the doctor and the visit type, the status; then what can be done with it. */
function VisitCard({ visit, texts, start, testId, children }: { visit: OwnVisit; texts: Texts; start: { date: string; time: string }; testId: string; children?: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid={testId} data-visit-id={visit.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-lg font-semibold">
          <span className="sr-only">{texts.when}: </span>
          {start.date}, {start.time}
        </p>
        <span className={`inline-block rounded-full border px-2 py-0.5 text-sm font-medium ${BADGE[visit.status]}`}>
          <span className="sr-only">{texts.status}: </span>
          {texts.statuses[visit.status]}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{texts.clinic}</dt>
        <dd className="min-w-0 wrap-anywhere">{visit.clinic.name}</dd>
        <dt className="text-muted">{texts.doctor}</dt>
        <dd className="min-w-0 wrap-anywhere">{visit.doctor}</dd>
        {visit.visitType && (
          <>
            <dt className="text-muted">{texts.visitType}</dt>
            <dd className="min-w-0 wrap-anywhere">{visit.visitType}</dd>
          </>
        )}
      </dl>
      {children}
    </li>
  );
}
