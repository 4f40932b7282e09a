// First: zod in the browser without its eval probe (lib/http/zod-browser.ts): the editors' schemas reach it.
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { BusinessError } from './errors';

/**
 * Two members editing one thing (issue 19): every editable row carries a VERSION, raised by one on
 * each save. A save names the version it was made from; when the row has moved on since, the save is
 * refused with 409 edit_conflict carrying the row as it now is and the names of the fields where it
 * differs from what was sent, so the editor shows what the colleague changed and nothing is silently
 * lost. The check and the write are one statement (`... WHERE id = $1 AND version = $2`).
 */
export class EditConflictError extends BusinessError {
  constructor(readonly conflict: EditConflict) {
    super(409, 'edit_conflict');
  }
}

/** The body of a conflict: the stored version, the stored item (as the editor's GET answers it) and the differing fields. */
export type EditConflict = { version: number; current: unknown; changed: string[] };

/** The VERSION a save is made from; the editor has it from its GET. */
export const versionSchema = z.number({ error: 'required' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid').openapi({ description: 'The VERSION the edit was made from; another is 409 edit_conflict' });

const same = (a: unknown, b: unknown) => JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));

/** Keys sorted and empty texts dropped, so `{ ru: 'a', kk: '' }` and `{ ru: 'a' }` compare equal. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined && inner !== null && inner !== '')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, normalise(inner)]),
    );
  }
  return value ?? null;
}

/** The names of the sent fields whose stored value differs from the sent one. */
export function differingFields(stored: Record<string, unknown>, sent: Record<string, unknown>): string[] {
  return Object.keys(sent).filter((key) => key !== 'version' && sent[key] !== undefined && !same(stored[key], sent[key]));
}

/**
 * Audit details of an edit: before and after of each field that changed (issue 19: "what changed,
 * not only that something did"). Fields whose value is the same are left out; an edit that changed
 * nothing gives {}. Long texts are cut to `limit` characters so the log stays readable.
 */
export function auditChanges(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[], limit = 300): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (same(before[field], after[field])) continue;
    changes[field] = { before: cut(normalise(before[field]), limit), after: cut(normalise(after[field]), limit) };
  }
  return changes;
}

function cut(value: unknown, limit: number): unknown {
  if (typeof value === 'string') return value.length > limit ? `${value.slice(0, limit)}…` : value;
  if (Array.isArray(value)) return value.map((inner) => cut(inner, limit));
  if (value && typeof value === 'object') {
    const text = JSON.stringify(value);
    if (text.length > limit * 4) return `${text.slice(0, limit)}…`;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cut(inner, limit)]));
  }
  return value;
}
