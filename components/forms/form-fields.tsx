import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type FieldBase = { formId: string; name: string; label: string; hint?: string; error?: string; required?: boolean };

const control =
  'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-700 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

/** The ids a field's hint and error carry, joined for aria-describedby. */
function describedBy({ formId, name, hint, error }: FieldBase): string | undefined {
  const ids = [hint && `${formId}-${name}-hint`, error && `${formId}-${name}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function ariaProps(field: FieldBase) {
  return {
    id: `${field.formId}-${field.name}`,
    name: field.name,
    required: field.required,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(field),
  } as const;
}

/** Label, control, hint and error; the asterisk is for the eye, `required` tells assistive technology. */
function FieldFrame({ field, children }: { field: FieldBase; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${field.formId}-${field.name}`} className="text-sm font-medium">
        {field.label}
        {field.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {field.hint && (
        <p id={`${field.formId}-${field.name}-hint`} className="text-sm text-muted">
          {field.hint}
        </p>
      )}
      {field.error && (
        <p id={`${field.formId}-${field.name}-error`} className="text-sm font-medium text-red-700">
          {field.error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldBase & { value: string; onValue: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'name' | 'required' | 'onChange'>;

export function TextField({ formId, name, label, hint, error, required, value, onValue, ...rest }: TextFieldProps) {
  const field = { formId, name, label, hint, error, required };
  return (
    <FieldFrame field={field}>
      <input {...rest} {...ariaProps(field)} value={value} onChange={(event) => onValue(event.target.value)} className={control} />
    </FieldFrame>
  );
}

type TextAreaProps = FieldBase & { value: string; onValue: (value: string) => void } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'name' | 'required' | 'onChange'>;

export function TextAreaField({ formId, name, label, hint, error, required, value, onValue, ...rest }: TextAreaProps) {
  const field = { formId, name, label, hint, error, required };
  return (
    <FieldFrame field={field}>
      <textarea rows={5} {...rest} {...ariaProps(field)} value={value} onChange={(event) => onValue(event.target.value)} className={control} />
    </FieldFrame>
  );
}

type SelectProps = FieldBase & { value: string; onValue: (value: string) => void; options: { value: string; label: string }[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'name' | 'required' | 'onChange'>;

export function SelectField({ formId, name, label, hint, error, required, value, onValue, options, ...rest }: SelectProps) {
  const field = { formId, name, label, hint, error, required };
  return (
    <FieldFrame field={field}>
      <select {...rest} {...ariaProps(field)} value={value} onChange={(event) => onValue(event.target.value)} className={control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The consent to personal-data processing: plain text, no links, must be ticked. */
export function ConsentField({ formId, label, error, checked, onChecked }: { formId: string; label: string; error?: string; checked: boolean; onChecked: (checked: boolean) => void }) {
  const field = { formId, name: 'consent', label, error, required: true };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input type="checkbox" {...ariaProps(field)} checked={checked} onChange={(event) => onChecked(event.target.checked)} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
        <label htmlFor={`${formId}-consent`} className="text-sm">
          {label}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={`${formId}-consent-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot: off screen, out of the tab order and hidden from assistive technology; people leave it empty. */
export function HoneypotField({ formId, label, value, onValue }: { formId: string; label: string; value: string; onValue: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-website`}>{label}</label>
      <input id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onValue(event.target.value)} />
    </div>
  );
}
