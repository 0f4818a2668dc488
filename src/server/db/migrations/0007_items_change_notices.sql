-- Every change to an item or an anchor tells each API server (LISTEN sdm_items_changed) which tenant
-- changed, so that cached item lists of that tenant are dropped at once (docs/scaling.md). PostgreSQL
-- folds identical notices of one transaction into one, so a bulk write sends one per tenant.
CREATE OR REPLACE FUNCTION notify_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sdm_items_changed', OLD.tenant_id);
  ELSE
    PERFORM pg_notify('sdm_items_changed', NEW.tenant_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER media_items_changed AFTER INSERT OR UPDATE OR DELETE ON media_items FOR EACH ROW EXECUTE FUNCTION notify_items_changed();
--> statement-breakpoint
CREATE TRIGGER relations_changed AFTER INSERT OR UPDATE OR DELETE ON relations FOR EACH ROW EXECUTE FUNCTION notify_items_changed();
