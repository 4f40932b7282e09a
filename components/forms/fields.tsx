'use client';

import { type ChangeEventHandler, type FocusEventHandler, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { focusOnMount } from '@/components/ui/focus-on-mount';

/**
 * The one set of form fields. Every field is an uncontrolled native control: it works in the
 * server's HTML before any script, and useApiForm's `field(name)` binds it to react-hook-form
 * (ref, onChange, onBlur) and gives it its error, already in the visitor's language.
 */
export type FieldBinding = {
  id: string;
  name: string;
  error?: string;
  ref?: (element: HTMLElement | null) => void;
  onChange?: ChangeEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
};

type Described = FieldBinding & { label: ReactNode; hint?: ReactNode; required?: boolean };

const CONTROL =
  'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

/** The ids a field's hint and error carry, joined for aria-describedby. */
function describedBy({ id, hint, error }: Pick<Described, 'id' | 'hint' | 'error'>): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** The attributes every control gets from its binding (its ref goes on the control itself). */
function controlProps({ id, name, error, onChange, onBlur, hint, required }: Omit<Described, 'ref'>) {
  return { id, name, onChange, onBlur, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy({ id, hint, error }) } as const;
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** Label, control, hint and error; the asterisk is for the eye, `required` tells assistive technology. */
function FieldFrame({ field, children }: { field: Omit<Described, 'ref'>; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {field.label}
        {field.required && <RequiredMark />}
      </label>
      {children}
      {field.hint && (
        <p id={`${field.id}-hint`} className="text-sm text-muted">
          {field.hint}
        </p>
      )}
      <FieldError id={`${field.id}-error`} message={field.error} />
    </div>
  );
}

type Native<E> = Omit<E, keyof Described | 'value' | 'checked' | 'children'>;

export function TextField({ id, name, error, ref, onChange, onBlur, label, hint, required, ...input }: Described & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const field = { id, name, error, onChange, onBlur, label, hint, required };
  return (
    <FieldFrame field={field}>
      <input type="text" {...input} {...controlProps(field)} ref={ref} className={CONTROL} />
    </FieldFrame>
  );
}

export function TextAreaField({ id, name, error, ref, onChange, onBlur, label, hint, required, ...textarea }: Described & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const field = { id, name, error, onChange, onBlur, label, hint, required };
  return (
    <FieldFrame field={field}>
      <textarea rows={5} {...textarea} {...controlProps(field)} ref={ref} className={CONTROL} />
    </FieldFrame>
  );
}

type SelectProps = Described & Native<SelectHTMLAttributes<HTMLSelectElement>> & { options: { value: string; label: string }[] };

export function SelectField({ id, name, error, ref, onChange, onBlur, label, hint, required, options, ...select }: SelectProps) {
  const field = { id, name, error, onChange, onBlur, label, hint, required };
  return (
    <FieldFrame field={field}>
      <select {...select} {...controlProps(field)} ref={ref} className={CONTROL}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A link under a checkbox's label, such as the privacy policy under a consent (opened in a new tab, so the form stays filled). */
export type CheckboxLink = { href: string; label: string };

/**
 * A checkbox that must be ticked, such as the consent to personal-data processing (its label is
 * plain text; `link`, the privacy policy, is a line of its own, outside the label and description).
 */
export function CheckboxField({ id, name, error, ref, onChange, onBlur, label, required, hint, defaultChecked, link }: Described & { defaultChecked?: boolean; link?: CheckboxLink }) {
  const field = { id, name, error, onChange, onBlur, label, required, hint };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input type="checkbox" {...controlProps(field)} ref={ref} defaultChecked={defaultChecked} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
        <label htmlFor={id} className="text-sm">
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {link && (
        <p className="pl-8 text-sm">
          <a href={link.href} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-4" data-consent-policy>
            {link.label}
          </a>
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="pl-8 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type CheckboxGroupProps = Omit<Described, 'label'> & {
  legend: ReactNode;
  /** A disabled option is shown (checked or not) but never sent: react-hook-form leaves it out. */
  options: { value: string; label: ReactNode; disabled?: boolean; defaultChecked?: boolean }[];
};

/** Several checkboxes under one name (react-hook-form reads them as a list of the checked values), in a fieldset. */
export function CheckboxGroupField({ id, name, error, ref, onChange, onBlur, legend, hint, required, options }: CheckboxGroupProps) {
  const described = describedBy({ id, hint, error });
  return (
    <fieldset id={id} className="flex min-w-0 flex-col gap-2" aria-describedby={described}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <div key={option.value} className="flex items-start gap-3">
            <input
              type="checkbox"
              id={`${id}-${index}`}
              name={name}
              value={option.value}
              ref={ref}
              onChange={onChange}
              onBlur={onBlur}
              disabled={option.disabled}
              defaultChecked={option.defaultChecked}
              aria-invalid={error ? true : undefined}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700 disabled:opacity-60"
            />
            <label htmlFor={`${id}-${index}`} className={`text-sm ${option.disabled ? 'text-muted' : ''}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** The honeypot: off screen, out of the tab order and hidden from assistive technology; people leave it empty. */
export function HoneypotField({ id, name, ref, onChange, onBlur, label }: Omit<Described, 'error' | 'hint' | 'required'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} ref={ref} onChange={onChange} onBlur={onBlur} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

type RatingProps = Omit<Described, 'hint' | 'label'> & { legend: string; names: readonly string[]; defaultValue?: number };

/** A rating as five native radio buttons (arrow keys move between them), drawn as chips. */
export function RatingField({ id, name, error, ref, onChange, onBlur, legend, names, required, defaultValue }: RatingProps) {
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset id={id} className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="flex flex-wrap gap-2">
        {names.map((label, index) => (
          <label key={label} className="relative">
            {/* The input covers its chip, so a click or a tap lands on the radio itself. */}
            <input
              type="radio"
              name={name}
              value={index + 1}
              ref={ref}
              onChange={onChange}
              onBlur={onBlur}
              required={required}
              defaultChecked={defaultValue === index + 1}
              aria-describedby={describedBy}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="flex min-w-20 flex-col items-center rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
              <span className="text-lg font-bold">{index + 1}</span> <span className="text-xs">{label}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A form-level message (rate limit, no connection, "correct the errors"), read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

/**
 * What replaces a sent form. It takes focus, so a screen reader reads it at once: a heading
 * when there is a title, else the notice itself (role status).
 */
export function FormSuccess({ title, another, onAnother, children }: { title?: string; another: string; onAnother: () => void; children: ReactNode }) {
  const anotherButton = (
    <button type="button" onClick={onAnother} className="mt-2 self-start font-medium text-brand-800 underline underline-offset-4 hover:text-brand-700">
      {another}
    </button>
  );
  if (!title) {
    return (
      <div ref={focusOnMount} tabIndex={-1} role="status" className="flex flex-col gap-2 rounded-xl border border-green-700 bg-green-50 p-4 text-green-900">
        <div className="font-medium">{children}</div>
        {anotherButton}
      </div>
    );
  }
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-green-700 bg-green-50 p-6" aria-labelledby="form-success-title">
      <h2 id="form-success-title" ref={focusOnMount} tabIndex={-1} className="text-xl font-semibold text-green-900">
        {title}
      </h2>
      <div className="flex flex-col gap-2 text-ink">{children}</div>
      {anotherButton}
    </section>
  );
}
