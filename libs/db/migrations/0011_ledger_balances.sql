CREATE TABLE "ledger_seal" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_hash" varchar(64) DEFAULT '' NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_seal_one_row" CHECK ("ledger_seal"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "ledger_accounts_member_key";--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "kind" varchar(20) DEFAULT 'wallet' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "pooled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "seal_seq" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "kind" varchar(30) DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_kind_key" ON "ledger_accounts" USING btree ("member_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_seal_seq_key" ON "ledger_entries" USING btree ("seal_seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_unsealed_idx" ON "ledger_entries" USING btree ("account_id") WHERE "ledger_entries"."seal_seq" is null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_member_idx" ON "ledger_transfers" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."pooled" or "ledger_accounts"."balance" >= 0);