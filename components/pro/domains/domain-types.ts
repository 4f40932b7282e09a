/** A custom domain as the business API answers it (lib/business/clinic/domains/wire.ts). */
export type DomainRecord = { TYPE: 'TXT' | 'CNAME' | 'A' | 'AAAA' | 'ALIAS'; HOST: string; NAME: string; VALUE: string };
export type DomainState = 'unverified' | 'live' | 'not_pointing' | 'verified';
export type Domain = {
  ID: number;
  HOST: string;
  DISPLAY_HOST: string;
  VERIFIED: boolean;
  VERIFIED_AT: string | null;
  IS_PRIMARY: boolean;
  VERIFICATION_LOST_AT: string | null;
  CLAIM_EXPIRES_AT: string | null;
  KIND: 'apex' | 'subdomain';
  ZONE: string;
  RECORDS: DomainRecord[];
  ALIAS_INSTEAD: DomainRecord | null;
  INGRESS_NAMED: boolean;
  POINTING: { STATE: 'ours' | 'elsewhere' | 'missing' | 'dns_error' | 'unchecked'; ADDRESSES: string[] };
  STATE: DomainState;
};
