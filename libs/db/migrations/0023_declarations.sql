CREATE TABLE "declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"brand" varchar(20) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" varchar(40) NOT NULL,
	"target_member_id" integer,
	"reason" varchar(20) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"snapshot" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declarations_status_check" CHECK ("declarations"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "member_sanctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_sanctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"declaration_id" integer,
	"operator_id" integer NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_target_member_id_members_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_handled_by_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_declaration_id_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."declarations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_operator_id_members_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declarations_reporter_idx" ON "declarations" USING btree ("reporter_id","id");--> statement-breakpoint
CREATE INDEX "declarations_queue_idx" ON "declarations" USING btree ("status","brand","id");--> statement-breakpoint
CREATE UNIQUE INDEX "declarations_pending_key" ON "declarations" USING btree ("reporter_id","target_type","target_id") WHERE "declarations"."status" = 0;--> statement-breakpoint
CREATE INDEX "member_sanctions_member_idx" ON "member_sanctions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sanctions_due_idx" ON "member_sanctions" USING btree ("until") WHERE "member_sanctions"."lifted_at" is null;