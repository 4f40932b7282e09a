import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const FIELD_CLASS =
  'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700';

/** A field's error, tied to the field by its id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

type Described = { id: string; label: string; error?: string; hint?: string };

/** Label, control, hint and error of one field; the control gets the ids it is described by. */
function Field({ id, label, error, hint, children }: Described & { children: (describedBy: string | undefined) => ReactNode }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextInput({ id, label, error, hint, ...input }: Described & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={FIELD_CLASS} {...input} />}
    </Field>
  );
}

export function TextArea({ id, label, error, hint, ...input }: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={FIELD_CLASS} {...input} />}
    </Field>
  );
}

export function Select({ id, label, error, children, ...select }: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={FIELD_CLASS} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

type RatingProps = { id: string; legend: string; names: readonly string[]; value: number | null; error?: string; onChange: (rating: number) => void };

/** The rating as five native radio buttons (arrow keys move between them), drawn as chips. */
export function RatingField({ id, legend, names, value, error, onChange }: RatingProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className="relative">
            {/* The input covers its chip, so a click or a tap lands on the radio itself. */}
            <input
              type="radio"
              name="RATING"
              value={rating}
              required
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-describedby={error ? errorId : undefined}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="flex min-w-20 flex-col items-center rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
              <span className="text-lg font-bold">{rating}</span> <span className="text-xs">{names[rating - 1]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
