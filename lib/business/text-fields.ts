// First: zod in the browser without its eval probe (lib/http/zod-browser.ts): the forms' schemas reach it.
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { cleanTypedText } from '@/lib/http/safe-text';

/*
 * The text fields every business body is made of. Field errors are stable codes
 * (BusinessErrors.fields): required, invalid_type, too_long.
 */

const typeError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_type');

/** Text a person typed: control characters dropped, trimmed, at most `max` characters. */
export const text = (max: number) => z.string({ error: typeError }).overwrite(cleanTypedText).trim().max(max, 'too_long');
export const requiredText = (max: number) => text(max).min(1, 'required');
