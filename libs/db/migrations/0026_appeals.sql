ALTER TABLE "inquiries" ADD COLUMN "appeal_type" varchar(20);--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "appeal_id" varchar(40);--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "appeal_summary" text;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_open_appeal_key" ON "inquiries" USING btree ("member_id","appeal_type","appeal_id") WHERE "inquiries"."status" = 0 and "inquiries"."appeal_type" is not null;