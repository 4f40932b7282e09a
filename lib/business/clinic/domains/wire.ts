import { z } from '@hono/zod-openapi';
import { domainRecords, type DnsRecord } from '@/lib/domains/config';
import { checkPointing, type Pointing } from '@/lib/domains/points-at-us';
import { CLAIM_DAYS, type DomainRow } from '@/lib/business/clinic/domains/service';
import { domainToUnicode } from 'node:url';
import { SITE_STATUSES } from './schemas';
import type { SiteState } from '../site-life/service';

const recordSchema = z
  .object({
    TYPE: z.enum(['TXT', 'CNAME', 'A', 'AAAA', 'ALIAS']).openapi({ description: 'ALIAS: also called ANAME or CNAME flattening by DNS providers' }),
    HOST: z.string().openapi({ description: 'The name as a registrar’s form asks for it: relative to the zone, `@` for the zone itself (`www`, `_clinic-verification.www`)' }),
    NAME: z.string().openapi({ description: 'The full name' }),
    VALUE: z.string(),
  })
  .openapi('DnsRecord');

export const DOMAIN_STATES = ['unverified', 'live', 'not_pointing', 'verified'] as const;
const POINTING_STATES = ['ours', 'elsewhere', 'missing', 'dns_error', 'unchecked'] as const;

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
    KIND: z.enum(['apex', 'subdomain']).openapi({ description: 'apex: the zone itself (clinic.kz, clinic.com.kz), pointed with A/AAAA (or ALIAS); subdomain (www.clinic.kz): a CNAME' }),
    ZONE: z.string().openapi({ description: 'The zone the records are created in (the registrable domain by the public suffix list)' }),
    RECORDS: z.array(recordSchema).openapi({
      description: 'The one set of DNS records to create: the TXT proof (kept while the domain has a token: it is rechecked every 6 hours), then where the domain points. Empty pointing part when the deployment names no target (INGRESS_NAMED false).',
    }),
    ALIAS_INSTEAD: recordSchema.nullable().openapi({ description: 'An apex domain: one ALIAS record that may replace its A/AAAA records where the registrar supports ALIAS/ANAME' }),
    INGRESS_NAMED: z.boolean().openapi({ description: 'Whether the deployment names where clinic domains point (DOMAINS_CNAME_TARGET, DOMAINS_A_RECORDS, DOMAINS_AAAA_RECORDS)' }),
    POINTING: z
      .object({ STATE: z.enum(POINTING_STATES), ADDRESSES: z.array(z.string()).openapi({ description: 'What DNS answered for the host, when it leads elsewhere' }) })
      .openapi({ description: 'Where the host’s DNS leads now: ours, elsewhere, missing (no address), dns_error (no answer), unchecked (the deployment names no ingress addresses)' }),
    STATE: z.enum(DOMAIN_STATES).openapi({
      description: 'unverified (no TXT proof yet); live (verified and pointing at us: served); not_pointing (verified, but its DNS does not lead to us: nobody reaches the site there yet); verified (verified; where it points could not be checked)',
    }),
  })
  .openapi('CompanyDomain');

/** An unverified claim is removed CLAIM_DAYS days after it was added or lost its verification (lib/business/clinic/domains/recheck.ts). */
function claimExpiry(row: DomainRow): Date | null {
  const from = row.verificationLostAt ?? row.createdAt;
  return from ? new Date(from.getTime() + CLAIM_DAYS * 24 * 60 * 60 * 1000) : null;
}

export type DomainWire = z.infer<typeof domainWireSchema>;

const recordToWire = (record: DnsRecord) => ({ TYPE: record.type, HOST: record.host, NAME: record.name, VALUE: record.value });

function stateOf(row: DomainRow, pointing: Pointing): DomainWire['STATE'] {
  if (!row.verifiedAt) return 'unverified';
  if (pointing.state === 'ours') return 'live';
  return pointing.state === 'elsewhere' || pointing.state === 'missing' ? 'not_pointing' : 'verified';
}

export function domainToWire(row: DomainRow, pointing: Pointing): DomainWire {
  const setup = domainRecords(row.host, row.verificationToken);
  return {
    ID: row.id,
    HOST: row.host,
    DISPLAY_HOST: domainToUnicode(row.host) || row.host,
    VERIFIED: row.verifiedAt !== null,
    VERIFIED_AT: row.verifiedAt ? row.verifiedAt.toISOString() : null,
    IS_PRIMARY: row.isPrimary,
    VERIFICATION_LOST_AT: row.verificationLostAt ? row.verificationLostAt.toISOString() : null,
    CLAIM_EXPIRES_AT: row.verifiedAt ? null : claimExpiry(row)?.toISOString() ?? null,
    KIND: setup.kind,
    ZONE: setup.zone,
    RECORDS: setup.records.map(recordToWire),
    ALIAS_INSTEAD: setup.aliasInstead ? recordToWire(setup.aliasInstead) : null,
    INGRESS_NAMED: setup.ingressNamed,
    POINTING: { STATE: pointing.state, ADDRESSES: pointing.state === 'elsewhere' ? pointing.addresses : [] },
    STATE: stateOf(row, pointing),
  };
}

/** A domain as the API answers it, with where its DNS leads now (looked up on every answer: at most 10 domains a clinic). */
export async function domainAnswer(row: DomainRow): Promise<DomainWire> {
  return domainToWire(row, await checkPointing(row.host));
}

export const siteStateWireSchema = z
  .object({
    STATUS: z.enum(SITE_STATUSES),
    PURGE_AT: z.string().nullable().openapi({ description: 'While closing: when the clinic is deleted' }),
    IS_OWNER: z.boolean().openapi({ description: 'Whether the caller may change the site’s life' }),
  })
  .openapi('SiteState');

export const siteStateToWire = (state: SiteState) => ({ STATUS: state.status, PURGE_AT: state.purgeAt ? state.purgeAt.toISOString() : null, IS_OWNER: state.isOwner });
