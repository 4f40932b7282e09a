ALTER TABLE "companies" ADD COLUMN "emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "home" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "price_list" jsonb;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "emails" = jsonb_build_array("email") WHERE "email" IS NOT NULL AND "email" <> '' AND "emails" = '[]'::jsonb;--> statement-breakpoint
UPDATE "companies" SET "logo" = NULL WHERE "logo" IS NOT NULL AND "logo" !~ '^/(?!/)';--> statement-breakpoint
UPDATE "companies" SET "favicon_link" = NULL WHERE "favicon_link" IS NOT NULL AND "favicon_link" !~ '^/(?!/)';
