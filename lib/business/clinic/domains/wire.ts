import { z } from '@hono/zod-openapi';
import { dnsRecords } from '@/lib/domains/config';
import { CLAIM_DAYS, type DomainRow } from '@/lib/business/clinic/domains/service';
import { domainToUnicode } from 'node:url';
import { SITE_STATUSES } from './schemas';
import type { SiteState } from '../site-life/service';

const recordSchema = z.object({ TYPE: z.enum(['TXT', 'CNAME', 'A', 'AAAA']), NAME: z.string(), VALUE: z.string() });

export const domainWireSchema = z
  .object({
    ID: z.number().int(),
    HOST: z.string().openapi({ description: 'The host as served (punycode for an IDN)' }),
    DISPLAY_HOST: z.string().openapi({ description: 'The host as people read it (Unicode for an IDN)' }),
    VERIFIED: z.boolean(),
    VERIFIED_AT: z.string().nullable(),
    IS_PRIMARY: z.boolean(),
    VERIFICATION_LOST_AT: z.string().nullable().openapi({ description: 'When the scheduled recheck took the verification away (its TXT record went); null otherwise. Verify again to restore it.' }),
    CLAIM_EXPIRES_AT: z.string().nullable().openapi({ description: 'While unverified: when the claim is removed (14 days after it was added or lost its verification)' }),
    RECORDS: z.array(recordSchema).openapi({ description: 'The DNS records to create: the TXT proof (until verified), then where the domain points' }),
  })
  .openapi('CompanyDomain');

/** An unverified claim is removed CLAIM_DAYS days after it was added or lost its verification (lib/business/clinic/domains/recheck.ts). */
function claimExpiry(row: DomainRow): Date | null {
  const from = row.verificationLostAt ?? row.createdAt;
  return from ? new Date(from.getTime() + CLAIM_DAYS * 24 * 60 * 60 * 1000) : null;
}

export type DomainWire = z.infer<typeof domainWireSchema>;

export function domainToWire(row: DomainRow): DomainWire {
  return {
    ID: row.id,
    HOST: row.host,
    DISPLAY_HOST: domainToUnicode(row.host) || row.host,
    VERIFIED: row.verifiedAt !== null,
    VERIFIED_AT: row.verifiedAt ? row.verifiedAt.toISOString() : null,
    IS_PRIMARY: row.isPrimary,
    VERIFICATION_LOST_AT: row.verificationLostAt ? row.verificationLostAt.toISOString() : null,
    CLAIM_EXPIRES_AT: row.verifiedAt ? null : claimExpiry(row)?.toISOString() ?? null,
    RECORDS: dnsRecords(row.host, row.verifiedAt ? null : row.verificationToken).map((record) => ({ TYPE: record.type, NAME: record.name, VALUE: record.value })),
  };
}

export const siteStateWireSchema = z
  .object({
    STATUS: z.enum(SITE_STATUSES),
    PURGE_AT: z.string().nullable().openapi({ description: 'While closing: when the clinic is deleted' }),
    IS_OWNER: z.boolean().openapi({ description: 'Whether the caller may change the site’s life' }),
  })
  .openapi('SiteState');

export const siteStateToWire = (state: SiteState) => ({ STATUS: state.status, PURGE_AT: state.purgeAt ? state.purgeAt.toISOString() : null, IS_OWNER: state.isOwner });
