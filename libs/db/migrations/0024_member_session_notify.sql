-- The API keeps a short-lived cache of "this session family is active and this is its member" per
-- instance (apps/api auth plugin, docs/adr/0015). Every change to a member row or to one of their
-- sessions (sign-out, revocation, rotation, block, withdrawal, role) tells every instance at commit
-- with NOTIFY member_sessions '<member id>', whoever makes it (API, jobs, operator tools, psql).
CREATE FUNCTION members_notify_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('member_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('member_sessions', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_sessions_notify
  AFTER UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION members_notify_sessions();
--> statement-breakpoint
CREATE FUNCTION auth_sessions_notify_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('member_sessions', OLD.member_id::text);
  ELSE
    PERFORM pg_notify('member_sessions', NEW.member_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_member_notify
  AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION auth_sessions_notify_member();
