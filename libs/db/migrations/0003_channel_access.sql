ALTER TABLE "channels" ADD COLUMN "adult_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "password_hash" text;