'use client';

import type { ReactNode } from 'react';
import { SaveError } from '@/components/pro/site-content/editor-kit';
import { Button } from '@/components/ui/button';

/** One row of a schedule list (a visit type, a day off, a holiday): what it is, and its remove button when it can be removed. */
export function ScheduleListItem({ children, remove }: { children: ReactNode; remove?: { label: string; text: string; busy: boolean; onRemove: () => void } }) {
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3">
      <span className="min-w-0 flex-1 basis-48 break-words">{children}</span>
      {remove && (
        <Button variant="secondary" size="sm" disabled={remove.busy} onClick={remove.onRemove} aria-label={remove.label}>
          {remove.text}
        </Button>
      )}
    </li>
  );
}

/** The form under a schedule list that adds to it: its heading names it, a failed save is said at its top. */
export function ScheduleAddForm({
  id,
  title,
  message,
  onSubmit,
  submit,
  children,
}: {
  id: string;
  title: string;
  message: string | null;
  onSubmit: () => void;
  /** The add button: its text, its text while the call runs, and whether it runs. */
  submit: { text: string; busyText: string; busy: boolean };
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-labelledby={id}
      className="flex flex-col gap-3 border-t border-slate-100 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <SaveError message={message} />
      {children}
      <div>
        <Button type="submit" loading={submit.busy} loadingLabel={submit.busyText}>
          {submit.text}
        </Button>
      </div>
    </form>
  );
}

/** A schedule section that lists rows and adds to them (visit types, days off): a failed removal is said above the list. */
export function ScheduleListSection({
  id,
  title,
  removeMessage,
  emptyText,
  testId,
  items,
  children,
}: {
  id: string;
  title: string;
  removeMessage: string | null;
  emptyText: string;
  testId: string;
  items: ReactNode[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <SaveError message={removeMessage} />
      {items.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid={testId}>
          {items}
        </ul>
      )}
      {children}
    </section>
  );
}
