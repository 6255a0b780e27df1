-- Every member has a ledger account (wallet), enforced by the database: a trigger opens it in the
-- same transaction as the member row, whoever inserts the member (sign-up, social sign-up, seed,
-- operator tools). Members inserted before this migration get theirs now.
INSERT INTO ledger_accounts (member_id, allow_negative)
  SELECT m.id, false FROM members m
  WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.member_id = m.id);
--> statement-breakpoint
CREATE FUNCTION members_open_ledger_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_accounts (member_id, allow_negative) VALUES (NEW.id, false)
    ON CONFLICT (member_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_ledger_account
  AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION members_open_ledger_account();
