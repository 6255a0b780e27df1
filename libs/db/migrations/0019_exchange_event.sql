CREATE TABLE "exchange_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"bonus" integer NOT NULL,
	"transfer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_applications_amount_check" CHECK ("exchange_applications"."amount" > 0 and "exchange_applications"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"bonus_percent" smallint NOT NULL,
	"min_amount" integer NOT NULL,
	"member_cap" integer NOT NULL,
	"total_cap" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_events_terms_check" CHECK ("exchange_events"."bonus_percent" between 0 and 100 and "exchange_events"."min_amount" > 0 and "exchange_events"."member_cap" >= "exchange_events"."min_amount" and "exchange_events"."total_cap" >= "exchange_events"."member_cap" and "exchange_events"."ends_at" > "exchange_events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_event_id_exchange_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."exchange_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_applications" ADD CONSTRAINT "exchange_applications_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_applications_event_member_idx" ON "exchange_applications" USING btree ("event_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_applications_transfer_key" ON "exchange_applications" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "exchange_events_period_idx" ON "exchange_events" USING btree ("starts_at","ends_at");