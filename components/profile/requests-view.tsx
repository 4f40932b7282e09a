'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import type { ApiClientConfig } from '@/lib/api-client/config';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/message-files';
import { ProfileHeading } from './profile-api';

export type RequestsTexts = Messages['ProfileRequests'];
type Status = 'new' | 'in_progress' | 'done';
type Requests = {
  appointments: {
    id: number;
    companyName: string;
    companyAddress: string | null;
    siteUrl: string;
    /** The clinic's time zone: the request's dates are the clinic's. */
    companyTimeZone: string;
    specialist: { name: string; specialty: string | null } | null;
    createdAt: string;
    preferredDate: string | null;
    comment: string | null;
    status: Status;
  }[];
  questions: { id: number; companyName: string; companyAddress: string | null; siteUrl: string; companyTimeZone: string; createdAt: string; text: string; status: Status; answer: string | null; answeredAt: string | null }[];
};

const BADGE: Record<Status, string> = {
  new: 'border-slate-400 bg-slate-50 text-slate-800',
  in_progress: 'border-amber-600 bg-amber-50 text-amber-900',
  done: 'border-brand-700 bg-brand-50 text-brand-800',
};

/** The patient's appointment requests and questions with their status and the clinic's answer. */
export function RequestsView({ config, texts }: { config: ApiClientConfig; texts: RequestsTexts }) {
  return (
    <RequestsList locale={config.locale} texts={texts} />
  );
}

function Badge({ status, label, caption }: { status: Status; label: string; caption: string }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-sm font-medium ${BADGE[status]}`}>
      <span className="sr-only">{caption}: </span>
      {label}
    </span>
  );
}

function RequestsList({ locale, texts }: { locale: Locale; texts: RequestsTexts }) {
  const client = useApiClient();
  const requests = useQuery({ queryKey: ['profile', 'requests'], queryFn: ({ signal }) => client.get<{ data: Requests }>('/api-front2/v1/user/requests', { signal }).then((answer) => answer.data) });
  // Each item's dates in its clinic's zone (docs/decisions.md "Time zones").
  const date = (value: string, zone: string) => formatDate(value, locale, { zone });
  return (
    <section className="flex max-w-3xl flex-col gap-8">
      <ProfileHeading title={texts.title} />
      <QueryStatus query={requests} texts={loadTexts((key) => texts[key])} />
      {requests.data && (
        <>
          <RequestsSection id="requests-appointments" title={texts.appointments} empty={texts.noAppointments}>
            {requests.data.appointments.map((item) => (
              <RequestCard key={item.id} item={item} statusLabel={texts.appointmentStatus[item.status]} caption={texts.status} texts={texts} testId="appointment-request">
                <dt className="text-muted">{texts.sentOn}</dt>
                <dd data-testid="request-sent-on">{date(item.createdAt, item.companyTimeZone)}</dd>
                <dt className="text-muted">{texts.doctor}</dt>
                <dd data-testid="request-doctor">{item.specialist ? [item.specialist.name, item.specialist.specialty].filter(Boolean).join(' — ') : texts.anyDoctor}</dd>
                {item.preferredDate && (
                  <>
                    <dt className="text-muted">{texts.preferredDate}</dt>
                    <dd>{date(item.preferredDate, item.companyTimeZone)}</dd>
                  </>
                )}
                {item.comment && (
                  <>
                    <dt className="text-muted">{texts.comment}</dt>
                    <dd className="min-w-0 whitespace-pre-line wrap-anywhere">{item.comment}</dd>
                  </>
                )}
              </RequestCard>
            ))}
          </RequestsSection>
          <RequestsSection id="requests-questions" title={texts.questions} empty={texts.noQuestions}>
            {requests.data.questions.map((item) => (
              <RequestCard key={item.id} item={item} statusLabel={texts.questionStatus[item.status]} caption={texts.status} texts={texts}>
                <dt className="text-muted">{texts.sentOn}</dt>
                <dd>{date(item.createdAt, item.companyTimeZone)}</dd>
                <dt className="text-muted">{texts.question}</dt>
                <dd className="min-w-0 whitespace-pre-line wrap-anywhere">{item.text}</dd>
                <dt className="text-muted">{texts.answer}</dt>
                <dd className="min-w-0 whitespace-pre-line wrap-anywhere">{item.answer ?? texts.noAnswer}</dd>
                {item.answeredAt && (
                  <>
                    <dt className="text-muted">{texts.answeredAt}</dt>
                    <dd>{date(item.answeredAt, item.companyTimeZone)}</dd>
                  </>
                )}
              </RequestCard>
            ))}
          </RequestsSection>
        </>
      )}
    </section>
  );
}

/** A list of the patient's requests of one kind under its heading, or the line saying there are none. */
function RequestsSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children.length === 0 ? <p>{empty}</p> : <ul className="flex flex-col gap-3">{children}</ul>}
    </section>
  );
}

type CardItem = { companyName: string; companyAddress: string | null; siteUrl: string; status: Status };

/** One request: the clinic (a link to its site, its address) and the status, then its details. */
function RequestCard({ item, statusLabel, caption, texts, testId, children }: { item: CardItem; statusLabel: string; caption: string; texts: RequestsTexts; testId?: string; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <a href={item.siteUrl} className="font-semibold text-brand-700 underline wrap-anywhere">
            <span className="sr-only">{texts.clinic}: </span>
            {item.companyName}
          </a>
          {item.companyAddress && (
            <p className="text-sm text-muted wrap-anywhere" data-testid="request-clinic-address">
              <span className="sr-only">{texts.clinicAddress}: </span>
              {item.companyAddress}
            </p>
          )}
        </div>
        <Badge status={item.status} label={statusLabel} caption={caption} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </li>
  );
}
