/** Cache tags are keyed by company code, never by host or slug (STYLE "Naming"). */
export const TAGS = {
  company: (code: string) => `company:${code}`,
  /** Slug and domain to company mapping; changes when a slug or a domain changes. */
  sites: 'sites',
} as const;
