'use client';

import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CONTROL } from '@/components/pro/site-content/editor-kit';

/** A labelled input or select of a calendar form with its error under it (described by it). */
export function CalendarField({ id, label, error, register, type = 'text', options, ...input }: { id: string; label: string; error?: string; register: UseFormRegisterReturn; type?: string; options?: { value: string | number; label: string }[] } & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete' | 'maxLength' | 'lang'>) {
  const described = error ? `${id}-error` : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {options ? (
        <select id={id} className={CONTROL} aria-invalid={error ? true : undefined} aria-describedby={described} {...register}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} type={type} className={CONTROL} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} {...register} />
      )}
      {error && (
        <p id={described} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field's error: the server's (its code in the member's language) first, else the form's own check. */
export const fieldError = (server: (path: string) => string | undefined, path: string, local?: FieldError, required?: string) => server(path) ?? (local ? required : undefined);
