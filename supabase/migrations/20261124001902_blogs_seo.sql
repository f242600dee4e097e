ALTER TABLE "blogs" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "seo_description" text;