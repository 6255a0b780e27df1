-- The API keeps the answers of public reads (banners, popups, logos, themes, notices, emoticons,
-- site switches) per instance (apps/api public-cache plugin, docs/adr/0016). Every change to one of
-- their tables tells every instance at commit with NOTIFY public_data '<table name>', whoever makes
-- it (API, operator tools, seeds, psql); once per statement, however many rows it touched.
CREATE FUNCTION public_data_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER banners_public_data_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_notify();
--> statement-breakpoint
CREATE TRIGGER popups_public_data_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popups
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_notify();
--> statement-breakpoint
CREATE TRIGGER logos_public_data_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON logos
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_notify();
--> statement-breakpoint
CREATE TRIGGER themes_public_data_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON themes
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_notify();
--> statement-breakpoint
CREATE TRIGGER notices_public_data_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_notify();
--> statement-breakpoint
CREATE TRIGGER emoticons_public_data_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON emoticons
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_notify();
--> statement-breakpoint
CREATE TRIGGER site_flags_public_data_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_flags
  FOR EACH STATEMENT EXECUTE FUNCTION public_data_notify();
