CREATE TABLE "bank_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"holder_name" varchar(50) NOT NULL,
	"account_number" varchar(30) NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"business_number" varchar(12),
	"bankbook_path" varchar(200) NOT NULL,
	"bankbook_type" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_status_check" CHECK ("bank_accounts"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"brand" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"rate" integer NOT NULL,
	"gross" integer NOT NULL,
	"fee" integer NOT NULL,
	"income_tax" integer NOT NULL,
	"local_tax" integer NOT NULL,
	"net" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"holder_name" varchar(50) NOT NULL,
	"account_number" varchar(30) NOT NULL,
	"hold_transfer_id" integer NOT NULL,
	"settle_transfer_id" integer,
	"reason" varchar(200),
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in (1, 2, 3, 4, 5)),
	CONSTRAINT "withdrawals_amounts_check" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."gross" = "withdrawals"."amount" * "withdrawals"."rate" and "withdrawals"."net" = "withdrawals"."gross" - "withdrawals"."fee" - "withdrawals"."income_tax" - "withdrawals"."local_tax" and "withdrawals"."net" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processed_by_members_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_status_idx" ON "bank_accounts" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");