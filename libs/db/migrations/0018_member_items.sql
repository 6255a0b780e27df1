CREATE TABLE "member_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"prod_name" varchar(40) NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_items_quantity_check" CHECK ("member_items"."quantity" >= 0 and "member_items"."unit_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "font_style" varchar(20);--> statement-breakpoint
ALTER TABLE "member_items" ADD CONSTRAINT "member_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_items_member_prod_price_key" ON "member_items" USING btree ("member_id","prod_name","unit_price");