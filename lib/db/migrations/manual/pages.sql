-- Issue 19, pages/contacts (branch i19-pages). Runs after the generated DDL; safe to run again.

-- Several contact e-mails: the one stored so far becomes the first of the list.
UPDATE "companies" SET "emails" = jsonb_build_array("email")
WHERE "email" IS NOT NULL AND "email" <> '' AND "emails" = '[]'::jsonb;

-- Logos and favicons come only from uploads: an external link (https://…, //host) is cleared so
-- no public page loads a third party's file. Paths on this site (/api/uploads/…, the demo's
-- bundled /demo/… files) stay.
UPDATE "companies" SET "logo" = NULL WHERE "logo" IS NOT NULL AND "logo" !~ '^/(?!/)';
UPDATE "companies" SET "favicon_link" = NULL WHERE "favicon_link" IS NOT NULL AND "favicon_link" !~ '^/(?!/)';
