ALTER TABLE "auth_sessions" ADD COLUMN "brand" varchar(20) DEFAULT 'luv' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "successors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "next_at" timestamp with time zone;