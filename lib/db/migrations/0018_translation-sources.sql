CREATE TABLE "translation_sources" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"source_hash" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translation_sources" ADD CONSTRAINT "translation_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_sources_key_idx" ON "translation_sources" USING btree ("company_id","kind","item_id","field","locale");