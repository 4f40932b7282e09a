/**
 * schema.org structured data as plain objects (the builders take plain values, so pages and
 * tests call them alike). lib/seo/site-json-ld.ts fills them from a loaded company site.
 */
export type JsonLdNode = { '@type': string; [key: string]: unknown };

type Org = { id: string; name: string; url: string };

/** Drops empty values so the output carries no `"image": null`. */
function compact<T extends Record<string, unknown>>(node: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out as T;
}

/**
 * The text of a <script type="application/ld+json">: one node, or a @graph of several.
 * `<`, `>` and `&` become \u003c, \u003e, \u0026, so text like `</script>` in a clinic's own
 * content cannot end the script element; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  const document = Array.isArray(data) ? { '@context': 'https://schema.org', '@graph': data } : { '@context': 'https://schema.org', ...data };
  return JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type ClinicInput = Org & {
  description?: string;
  logo?: string;
  address?: string;
  phones?: string[];
  email?: string | null;
  latitude?: string | null;
  longitude?: string | null;
  mapUrl?: string | null;
  languages?: string[];
  /** schema.org OpeningHoursSpecification nodes, one per run of days with the same hours. */
  openingHours?: JsonLdNode[];
};

/** The company as a MedicalClinic (a LocalBusiness: name, address, phone, geo for search results). */
export function medicalClinicJsonLd(input: ClinicInput): JsonLdNode {
  const geo = input.latitude && input.longitude ? { '@type': 'GeoCoordinates', latitude: Number(input.latitude), longitude: Number(input.longitude) } : undefined;
  return compact({
    '@type': 'MedicalClinic',
    '@id': input.id,
    name: input.name,
    url: input.url,
    description: input.description,
    logo: input.logo,
    image: input.logo,
    address: input.address ? { '@type': 'PostalAddress', streetAddress: input.address } : undefined,
    telephone: input.phones && input.phones.length > 0 ? input.phones[0] : undefined,
    email: input.email,
    geo,
    hasMap: input.mapUrl,
    knowsLanguage: input.languages,
    openingHoursSpecification: input.openingHours && input.openingHours.length > 0 ? input.openingHours : undefined,
  });
}

export type PhysicianInput = {
  name: string;
  url: string;
  specialty?: string;
  description?: string;
  image?: string | null;
  languages?: string[];
  clinic: Org & { address?: string; telephone?: string };
};

/** A specialist as a Physician practising at the clinic. */
export function physicianJsonLd(input: PhysicianInput): JsonLdNode {
  return compact({
    '@type': 'Physician',
    '@id': `${input.url}#physician`,
    name: input.name,
    url: input.url,
    description: [input.specialty, input.description].filter(Boolean).join('. ') || undefined,
    image: input.image,
    knowsLanguage: input.languages,
    address: input.clinic.address ? { '@type': 'PostalAddress', streetAddress: input.clinic.address } : undefined,
    telephone: input.clinic.telephone,
    parentOrganization: { '@type': 'MedicalClinic', '@id': input.clinic.id, name: input.clinic.name, url: input.clinic.url },
  });
}

export type NewsArticleInput = {
  headline: string;
  url: string;
  description?: string;
  image?: string | null;
  datePublished: string | Date;
  dateModified?: string | Date;
  locale: string;
  publisher: Org & { logo?: string };
};

const isoDate = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A news item. Google shows at most 110 characters of a headline. */
export function newsArticleJsonLd(input: NewsArticleInput): JsonLdNode {
  const publisher = compact({
    '@type': 'MedicalClinic',
    '@id': input.publisher.id,
    name: input.publisher.name,
    url: input.publisher.url,
    logo: input.publisher.logo ? { '@type': 'ImageObject', url: input.publisher.logo } : undefined,
  });
  return compact({
    '@type': 'NewsArticle',
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    description: input.description,
    image: input.image ? [input.image] : undefined,
    datePublished: isoDate(input.datePublished),
    dateModified: isoDate(input.dateModified ?? input.datePublished),
    inLanguage: input.locale,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    author: { '@type': 'Organization', name: input.publisher.name, url: input.publisher.url },
    publisher,
  });
}

/** The trail from the company home to the page, each step with its absolute URL. */
export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
