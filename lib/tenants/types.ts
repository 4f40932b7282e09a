import type { LocalizedDoc, LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from '@/lib/i18n/locales';
import type { HomeBlocks, OpeningHours } from './site-blocks';

export type Company = {
  id: number;
  code: string;
  slug: string;
  name: LocalizedText;
  shortDescription: LocalizedText | null;
  about: LocalizedDoc | null;
  templateId: string | null;
  emailForIssues: string | null;
  /** The clinic's time zone (companies.time_zone, lib/dates/time-zones.ts). */
  timeZone: string;
  isActiveOnlineEntry: boolean;
  logo: string | null;
  faviconLink: string | null;
  /** The footer's legal details (issue 31). */
  legalName: LocalizedText | null;
  taxId: string | null;
  licenseNumber: string | null;
  licenseDate: string | null;
  /** The site's brand colour, #rrggbb (issue 31); null: the platform's own. */
  brandColor: string | null;
  isCompanySite: boolean;
  address: LocalizedText | null;
  phones: string[];
  email: string | null;
  workingHours: LocalizedText | null;
  mapUrl: string | null;
  latitude: string | null;
  longitude: string | null;
  emails: string[];
  openingHours: OpeningHours | null;
  home: HomeBlocks | null;
  version: number;
  domains: string[];
};

/** What the proxy needs to know of a company. */
export type TenantSummary = {
  code: string;
  slug: string;
  locales: Locale[];
  /** The site's life (lib/business/clinic/site-life/service.ts); absent means online. */
  status?: 'online' | 'offline' | 'closing';
  /** The verified primary domain, if any: /l/{slug} redirects there. */
  primaryHost?: string | null;
};
