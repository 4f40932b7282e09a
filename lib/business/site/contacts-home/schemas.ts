// First: zod in the browser without its eval probe (lib/http/zod-browser.ts).
import '@/lib/http/zod-browser';
import { z } from '@hono/zod-openapi';
import { normalizePhone } from '@/lib/phone/normalize';
import { HH_MM, WEEKDAYS, type Weekday } from '@/lib/tenants/site-blocks';
import { text } from '../../text-fields';
import { versionSchema } from '../../edit-conflict';
import { localizedText } from '../../localized';

/*
 * Contacts and hours (company.edit) and the home page's blocks (content.edit), issue 19.
 * Field codes: BusinessErrors.fields (invalid_phone, invalid_email, invalid_time,
 * closes_before_opens, break_ends_before_start, break_outside_hours, invalid_latitude, invalid_longitude, …).
 */

export const CONTACT_LIMITS = { phones: 5, emails: 5, address: 300, workingHours: 500 } as const;
export const HOME_LIMITS = { headline: 200, text: 2000, highlight: 200, highlights: 8 } as const;

/** A phone as typed (+7 727 355 12 34, 8 701 …, 90 123 45 67): stored normalised (E.164) through the one normaliser, Kazakhstan then Uzbekistan by default. */
const phone = text(32).transform((value, ctx) => {
  const normalized = normalizePhone(value);
  if (!normalized) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
  return normalized ?? value;
});

const email = text(254)
  .min(1, 'required')
  .refine((value) => z.regexes.email.test(value), 'invalid_email')
  .transform((value) => value.toLowerCase());

const unique = <T>(list: T[]) => [...new Set(list)];

const coordinate = (limit: number, code: 'invalid_latitude' | 'invalid_longitude') =>
  z
    .number({ error: code })
    .refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, code)
    .nullable();

const time = z.string({ error: 'invalid_time' }).regex(HH_MM, 'invalid_time');

const validTimes = (...times: string[]) => times.every((value) => HH_MM.test(value));

const dayBreak = z
  .strictObject({ from: time, to: time }, { error: 'invalid_type' })
  .openapi('DayBreak', { description: 'A break inside the day (lunch): closed from `from` to `to` (HH:MM), strictly inside opens … closes', example: { from: '13:00', to: '14:00' } });

const day = z
  .object({ opens: time, closes: time, break: dayBreak.nullable().optional() }, { error: 'invalid_type' })
  .superRefine((value, ctx) => {
    if (!validTimes(value.opens, value.closes)) return;
    if (value.opens >= value.closes) {
      ctx.addIssue({ code: 'custom', message: 'closes_before_opens', path: ['closes'] });
      return;
    }
    const pause = value.break;
    if (!pause || !validTimes(pause.from, pause.to)) return;
    if (pause.from >= pause.to) ctx.addIssue({ code: 'custom', message: 'break_ends_before_start', path: ['break', 'to'] });
    else if (pause.from <= value.opens || pause.to >= value.closes) ctx.addIssue({ code: 'custom', message: 'break_outside_hours', path: ['break', pause.from <= value.opens ? 'from' : 'to'] });
  })
  // Stored without the key when there is no break: the shape of the days saved before breaks existed.
  .transform(({ break: pause, ...hours }) => (pause ? { ...hours, break: pause } : hours))
  .nullable()
  .openapi({
    description: 'Open from `opens` to `closes` (HH:MM, 24 h; closes after opens) with an optional `break` inside (lunch; omitted or null: none), or null: closed',
    example: { opens: '09:00', closes: '18:00', break: { from: '13:00', to: '14:00' } },
  });

export const openingHoursSchema = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as Record<Weekday, typeof day>, { error: 'invalid_type' })
  .nullable()
  .openapi('OpeningHours', { description: 'Every weekday mo … su: hours or null (closed). null: none set (the WORKING_HOURS text is shown instead)' });

export const contactsUpdateSchema = z
  .object(
    {
      version: versionSchema,
      phones: z
        .array(phone, { error: 'invalid_type' })
        .max(CONTACT_LIMITS.phones, 'too_long')
        .transform(unique)
        .optional()
        .openapi({ description: 'Phones as typed; stored in E.164 (+77273551234) and shown on the site as +7 727 355 12 34' }),
      emails: z.array(email, { error: 'invalid_type' }).max(CONTACT_LIMITS.emails, 'too_long').transform(unique).optional(),
      address: localizedText(CONTACT_LIMITS.address, { description: 'The address per locale; {} removes it' }).optional(),
      latitude: coordinate(90, 'invalid_latitude').optional().openapi({ description: 'The map point: -90 … 90; null with longitude null removes it' }),
      longitude: coordinate(180, 'invalid_longitude').optional().openapi({ description: '-180 … 180' }),
      opening_hours: openingHoursSchema.optional(),
      working_hours: localizedText(CONTACT_LIMITS.workingHours, { description: 'The old free text of the hours, shown only while OPENING_HOURS is null' }).optional(),
    },
    { error: 'invalid_type' },
  )
  .superRefine((value, ctx) => {
    // A map point is both coordinates or none.
    if (value.latitude !== undefined && value.longitude !== undefined && (value.latitude === null) !== (value.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: [value.latitude === null ? 'latitude' : 'longitude'], message: 'required' });
    }
  })
  .openapi('ContactsUpdate');

export type ContactsUpdate = z.infer<typeof contactsUpdateSchema>;

export const homeUpdateSchema = z
  .object(
    {
      version: versionSchema,
      headline: localizedText(HOME_LIMITS.headline, { description: 'The headline per locale (the clinic name when empty)' }),
      text: localizedText(HOME_LIMITS.text, { description: 'The text under it per locale' }),
      highlights: z
        .array(localizedText(HOME_LIMITS.highlight, { required: true, description: 'One highlight per locale; Russian required' }), { error: 'invalid_type' })
        .max(HOME_LIMITS.highlights, 'too_long')
        .openapi({ description: 'A short list, in its order' }),
    },
    { error: 'invalid_type' },
  )
  .openapi('HomeUpdate');

export type HomeUpdate = z.infer<typeof homeUpdateSchema>;
