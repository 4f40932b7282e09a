import { serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld';

/**
 * A <script type="application/ld+json"> with structured data (one node, or several as a @graph).
 * The one place a script's text is set directly: serializeJsonLd escapes `<`, `>` and `&`,
 * so a clinic's text such as `</script>` stays inside the JSON string.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
