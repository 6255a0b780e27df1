-- The ledger's rules, kept by the database (docs/adr/0012-ledger.md): maintained balances moved
-- only by entries, wallets that never go negative, pooled accounts whose credits take no lock,
-- append-only history whose one write after insert is the sealer's place in the hash chain.

-- System accounts are pooled (credits take no lock); member wallets are direct.
UPDATE ledger_accounts SET kind = 'system', pooled = true WHERE code IS NOT NULL;
--> statement-breakpoint
-- Direct accounts start from their history; pooled ones at 0 with every entry unsealed (the
-- sealer folds them in).
UPDATE ledger_accounts a SET balance = COALESCE((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0) WHERE NOT a.pooled;
--> statement-breakpoint
INSERT INTO ledger_seal (id) VALUES (1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- A member's wallet opens with the member row (the unique index is (member_id, kind) now).
CREATE OR REPLACE FUNCTION members_open_ledger_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (member_id, kind, allow_negative) VALUES (NEW.id, 'wallet', false)
    ON CONFLICT (member_id, kind) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Entries are history: never deleted, never changed, except the sealer's one write of their
-- place in the hash chain (seal_seq and hash, from null, nothing else).
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.seal_seq IS NULL AND OLD.hash IS NULL AND NEW.seal_seq IS NOT NULL AND NEW.hash IS NOT NULL
     AND NEW.id = OLD.id AND NEW.transfer_id = OLD.transfer_id AND NEW.account_id = OLD.account_id
     AND NEW.amount = OLD.amount AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = '23514';
END;
$$;
--> statement-breakpoint
-- Balanced transfers: amounts cannot change after insert, so inserts are all there is to check.
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();
--> statement-breakpoint
-- Posting: a direct account's balance moves with the entry (its CHECK refuses a negative wallet);
-- a debit of a pooled account locks its row and is refused when the account would go negative.
CREATE FUNCTION ledger_entry_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_pooled boolean;
  may_go_negative boolean;
  available bigint;
BEGIN
  SELECT pooled, allow_negative INTO is_pooled, may_go_negative FROM ledger_accounts WHERE id = NEW.account_id;
  IF NOT is_pooled THEN
    UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  ELSIF NEW.amount < 0 AND NOT may_go_negative THEN
    PERFORM 1 FROM ledger_accounts WHERE id = NEW.account_id FOR UPDATE;
    SELECT a.balance + COALESCE((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id AND e.seal_seq IS NULL), 0)
      INTO available FROM ledger_accounts a WHERE a.id = NEW.account_id;
    IF available < 0 THEN
      RAISE EXCEPTION 'ledger account % would go negative', NEW.account_id
        USING ERRCODE = '23514', CONSTRAINT = 'ledger_accounts_balance_check';
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_post AFTER INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entry_post();
--> statement-breakpoint
-- Accounts keep their owner and kind; a balance moves only through an entry (the posting trigger)
-- or the sealer's fold (which sets luvcast.ledger_seal for its transaction).
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = '23514';
  END IF;
  IF NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.code IS DISTINCT FROM OLD.code OR NEW.kind <> OLD.kind
     OR NEW.pooled <> OLD.pooled OR NEW.allow_negative <> OLD.allow_negative THEN
    RAISE EXCEPTION 'ledger accounts keep their owner and kind' USING ERRCODE = '23514';
  END IF;
  IF NEW.balance <> OLD.balance AND pg_trigger_depth() < 2 AND current_setting('luvcast.ledger_seal', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'a ledger balance moves only with ledger entries' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE OR DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint
-- Transfers are history too.
CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are append-only' USING ERRCODE = '23514';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only();
