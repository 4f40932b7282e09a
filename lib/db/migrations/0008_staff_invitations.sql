CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cabinet_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"locale" text DEFAULT 'ru' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_cabinet_idx" ON "staff_invitations" USING btree ("cabinet_id");--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
-- Issue 20, language (lib/db/migrations/manual/language.sql): the stored uz menu names follow the message files.
UPDATE "menu_items" SET "name" = jsonb_set("name", '{uz}', '"Sharhlar"') WHERE "name"->>'uz' = 'Fikrlar';--> statement-breakpoint
UPDATE "menu_items" SET "name" = jsonb_set("name", '{uz}', '"Sharh qoldirish"') WHERE "name"->>'uz' = 'Fikr qoldirish';--> statement-breakpoint
UPDATE "menu_items" SET "name" = jsonb_set("name", '{uz}', '"Bepul tibbiy yordamning kafolatlangan hajmi"')
WHERE "name"->>'uz' = 'Tekin tibbiy yordamning kafolatlangan hajmi (TTYOKH)';--> statement-breakpoint
UPDATE "materials" SET "title" = jsonb_set("title", '{uz}', '"Bepul tibbiy yordamning kafolatlangan hajmi"')
WHERE "title"->>'uz' = 'Tekin tibbiy yordamning kafolatlangan hajmi (TTYOKH)';
