ALTER TABLE "companies" ADD COLUMN "legal_name" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "license_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand_color" text;