-- Emoticon favourites (issue 10): the emoticons a member marked (POST /api/lives/change-favorite-emoticon),
-- listed first by GET /api/guest/show-all-emoji and alone with option=favorite. Gone with the member or the emoticon.
CREATE TABLE "emoticon_favorites" (
	"member_id" integer NOT NULL,
	"emoticon_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emoticon_favorites_member_id_emoticon_id_pk" PRIMARY KEY("member_id","emoticon_id")
);
--> statement-breakpoint
ALTER TABLE "emoticon_favorites" ADD CONSTRAINT "emoticon_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emoticon_favorites" ADD CONSTRAINT "emoticon_favorites_emoticon_id_emoticons_id_fk" FOREIGN KEY ("emoticon_id") REFERENCES "public"."emoticons"("id") ON DELETE cascade ON UPDATE no action;