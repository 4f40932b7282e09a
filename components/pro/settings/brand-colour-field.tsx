'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { TextField, type FieldBinding } from '@/components/forms/fields';
import { contrastRatio, isReadableOnWhite, normalizeHexColour, readableShade } from '@/lib/tenants/brand-colour';

/** Sets an input's value as typing would, so React's onChange (and the form kit) hear it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The brand colour (issue 31): #rrggbb, with a sample of a link and a button in it and its
 * contrast with white as typed; a colour too light for AA (4.5:1) says so and offers the nearest
 * darker shade that passes. The server refuses it too (low_contrast).
 */
export function BrandColourField({ binding, defaultValue }: { binding: FieldBinding; defaultValue: string }) {
  const t = useTranslations('BusinessSettings.brand');
  const locale = useLocale();
  const [value, setValue] = useState(defaultValue);
  const input = useRef<HTMLInputElement | null>(null);
  const colour = normalizeHexColour(value);
  const suggestion = colour && !isReadableOnWhite(colour) ? readableShade(colour) : null;
  const ratio = colour ? (Math.floor(contrastRatio(colour, '#ffffff') * 10) / 10).toLocaleString(locale === 'en' ? 'en' : 'ru') : null;
  return (
    <div className="flex flex-col gap-3" data-brand-colour>
      <TextField
        {...binding}
        ref={(element) => {
          input.current = element as HTMLInputElement | null;
          binding.ref?.(element);
        }}
        onChange={(event) => {
          binding.onChange?.(event);
          setValue((event.target as HTMLInputElement).value);
        }}
        label={t('label')}
        hint={t('hint')}
        placeholder="#0F766E"
        autoComplete="off"
        spellCheck={false}
        maxLength={7}
        defaultValue={defaultValue}
      />
      {colour && (
        <div className="flex flex-col gap-2 text-sm" aria-live="polite">
          <p className="flex flex-wrap items-center gap-3">
            <span style={{ color: colour }} className="font-medium underline underline-offset-4">
              {t('sample')}
            </span>
            <span style={{ backgroundColor: colour }} className="rounded-lg px-3 py-1.5 font-medium text-white">
              {t('sampleButton')}
            </span>
          </p>
          <p className={suggestion ? 'text-red-800' : 'text-muted'}>{t('ratio', { ratio: ratio ?? '' })}</p>
          {suggestion && (
            <p className="flex flex-wrap items-center gap-3 text-red-800">
              <span>{t('tooLight', { colour: suggestion.toUpperCase() })}</span>
              <button
                type="button"
                onClick={() => input.current && typeInto(input.current, suggestion.toUpperCase())}
                className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-ink hover:border-slate-500"
              >
                <span aria-hidden="true" className="mr-2 inline-block h-3 w-3 rounded-sm align-middle" style={{ backgroundColor: suggestion }} />
                {t('useSuggested', { colour: suggestion.toUpperCase() })}
              </button>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
