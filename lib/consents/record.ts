import { getDb } from '@/lib/db/client';
import { consents } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The version of the consent texts a patient agrees to (messages: the forms' `consent`, the
 * review form's, the registration's consent). Change it whenever their wording changes, so each record names the
 * text that was shown (Kazakhstan 94-V art. 8, Uzbekistan ZRU-547 art. 20: the operator proves consent).
 */
export const CONSENT_TEXT_VERSION = '2026-11-23';

export type ConsentPurpose = (typeof consents.$inferInsert)['purpose'];

export type ConsentRecord = {
  purpose: ConsentPurpose;
  locale: Locale;
  /** The host the form was sent from, e.g. `localhost:3000` or a clinic's own domain. */
  site: string;
  userId?: number | null;
  companyId?: number | null;
  /** The appointment request, question or review the consent was given with. */
  subjectId?: number | null;
};

/** Records that the patient agreed to the current consent text, now. */
export async function recordConsent(record: ConsentRecord, db: Pick<ReturnType<typeof getDb>, 'insert'> = getDb()): Promise<void> {
  await db.insert(consents).values({
    purpose: record.purpose,
    locale: record.locale,
    site: record.site.slice(0, 255),
    userId: record.userId ?? null,
    companyId: record.companyId ?? null,
    subjectId: record.subjectId ?? null,
    textVersion: CONSENT_TEXT_VERSION,
  });
}
