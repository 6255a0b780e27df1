DROP INDEX "subscriptions_member_channel_key";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gifted_by" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_gifted_by_members_id_fk" FOREIGN KEY ("gifted_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_member_idx" ON "subscriptions" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_member_channel_key" ON "subscriptions" USING btree ("member_id","channel_id") WHERE "subscriptions"."status" <> 4;