import { z } from '@hono/zod-openapi';
import { dnsRecords } from '@/lib/domains/config';
import type { DomainRow } from '@/lib/business/domains';
import { domainToUnicode } from 'node:url';
import { SITE_STATUSES } from './domains-schemas';
import type { SiteState } from './site-life';

const recordSchema = z.object({ TYPE: z.enum(['TXT', 'CNAME', 'A', 'AAAA']), NAME: z.string(), VALUE: z.string() });

export const domainWireSchema = z
  .object({
    ID: z.number().int(),
    HOST: z.string().openapi({ description: 'The host as served (punycode for an IDN)' }),
    DISPLAY_HOST: z.string().openapi({ description: 'The host as people read it (Unicode for an IDN)' }),
    VERIFIED: z.boolean(),
    VERIFIED_AT: z.string().nullable(),
    IS_PRIMARY: z.boolean(),
    RECORDS: z.array(recordSchema).openapi({ description: 'The DNS records to create: the TXT proof (until verified), then where the domain points' }),
  })
  .openapi('CompanyDomain');

export type DomainWire = z.infer<typeof domainWireSchema>;

export function domainToWire(row: DomainRow): DomainWire {
  return {
    ID: row.id,
    HOST: row.host,
    DISPLAY_HOST: domainToUnicode(row.host) || row.host,
    VERIFIED: row.verifiedAt !== null,
    VERIFIED_AT: row.verifiedAt ? row.verifiedAt.toISOString() : null,
    IS_PRIMARY: row.isPrimary,
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
