DROP INDEX "company_domains_host_idx";--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "recheck_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "verification_lost_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "status" integer DEFAULT 308 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_domains_verified_host_idx" ON "company_domains" USING btree ("host") WHERE "company_domains"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_domains_company_host_idx" ON "company_domains" USING btree ("company_id","host");--> statement-breakpoint
CREATE INDEX "company_domains_host_lookup_idx" ON "company_domains" USING btree ("host");--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (307, 308));