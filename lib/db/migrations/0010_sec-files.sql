CREATE TABLE "stored_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_uploads" ADD CONSTRAINT "stored_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_uploads_company_idx" ON "stored_uploads" USING btree ("company_id");--> statement-breakpoint
-- hand-written
-- Backfill of stored_uploads (issue 27): the keys the rows of each company name, read from every
-- table with a company_id and the tables whose rows hang on one of those (gallery photos on their
-- album). A public file (logos, favicons, news, content) named by exactly one company is that
-- company's; one named by two or more is left unowned (never deleted by either). Every variant of
-- a responsive image descriptor (media/{id}/{prefix}, widths x formats) is the company whose id
-- its key carries (it was stored under the uploader's folder), when that company names it.
CREATE OR REPLACE FUNCTION pg_temp.stored_upload_mentions(source text) RETURNS TABLE (key text, company_id integer) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY EXECUTE format(
    $q$
      SELECT m[1], r.company_id FROM (%1$s) r, regexp_matches(r.j::text, '/api/uploads/((?:logos|favicons|news|content)/(?:[a-f0-9]{32}-[a-f0-9]{8}|[a-f0-9]{24})\.(?:png|webp))', 'g') AS m
      UNION ALL
      SELECT (d->>'key') || '/' || w || '.' || f, r.company_id
        FROM (%1$s) r,
             jsonb_path_query(r.j::jsonb, 'strict $.** ? (@.type() == "object" && @.key like_regex "^media/[0-9]+/[a-f0-9]{24}$" && @.widths.type() == "array" && @.formats.type() == "array")') AS d,
             jsonb_array_elements_text(d->'widths') AS w,
             jsonb_array_elements_text(d->'formats') AS f
       WHERE split_part(d->>'key', '/', 2) = r.company_id::text AND w ~ '^[1-9][0-9]{0,4}$' AND f IN ('avif', 'webp')
    $q$, source);
END;
$$;
--> statement-breakpoint
CREATE TEMP TABLE stored_upload_backfill (key text NOT NULL, company_id integer NOT NULL);
--> statement-breakpoint
DO $$
DECLARE
  owned text[];
  link record;
BEGIN
  SELECT array_agg(c.table_name::text) INTO owned
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
   WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND t.table_type = 'BASE TABLE' AND c.table_name NOT IN ('audit_log', 'stored_uploads');
  INSERT INTO stored_upload_backfill SELECT * FROM pg_temp.stored_upload_mentions('SELECT c.id AS company_id, row_to_json(c) AS j FROM companies c');
  FOR i IN 1 .. coalesce(array_length(owned, 1), 0) LOOP
    INSERT INTO stored_upload_backfill SELECT * FROM pg_temp.stored_upload_mentions(format('SELECT t.company_id, row_to_json(t) AS j FROM %I t WHERE t.company_id IS NOT NULL', owned[i]));
  END LOOP;
  FOR link IN
    SELECT cl.relname::text AS child, a.attname::text AS col, pl.relname::text AS parent
      FROM pg_constraint k
      JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
      JOIN pg_class pl ON pl.oid = k.confrelid
      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
     WHERE k.contype = 'f' AND array_length(k.conkey, 1) = 1 AND n.nspname = 'public'
  LOOP
    IF NOT (link.child = ANY (owned)) AND link.parent = ANY (owned) AND link.child <> 'companies' THEN
      INSERT INTO stored_upload_backfill SELECT * FROM pg_temp.stored_upload_mentions(
        format('SELECT p.company_id, row_to_json(t) AS j FROM %I t JOIN %I p ON p.id = t.%I WHERE p.company_id IS NOT NULL', link.child, link.parent, link.col));
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
INSERT INTO stored_uploads (key, company_id)
SELECT key, min(company_id) FROM stored_upload_backfill GROUP BY key HAVING count(DISTINCT company_id) = 1
ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
DROP TABLE stored_upload_backfill;
