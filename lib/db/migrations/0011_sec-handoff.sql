CREATE TABLE "handoff_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"nonce_hash" text NOT NULL,
	"target_host" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "served_host_proofs" (
	"origin" text PRIMARY KEY NOT NULL,
	"proven_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "handoff_confirmations" ADD CONSTRAINT "handoff_confirmations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handoff_confirmations_nonce_idx" ON "handoff_confirmations" USING btree ("nonce_hash");--> statement-breakpoint
CREATE INDEX "handoff_confirmations_session_idx" ON "handoff_confirmations" USING btree ("session_id");--> statement-breakpoint
-- hand-written
-- Sessions that handoffs made before sessions.host existed cannot be told from platform sessions:
-- end those started within 10 s after a handoff of the same user was used (they sign in again).
DELETE FROM "sessions" s USING "session_handoffs" h
WHERE h."used_at" IS NOT NULL AND h."user_id" = s."user_id"
  AND s."created_at" BETWEEN h."used_at" - interval '1 second' AND h."used_at" + interval '10 seconds';
