ALTER TABLE "companies" ADD COLUMN "status" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "purge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "company_domains_company_idx" ON "company_domains" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_domains_primary_idx" ON "company_domains" USING btree ("company_id") WHERE "company_domains"."is_primary";--> statement-breakpoint
UPDATE company_domains SET verified_at = now() WHERE verified_at IS NULL AND verification_token IS NULL;
