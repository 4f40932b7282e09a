-- Issue 30, booking: the gist index on (company_id, period) and the exclusion constraint below need btree_gist.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "doctor_booking" (
	"specialist_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mode" text DEFAULT 'request' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text,
	"company_id" integer,
	"day" date NOT NULL,
	"name" jsonb NOT NULL,
	"is_closed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "holidays_owner_check" CHECK (("holidays"."country" is null) <> ("holidays"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "schedule_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"day" date NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "schedule_hours_weekday_check" CHECK ("schedule_hours"."weekday" between 1 and 7),
	CONSTRAINT "schedule_hours_order_check" CHECK ("schedule_hours"."ends_at" > "schedule_hours"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "visit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_types_duration_check" CHECK ("visit_types"."duration_minutes" between 5 and 480)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"visit_type_id" integer,
	"period" "tstzrange" NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"source" text DEFAULT 'site' NOT NULL,
	"user_id" integer,
	"patient_name" text,
	"patient_phone" text,
	"patient_email" text,
	"locale" text DEFAULT 'ru' NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"reminded_day_before_at" timestamp with time zone,
	"reminded_hours_before_at" timestamp with time zone,
	"review_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_hold_check" CHECK (("visits"."status" = 'hold') = ("visits"."hold_expires_at" is not null)),
	CONSTRAINT "visits_period_check" CHECK (not isempty("visits"."period") and lower_inc("visits"."period") and not upper_inc("visits"."period"))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_change_limit_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_booking" ADD CONSTRAINT "doctor_booking_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_booking" ADD CONSTRAINT "doctor_booking_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_hours" ADD CONSTRAINT "schedule_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_hours" ADD CONSTRAINT "schedule_hours_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_country_day_idx" ON "holidays" USING btree ("country","day") WHERE "holidays"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_company_day_idx" ON "holidays" USING btree ("company_id","day") WHERE "holidays"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_exceptions_specialist_day_idx" ON "schedule_exceptions" USING btree ("specialist_id","day");--> statement-breakpoint
CREATE INDEX "schedule_hours_specialist_idx" ON "schedule_hours" USING btree ("specialist_id","weekday");--> statement-breakpoint
CREATE INDEX "visit_types_specialist_idx" ON "visit_types" USING btree ("specialist_id");--> statement-breakpoint
CREATE INDEX "visits_company_period_idx" ON "visits" USING gist ("company_id","period");--> statement-breakpoint
CREATE INDEX "visits_user_idx" ON "visits" USING btree ("user_id");
--> statement-breakpoint
-- hand-written
-- No double booking, by construction: for one doctor, two periods that are not cancelled never overlap
-- (a visit, a hold and a blocked time alike), whatever the concurrency.
ALTER TABLE "visits" ADD CONSTRAINT "visits_no_overlap" EXCLUDE USING gist ("specialist_id" WITH =, "period" WITH &&) WHERE ("status" <> 'cancelled');
