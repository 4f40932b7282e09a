import type { ResponsiveImageDescriptor } from '@/lib/storage/responsive-urls';
import type { LocalizedDoc, LocalizedText } from '@/lib/db/schema/common';

/** A news category as stored, with the raw front settings (SPEC 3 "News category"). */
export type NewsCategoryRecord = {
  id: number;
  informationCode: string;
  slug: string;
  name: LocalizedText;
  position: number;
  component: string;
  props: Record<string, unknown>;
};

/** A news item in a list: no body. Dates are ISO strings, as they come out of the data cache. */
export type NewsSummaryRecord = {
  id: number;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText | null;
  image: string | null;
  /** An uploaded image's variants (lib/storage/responsive.ts), for the srcset; null for an older single file. */
  imageMedia: ResponsiveImageDescriptor | null;
  publishedAt: string;
};

export type NewsItemRecord = NewsSummaryRecord & { body: LocalizedDoc };

/** One page of a category list with the category's total. */
export type NewsListing = { total: number; items: NewsSummaryRecord[] };
