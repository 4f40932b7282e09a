ALTER TABLE "business_accounts" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "business_accounts_company_owner_idx" ON "business_accounts" USING btree ("company_id") WHERE "business_accounts"."is_owner";--> statement-breakpoint
-- Backfill (issue 18): each company with a member in its main cabinet (code 0) gets an owner: its
-- creator (the company.create entry of the audit log) if still a member there, else the earliest
-- member there holding members.manage, else its earliest member. The owner holds every permission
-- in the main cabinet. A company with nobody in its main cabinet is left without one; one that has
-- an owner already keeps it.
WITH "owner" AS (
  SELECT DISTINCT ON ("c"."company_id") "c"."company_id", "m"."user_id", "m"."id" AS "membership_id"
  FROM "cabinets" "c"
  JOIN "cabinet_memberships" "m" ON "m"."cabinet_id" = "c"."id"
  LEFT JOIN LATERAL (
    SELECT "a"."user_id" FROM "audit_log" "a"
    WHERE "a"."company_id" = "c"."company_id" AND "a"."action" = 'company.create'
    ORDER BY "a"."id" LIMIT 1
  ) "creator" ON true
  WHERE "c"."code" = 0
    AND NOT EXISTS (SELECT 1 FROM "business_accounts" "b" WHERE "b"."company_id" = "c"."company_id" AND "b"."is_owner")
  ORDER BY "c"."company_id",
    ("m"."user_id" = "creator"."user_id") IS TRUE DESC,
    "m"."permissions" @> '["members.manage"]'::jsonb DESC,
    "m"."created_at", "m"."id"
), "granted" AS (
  UPDATE "cabinet_memberships" SET "permissions" = '["company.edit","menu.edit","content.edit","specialists.edit","reviews.moderate","appointments.read","questions.read","members.manage"]'::jsonb
  FROM "owner" WHERE "cabinet_memberships"."id" = "owner"."membership_id"
  RETURNING 1
)
INSERT INTO "business_accounts" ("user_id", "company_id", "is_owner")
SELECT "user_id", "company_id", true FROM "owner"
ON CONFLICT ("user_id", "company_id") DO UPDATE SET "is_owner" = true;
