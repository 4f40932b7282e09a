-- Issue 20, language (branch i20-lang). Runs after the generated DDL; safe to run again.
-- GLOSSARY: uz «sharh» for a review (not «fikr»), and ГОБМП named in full without the made-up
-- acronym TTYOKH. Menus and material titles are stored per clinic (the demo seed and every
-- clinic's starter menu wrote the old words), so the stored uz names follow the message files.

UPDATE "menu_items" SET "name" = jsonb_set("name", '{uz}', '"Sharhlar"') WHERE "name"->>'uz' = 'Fikrlar';
UPDATE "menu_items" SET "name" = jsonb_set("name", '{uz}', '"Sharh qoldirish"') WHERE "name"->>'uz' = 'Fikr qoldirish';
UPDATE "menu_items" SET "name" = jsonb_set("name", '{uz}', '"Bepul tibbiy yordamning kafolatlangan hajmi"')
WHERE "name"->>'uz' = 'Tekin tibbiy yordamning kafolatlangan hajmi (TTYOKH)';
UPDATE "materials" SET "title" = jsonb_set("title", '{uz}', '"Bepul tibbiy yordamning kafolatlangan hajmi"')
WHERE "title"->>'uz' = 'Tekin tibbiy yordamning kafolatlangan hajmi (TTYOKH)';
