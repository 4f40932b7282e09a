-- Issue 21, the platform directory at 10,000 clinics (branch i21-directory). The extension must
-- exist before the generated DDL (companies_search_idx uses gin_trgm_ops); the rest runs after
-- it. Safe to run again.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint

-- companies.specialties: the specialty keys of the company's published doctors
-- (specialists.specialty_keys, lib/platform/specialties.ts), so the directory filters a
-- specialty by one GIN index on companies instead of a join over every doctor. One statement-level
-- trigger per event on specialists: a bulk insert (lib/seed/clinic-copies.ts) refreshes each
-- company once, and a company whose set did not change is not written.
CREATE OR REPLACE FUNCTION company_specialties_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE companies c SET specialties = fresh.keys
  FROM (
    SELECT id, coalesce((
      SELECT array_agg(DISTINCT k ORDER BY k) FROM specialists s CROSS JOIN LATERAL unnest(s.specialty_keys) AS k
      WHERE s.company_id = ids.id AND s.is_published
    ), '{}'::text[]) AS keys
    FROM unnest(ids) AS ids(id)
  ) fresh
  WHERE c.id = fresh.id AND c.specialties IS DISTINCT FROM fresh.keys;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_specialties_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_specialties_refresh(ARRAY(SELECT DISTINCT company_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM company_specialties_refresh(ARRAY(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows));
  ELSE
    PERFORM company_specialties_refresh(ARRAY(SELECT DISTINCT company_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS specialists_company_specialties_insert ON specialists;
--> statement-breakpoint
CREATE TRIGGER specialists_company_specialties_insert AFTER INSERT ON specialists REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_specialties_trigger();
--> statement-breakpoint
DROP TRIGGER IF EXISTS specialists_company_specialties_update ON specialists;
--> statement-breakpoint
CREATE TRIGGER specialists_company_specialties_update AFTER UPDATE ON specialists REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_specialties_trigger();
--> statement-breakpoint
DROP TRIGGER IF EXISTS specialists_company_specialties_delete ON specialists;
--> statement-breakpoint
CREATE TRIGGER specialists_company_specialties_delete AFTER DELETE ON specialists REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_specialties_trigger();
--> statement-breakpoint
-- The companies that exist already.
SELECT company_specialties_refresh(ARRAY(SELECT id FROM companies));
