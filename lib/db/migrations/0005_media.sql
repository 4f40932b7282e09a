ALTER TABLE "gallery_albums" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "image" jsonb;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_media" jsonb;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "photo_image" jsonb;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;