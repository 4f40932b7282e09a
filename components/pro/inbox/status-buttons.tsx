'use client';

type Props<S extends string> = {
  /** The group's name for a screen reader, e.g. "Status of the request from Asel". */
  label: string;
  /** The visible caption above the buttons. */
  caption: string;
  statuses: readonly { value: S; label: string }[];
  current: S;
  busy: boolean;
  onChange: (status: S) => void;
};

/**
 * An item's status as toggle buttons (aria-pressed): Tab reaches each, Enter or Space sets it.
 * The pressed one is the item's status; pressing it again changes nothing.
 */
export function StatusButtons<S extends string>({ label, caption, statuses, current, busy, onChange }: Props<S>) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium" aria-hidden="true">
        {caption}
      </p>
      <div role="group" aria-label={label} aria-busy={busy || undefined} className="flex flex-wrap gap-2">
        {statuses.map((status) => {
          const pressed = status.value === current;
          return (
            <button
              key={status.value}
              type="button"
              aria-pressed={pressed}
              aria-disabled={busy || undefined}
              onClick={() => !busy && !pressed && onChange(status.value)}
              className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white aria-disabled:cursor-wait"
            >
              {status.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
