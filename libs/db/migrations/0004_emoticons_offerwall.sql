CREATE TABLE "emoticons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emoticons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(20) NOT NULL,
	"title" varchar(50) NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerwall_campaigns" (
	"app_key" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(20) DEFAULT 'pincrux' NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerwall_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offerwall_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_key" varchar(64) NOT NULL,
	"pin_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offerwall_clicks" ADD CONSTRAINT "offerwall_clicks_app_key_offerwall_campaigns_app_key_fk" FOREIGN KEY ("app_key") REFERENCES "public"."offerwall_campaigns"("app_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emoticons_type_title_key" ON "emoticons" USING btree ("type","title");--> statement-breakpoint
CREATE INDEX "emoticons_list_idx" ON "emoticons" USING btree ("type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "offerwall_clicks_key" ON "offerwall_clicks" USING btree ("app_key","pin_key");