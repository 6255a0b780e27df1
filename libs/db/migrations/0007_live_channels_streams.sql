-- Live (issue 9). Channel ids become integers (public recorders match /channels/(\d+)/live): the
-- uuid column is replaced by an identity column numbered in creation order. Nothing referenced
-- channels.id before this migration, so no reference needs rewriting; lookups by the broadcaster
-- login ID keep working. Hand-edited after drizzle-kit generate (it would cast uuid to integer).
ALTER TABLE "channels" ADD COLUMN "num_id" integer;--> statement-breakpoint
UPDATE "channels" c SET "num_id" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "channels") o WHERE o."id" = c."id";--> statement-breakpoint
ALTER TABLE "channels" DROP CONSTRAINT "channels_pkey";--> statement-breakpoint
ALTER TABLE "channels" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "channels" RENAME COLUMN "num_id" TO "id";--> statement-breakpoint
ALTER TABLE "channels" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ALTER COLUMN "id" ADD GENERATED ALWAYS AS IDENTITY (sequence name "channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('channels_id_seq', GREATEST((SELECT max("id") FROM "channels"), 1), (SELECT count(*) > 0 FROM "channels"));--> statement-breakpoint
ALTER TABLE "channels" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE TABLE "channel_favorites" (
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_favorites_member_id_channel_id_pk" PRIMARY KEY("member_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "channel_follows" (
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_follows_member_id_channel_id_pk" PRIMARY KEY("member_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "channel_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"kind" integer DEFAULT 3 NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" varchar(20) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"text" varchar(50) NOT NULL,
	"src" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "played_streams" (
	"member_id" integer NOT NULL,
	"stream_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "played_streams_member_id_stream_id_pk" PRIMARY KEY("member_id","stream_id")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "streams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"theme_id" integer,
	"state" varchar(10) DEFAULT 'starting' NOT NULL,
	"provider" varchar(10) DEFAULT 'hls' NOT NULL,
	"media_path" text,
	"ingest_url" text,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_stream_id" integer,
	"is_for_adult" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_s" integer,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"current_viewers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streams_kind_check" CHECK ("streams"."kind" in (1, 2, 3)),
	CONSTRAINT "streams_state_check" CHECK ("streams"."state" in ('starting', 'live', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(30) NOT NULL,
	"label" varchar(50) NOT NULL,
	"brands" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewer_presence" (
	"stream_id" integer NOT NULL,
	"viewer_key" varchar(80) NOT NULL,
	"member_id" integer,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewer_presence_stream_id_viewer_key_pk" PRIMARY KEY("stream_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "brand" varchar(20) DEFAULT 'luv' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "live_stream_id" integer;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "theme_id" integer;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "resolution" varchar(10) DEFAULT '720p' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "min_rating_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "max_viewer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feature_bjtalk" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feature_fantalk" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feature_bigfan" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feature_signature" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feature_mission" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feature_myfan" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feature_subscribe" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "stream_key" varchar(64) DEFAULT ('lc_' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_favorites" ADD CONSTRAINT "channel_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_favorites" ADD CONSTRAINT "channel_favorites_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_follows" ADD CONSTRAINT "channel_follows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_follows" ADD CONSTRAINT "channel_follows_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_notices" ADD CONSTRAINT "channel_notices_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_streams" ADD CONSTRAINT "played_streams_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "played_streams" ADD CONSTRAINT "played_streams_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewer_presence" ADD CONSTRAINT "viewer_presence_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_favorites_channel_idx" ON "channel_favorites" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "channel_follows_channel_idx" ON "channel_follows" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "channel_notices_channel_idx" ON "channel_notices" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "logos_brand_kind_key" ON "logos" USING btree ("brand","kind");--> statement-breakpoint
CREATE INDEX "played_streams_member_idx" ON "played_streams" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "popups_brand_idx" ON "popups" USING btree ("brand","sort_order");--> statement-breakpoint
CREATE INDEX "streams_channel_idx" ON "streams" USING btree ("channel_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "streams_one_live_per_channel" ON "streams" USING btree ("channel_id") WHERE "streams"."kind" = 1 and "streams"."state" in ('starting', 'live');--> statement-breakpoint
CREATE UNIQUE INDEX "themes_code_key" ON "themes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "viewer_presence_seen_idx" ON "viewer_presence" USING btree ("stream_id","last_seen_at");--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_brand_idx" ON "banners" USING btree ("brand","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_stream_key_key" ON "channels" USING btree ("stream_key");--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_resolution_check" CHECK ("channels"."resolution" in ('1080p', '720p', '480p', '360p'));;--> statement-breakpoint
-- No stream existed before this migration: a channel seeded as live had nothing to play.
UPDATE "channels" SET "is_live" = false, "viewer_count" = 0;--> statement-breakpoint
-- Reference data per brand: broadcast themes, banners (luv's were seeded before), popups, logos.
INSERT INTO "themes" ("code", "label", "brands", "sort_order") VALUES
  ('talk', '토크/캠방', ARRAY['luv', 'lex', 'bell'], 1),
  ('music', '노래/음악', ARRAY['luv', 'lex', 'bell'], 2),
  ('game', '게임', ARRAY['luv', 'lex', 'bell'], 3),
  ('food', '먹방/쿡방', ARRAY['luv', 'lex', 'bell'], 4),
  ('sports', '운동/건강', ARRAY['luv', 'lex'], 5),
  ('pets', '동물/펫', ARRAY['luv', 'lex', 'bell'], 6),
  ('study', '공부/일상', ARRAY['lex'], 7),
  ('dance', '댄스', ARRAY['luv', 'bell'], 8),
  ('adult', '성인', ARRAY['luv', 'bell'], 9)
  ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "banners" ("brand", "title", "image_url", "link_url", "sort_order")
  SELECT * FROM (VALUES
    ('luv', '러브캐스트 오픈 기념 이벤트', '/static/images/banner-1.svg', '/cs/notices', 1),
    ('luv', '신규 BJ 모집', '/static/images/banner-2.svg', '/cs/notices', 2),
    ('luv', '첫 충전 러브 2배', '/static/images/banner-3.svg', '/luv', 3)
  ) v(brand, title, image_url, link_url, sort_order)
  WHERE NOT EXISTS (SELECT 1 FROM "banners");--> statement-breakpoint
INSERT INTO "banners" ("brand", "title", "image_url", "link_url", "sort_order") VALUES
  ('lex', '렉스캐스트 오픈 이벤트', '/static/images/banner-2.svg', '/cs/notices', 1),
  ('lex', '첫 충전 렉스 2배', '/static/images/banner-3.svg', '/luv', 2),
  ('bell', '벨캐스트 신규 BJ 모집', '/static/images/banner-1.svg', '/cs/notices', 1),
  ('bell', '첫 충전 코인 2배', '/static/images/banner-3.svg', '/luv', 2);--> statement-breakpoint
INSERT INTO "popups" ("brand", "title", "content", "link_url", "sort_order") VALUES
  ('luv', '[필독] 러브캐스트 운영정책 안내', '건전한 방송 문화를 위해 운영정책을 꼭 확인해주세요. 정책을 위반한 방송과 채팅은 제재될 수 있습니다.', '/cs/notices', 1),
  ('luv', '[중요] 개인정보 처리방침 개정 안내', '개인정보 처리방침이 개정되어 시행됩니다. 변경된 내용은 개인정보 처리방침 페이지에서 확인하실 수 있습니다.', '/cs/notices', 2),
  ('lex', '[필독] 렉스캐스트 운영정책 안내', '렉스캐스트의 운영정책을 확인해주세요. 정책을 위반한 방송과 채팅은 제재될 수 있습니다.', '/cs/notices', 1),
  ('bell', '[필독] 벨캐스트 운영정책 안내', '벨캐스트의 운영정책을 확인해주세요. 정책을 위반한 방송과 채팅은 제재될 수 있습니다.', '/cs/notices', 1);--> statement-breakpoint
INSERT INTO "logos" ("brand", "kind", "text", "src", "sort_order") VALUES
  ('luv', 'main', 'luvcast', '/brands/luv/logo.svg', 1),
  ('lex', 'main', 'lexcast', '/brands/lex/logo.svg', 1),
  ('bell', 'main', 'bellcast', '/brands/bell/logo.svg', 1)
  ON CONFLICT ("brand", "kind") DO NOTHING;