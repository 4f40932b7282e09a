ALTER TABLE "companies" ADD COLUMN "menu_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "purge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "image" jsonb;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_media" jsonb;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "photo_image" jsonb;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "company_domains_company_idx" ON "company_domains" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_domains_primary_idx" ON "company_domains" USING btree ("company_id") WHERE "company_domains"."is_primary";--> statement-breakpoint
-- Issue 19, custom domains: the domains that exist before verification came are verified (so nothing that works today stops).
-- Idempotent: a domain added through the editor always has a verification token, a legacy one never.
UPDATE company_domains SET verified_at = now() WHERE verified_at IS NULL AND verification_token IS NULL;
