-- hand-written
-- The permission schedule.edit (issue 30) joins the reception and manager presets
-- (lib/business/staff/role-presets.ts). Granted to every set that WAS one of those presets, so
-- nobody's preset silently turns into "custom": the eight permissions before it (owners and
-- managers), and exactly the reception preset's three. Memberships, unused access codes and
-- pending invitations alike.
UPDATE "cabinet_memberships" SET "permissions" = "permissions" || '["schedule.edit"]'::jsonb
WHERE NOT "permissions" @> '["schedule.edit"]'::jsonb
  AND ("permissions" @> '["company.edit","menu.edit","content.edit","specialists.edit","reviews.moderate","appointments.read","questions.read","members.manage"]'::jsonb
    OR ("permissions" @> '["appointments.read","questions.read","reviews.moderate"]'::jsonb AND "permissions" <@ '["appointments.read","questions.read","reviews.moderate"]'::jsonb));
--> statement-breakpoint
UPDATE "access_codes" SET "permissions" = "permissions" || '["schedule.edit"]'::jsonb
WHERE NOT "permissions" @> '["schedule.edit"]'::jsonb
  AND ("permissions" @> '["company.edit","menu.edit","content.edit","specialists.edit","reviews.moderate","appointments.read","questions.read","members.manage"]'::jsonb
    OR ("permissions" @> '["appointments.read","questions.read","reviews.moderate"]'::jsonb AND "permissions" <@ '["appointments.read","questions.read","reviews.moderate"]'::jsonb));
--> statement-breakpoint
UPDATE "staff_invitations" SET "permissions" = "permissions" || '["schedule.edit"]'::jsonb
WHERE NOT "permissions" @> '["schedule.edit"]'::jsonb
  AND ("permissions" @> '["company.edit","menu.edit","content.edit","specialists.edit","reviews.moderate","appointments.read","questions.read","members.manage"]'::jsonb
    OR ("permissions" @> '["appointments.read","questions.read","reviews.moderate"]'::jsonb AND "permissions" <@ '["appointments.read","questions.read","reviews.moderate"]'::jsonb));
