CREATE TABLE "coupon_uses" (
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"transfer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_coupon_id_member_id_pk" PRIMARY KEY("coupon_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"brand" varchar(20),
	"luv" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_luv_check" CHECK ("coupons"."luv" > 0),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"broadcaster_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"stream_id" integer,
	"amount" integer NOT NULL,
	"item_code" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"message" varchar(100) DEFAULT '' NOT NULL,
	"transfer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_amount_check" CHECK ("gifts"."amount" > 0 and "gifts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_requests" (
	"member_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"scope" varchar(120) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_requests_member_id_key_pk" PRIMARY KEY("member_id","key")
);
--> statement-breakpoint
CREATE TABLE "luv_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "luv_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" varchar(20) NOT NULL,
	"luv" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "luv_packages_amounts_check" CHECK ("luv_packages"."luv" > 0 and "luv_packages"."bonus" >= 0 and "luv_packages"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(100) NOT NULL,
	"payment_id" uuid,
	"type" varchar(30) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" integer NOT NULL,
	"brand" varchar(20) NOT NULL,
	"package_id" integer,
	"luv" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"method" varchar(20) NOT NULL,
	"card_code" varchar(10),
	"status" smallint DEFAULT 0 NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_tid" varchar(100),
	"vbank" jsonb,
	"failure_reason" text,
	"approval_no" varchar(40),
	"purchase_transfer_id" integer,
	"cancel_transfer_id" integer,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in (0, 1, 2, 6, 7, 8, 9)),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."luv" > 0 and "payments"."bonus" >= 0 and "payments"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_broadcaster_id_members_id_fk" FOREIGN KEY ("broadcaster_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_requests" ADD CONSTRAINT "idempotency_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_luv_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."luv_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("purchase_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cancel_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("cancel_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gifts_broadcaster_idx" ON "gifts" USING btree ("broadcaster_id","id");--> statement-breakpoint
CREATE INDEX "gifts_sender_idx" ON "gifts" USING btree ("sender_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_transfer_key" ON "gifts" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "idempotency_requests_created_idx" ON "idempotency_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "luv_packages_brand_luv_key" ON "luv_packages" USING btree ("brand","luv");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_tid_key" ON "payments" USING btree ("provider","provider_tid");