-- Chat moderation (issue 10): per-channel chat settings (freeze, slow mode, followers-only,
-- subscribers-only, max length), managers named by the broadcaster, bans (kick with an expiry,
-- blacklist until lifted), banned words (stored with their normalised form) and an audit log of
-- every action with actor, target, reason and expiry. apps/chat and the API read them on every message.
CREATE TABLE "chat_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(20) NOT NULL,
	"target_id" integer,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_banned_words" (
	"channel_id" integer NOT NULL,
	"normalised" varchar(50) NOT NULL,
	"word" varchar(50) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_banned_words_channel_id_normalised_pk" PRIMARY KEY("channel_id","normalised")
);
--> statement-breakpoint
CREATE TABLE "chat_bans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_bans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"actor_id" integer,
	"expires_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_bans_kind_check" CHECK ("chat_bans"."kind" in ('kick', 'blacklist')),
	CONSTRAINT "chat_bans_expiry_check" CHECK (("chat_bans"."kind" = 'kick') = ("chat_bans"."expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_managers" (
	"channel_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_managers_channel_id_member_id_pk" PRIMARY KEY("channel_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"freeze" boolean DEFAULT false NOT NULL,
	"slow_seconds" integer DEFAULT 0 NOT NULL,
	"followers_only" boolean DEFAULT false NOT NULL,
	"subscribers_only" boolean DEFAULT false NOT NULL,
	"max_length" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "chat_settings_slow_check" CHECK ("chat_settings"."slow_seconds" between 0 and 3600),
	CONSTRAINT "chat_settings_max_length_check" CHECK ("chat_settings"."max_length" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "chat_audit_log" ADD CONSTRAINT "chat_audit_log_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_audit_log" ADD CONSTRAINT "chat_audit_log_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_audit_log" ADD CONSTRAINT "chat_audit_log_target_id_members_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_banned_words" ADD CONSTRAINT "chat_banned_words_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_banned_words" ADD CONSTRAINT "chat_banned_words_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_managers" ADD CONSTRAINT "chat_managers_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_managers" ADD CONSTRAINT "chat_managers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_managers" ADD CONSTRAINT "chat_managers_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_audit_log_channel_idx" ON "chat_audit_log" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_bans_active_idx" ON "chat_bans" USING btree ("channel_id","member_id") WHERE "chat_bans"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "chat_managers_member_idx" ON "chat_managers" USING btree ("member_id");