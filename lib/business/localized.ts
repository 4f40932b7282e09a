// First: zod in the browser without its eval probe (lib/http/zod-browser.ts): the editors' schemas reach it.
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { text } from './text-fields';

/** A text per locale as sent: `{ "ru": "…", "kk": "…" }`; an empty or absent locale has no text. */
export type LocalizedInput = Partial<Record<Locale, string>>;

const localizedShape = (max: number) => Object.fromEntries(LOCALES.map((locale) => [locale, text(max).optional()])) as Record<Locale, z.ZodOptional<ReturnType<typeof text>>>;

/** `{ ru, kk, uz, en }`, each plain text up to `max`; `required`: the Russian text must be there (every site offers Russian). */
export function localizedText(max: number, options: { required?: boolean; description: string }) {
  return z
    .strictObject(localizedShape(max), { error: 'invalid_type' })
    .transform((value, ctx) => {
      const kept = Object.fromEntries(Object.entries(value).filter(([, item]) => item)) as LocalizedInput;
      if (options.required && !kept.ru) ctx.addIssue({ code: 'custom', path: ['ru'], message: 'required' });
      return kept;
    })
    .openapi({ description: `${options.description}. Plain text (line breaks kept, never HTML), up to ${max} characters per locale; only the company's offered locales` });
}
