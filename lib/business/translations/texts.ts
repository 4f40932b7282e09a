import { createHash } from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';
import { isDocEmpty } from '@/lib/i18n/rich-doc';

/** One field's texts per language as stored: plain strings or rich docs. */
export type LocalizedValue = Partial<Record<Locale, unknown>> | null | undefined;

/** Whether a stored text has something to read: a non-blank string, or a doc isDocEmpty does not call empty. */
export function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (value && typeof value === 'object') return !isDocEmpty(value as Parameters<typeof isDocEmpty>[0]);
  return false;
}

/** JSON with object keys sorted, so a doc read back from jsonb (keys reordered) hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(typeof value === 'string' ? value.trim() : (value ?? null));
}

/** The hash a translation remembers of its Russian source (sha256 of the text, trimmed, or of the doc). */
export const sourceHash = (value: unknown): string => createHash('sha256').update(stableJson(value)).digest('hex');
