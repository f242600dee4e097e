ALTER TABLE "blogs" ADD COLUMN "content_markdown" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "share_image_url" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;