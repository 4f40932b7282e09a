'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldError } from '@/components/forms/fields';
import { PERMISSIONS, type Permission } from '@/lib/business/permission-names';
import { presetAllowed, presetOf, ROLE_PRESET_NAMES, ROLE_PRESETS, type RoleChoice } from '@/lib/business/staff/role-presets';
import { permissionKey } from './members-api';

type Props = {
  /** The fieldset's id; its controls' ids and names derive from it. */
  id: string;
  legend: string;
  /** The permissions chosen now (controlled). */
  value: readonly Permission[];
  onChange: (next: Permission[]) => void;
  /** What the manager holds: a permission outside it can be neither given nor taken away. */
  held: readonly Permission[];
  /** The permissions as stored (a member's; none for a new code or invitation): those the manager lacks stay as they are. */
  stored?: readonly Permission[];
  hint?: string;
  error?: string;
  required?: boolean;
};

/**
 * A role preset (reception, doctor, content editor, manager) or "custom" with the eight boxes
 * (lib/business/staff/role-presets.ts). Controlled: the form sends `value`. A preset the manager could
 * not grant (it gives or takes a permission they lack) is shown disabled, with why.
 */
export function RolePicker({ id, legend, value, onChange, held, stored = [], hint, error, required }: Props) {
  const t = useTranslations('BusinessMembers');
  const matched = presetOf(value);
  // "Custom" stays chosen while its boxes are ticked into a preset's set, until a preset is picked.
  // Nothing chosen yet (a new code or invitation): no option is checked until one is picked.
  const [customChosen, setCustomChosen] = useState(matched === 'custom' && value.length > 0);
  const choice: RoleChoice | null = customChosen ? 'custom' : value.length === 0 ? null : matched;
  const kept = stored.filter((permission) => !held.includes(permission));
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const label = (permission: Permission) => t(`permissions.${permissionKey(permission)}`);

  const choose = (next: RoleChoice) => {
    if (next === 'custom') return setCustomChosen(true);
    setCustomChosen(false);
    onChange([...ROLE_PRESETS[next]]);
  };
  const toggle = (permission: Permission, on: boolean) => onChange(PERMISSIONS.filter((p) => (p === permission ? on : value.includes(p))));

  return (
    <fieldset id={id} className="flex min-w-0 flex-col gap-3" aria-describedby={describedBy} data-role-picker>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}*
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="grid gap-2 md:grid-cols-2">
        {[...ROLE_PRESET_NAMES, 'custom' as const].map((name) => {
          const allowed = name === 'custom' || presetAllowed(name, held, stored);
          const optionId = `${id}-${name}`;
          return (
            <div key={name} className={`flex items-start gap-3 rounded-lg border p-3 ${choice === name ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}>
              <input
                type="radio"
                id={optionId}
                name={`${id}-role`}
                value={name}
                checked={choice === name}
                disabled={!allowed}
                onChange={() => choose(name)}
                aria-describedby={`${optionId}-what`}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700 disabled:opacity-60"
              />
              <div className="flex min-w-0 flex-col gap-0.5">
                <label htmlFor={optionId} className={`font-medium ${allowed ? '' : 'text-muted'}`}>
                  {t(`roles.${name}`)}
                </label>
                <p id={`${optionId}-what`} className="text-sm break-words text-muted">
                  {name === 'custom' ? t('roles.customHint') : allowed ? ROLE_PRESETS[name].map(label).join(', ') : t('roles.notAllowed')}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {choice === 'custom' && (
        <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">{t('roles.boxes')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PERMISSIONS.map((permission) => {
              const boxId = `${id}-p-${permissionKey(permission)}`;
              const disabled = !held.includes(permission);
              return (
                <div key={permission} className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    id={boxId}
                    name={`${id}-permissions`}
                    value={permission}
                    checked={value.includes(permission) || kept.includes(permission)}
                    disabled={disabled}
                    onChange={(event) => toggle(permission, event.target.checked)}
                    aria-invalid={error ? true : undefined}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700 disabled:opacity-60"
                  />
                  <label htmlFor={boxId} className={`text-sm ${disabled ? 'text-muted' : ''}`}>
                    {label(permission)}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
