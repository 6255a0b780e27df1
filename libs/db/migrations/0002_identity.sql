CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auth_key_hash" varchar(64) NOT NULL,
	"type" varchar(20) NOT NULL,
	"name" varchar(50),
	"birthday" varchar(10),
	"gender" varchar(1),
	"phone" varchar(20),
	"person_hash" varchar(64),
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"code" varchar(30) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" integer NOT NULL,
	"phone" varchar(20) NOT NULL,
	"purpose" varchar(20) DEFAULT 'signup' NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"token_hash" varchar(64),
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_flags" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_provider_check" CHECK ("social_accounts"."provider" in ('kakao', 'naver', 'google', 'twitch'))
);
--> statement-breakpoint
CREATE TABLE "used_nonces" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "gender" varchar(1);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" varchar(10);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "country_code" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_foreigner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_adult" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "recommend_id" varchar(15);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "partner_code" varchar(30);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_auth_key" ON "identity_verifications" USING btree ("auth_key_hash");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("country_code","phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_token_key" ON "phone_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_key_window" ON "rate_limits" USING btree ("key","window_start");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_subject_key" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_member_provider_key" ON "social_accounts" USING btree ("member_id","provider");--> statement-breakpoint
CREATE INDEX "used_nonces_expires_idx" ON "used_nonces" USING btree ("expires_at");