ALTER TABLE "companies" ADD COLUMN "menu_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;