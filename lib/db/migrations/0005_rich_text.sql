ALTER TABLE "companies" ADD COLUMN "about_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "director_posts" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "director_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Issue 19 "Rich text": plain-text bodies become TipTap/ProseMirror docs, per locale.
-- news.body, materials.body, director_posts.body and companies.about hold { "ru": "text", … };
-- each locale still holding a string becomes { "type": "doc", "content": [paragraphs] }: a blank
-- line starts a paragraph, a single line break is a hardBreak (as plainTextToDoc in
-- lib/i18n/rich-doc.ts). Values already converted (objects) are left alone: safe to run twice.
CREATE OR REPLACE FUNCTION pg_temp.rich_text_doc(source text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('type', 'doc', 'content', coalesce((
    SELECT jsonb_agg(jsonb_build_object('type', 'paragraph', 'content', (
      SELECT coalesce(jsonb_agg(part ORDER BY line_no, kind), '[]'::jsonb) FROM (
        SELECT l.line_no, 0 AS kind, jsonb_build_object('type', 'hardBreak') AS part FROM unnest(paragraphs.lines) WITH ORDINALITY AS l(line, line_no) WHERE l.line_no > 1
        UNION ALL
        SELECT l.line_no, 1 AS kind, jsonb_build_object('type', 'text', 'text', l.line) AS part FROM unnest(paragraphs.lines) WITH ORDINALITY AS l(line, line_no) WHERE l.line <> ''
      ) parts
    )) ORDER BY paragraphs.paragraph_no)
    FROM (
      SELECT p.paragraph_no, string_to_array(btrim(p.paragraph, E' \t\n'), E'\n') AS lines
      FROM regexp_split_to_table(replace(replace(source, E'\r\n', E'\n'), E'\r', E'\n'), E'\n[ \t]*\n') WITH ORDINALITY AS p(paragraph, paragraph_no)
      WHERE btrim(p.paragraph, E' \t\n') <> ''
    ) paragraphs
  ), '[]'::jsonb));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pg_temp.rich_text_localized(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL OR jsonb_typeof(value) <> 'object' THEN value ELSE coalesce((
    SELECT jsonb_object_agg(e.key, CASE WHEN jsonb_typeof(e.item) = 'string' THEN pg_temp.rich_text_doc(e.item #>> '{}') ELSE e.item END)
    FROM jsonb_each(value) AS e(key, item)
    WHERE NOT (jsonb_typeof(e.item) = 'string' AND btrim(e.item #>> '{}', E' \t\r\n') = '')
  ), '{}'::jsonb) END;
$$;
--> statement-breakpoint
UPDATE "news" SET "body" = pg_temp.rich_text_localized("body") WHERE EXISTS (SELECT 1 FROM jsonb_each("news"."body") AS e WHERE jsonb_typeof(e.value) = 'string');
--> statement-breakpoint
UPDATE "materials" SET "body" = pg_temp.rich_text_localized("body") WHERE EXISTS (SELECT 1 FROM jsonb_each("materials"."body") AS e WHERE jsonb_typeof(e.value) = 'string');
--> statement-breakpoint
UPDATE "director_posts" SET "body" = pg_temp.rich_text_localized("body") WHERE EXISTS (SELECT 1 FROM jsonb_each("director_posts"."body") AS e WHERE jsonb_typeof(e.value) = 'string');
--> statement-breakpoint
UPDATE "companies" SET "about" = pg_temp.rich_text_localized("about") WHERE jsonb_typeof("about") = 'object' AND EXISTS (SELECT 1 FROM jsonb_each("companies"."about") AS e WHERE jsonb_typeof(e.value) = 'string');
