CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"brand" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"invited_by" integer,
	"message" varchar(1000) DEFAULT '' NOT NULL,
	"share_percent" smallint NOT NULL,
	"contract_path" varchar(200) NOT NULL,
	"contract_name" varchar(200) NOT NULL,
	"contract_type" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"read_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_invites_status_check" CHECK ("agency_invites"."status" in ('pending', 'accepted', 'rejected', 'cancelled')),
	CONSTRAINT "agency_invites_share_check" CHECK ("agency_invites"."share_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"invite_id" integer,
	"share_percent" smallint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"is_view" boolean DEFAULT true NOT NULL,
	"is_vibes" boolean DEFAULT true NOT NULL,
	"is_sponser" boolean DEFAULT true NOT NULL,
	"is_big_fan" boolean DEFAULT true NOT NULL,
	"member_sort_code" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_settings_sort_check" CHECK ("member_settings"."member_sort_code" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "brand" varchar(20) DEFAULT 'luv' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "kind" varchar(10) DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "brand" varchar(20);--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invites" ADD CONSTRAINT "agency_invites_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_invite_id_agency_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."agency_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_name_key" ON "agencies" USING btree ("brand","name");--> statement-breakpoint
CREATE INDEX "agency_invites_member_idx" ON "agency_invites" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invites_open_key" ON "agency_invites" USING btree ("agency_id","member_id") WHERE "agency_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agency_members_agency_idx" ON "agency_members" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_kind_idx" ON "notices" USING btree ("kind","is_important","created_at");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_kind_check" CHECK ("notices"."kind" in ('notice', 'develop', 'guide'));