-- A rotated or removed device secret tells each API server (LISTEN sdm_device_secret_changed) which
-- device it was, so that no server keeps accepting the old secret from its memory (docs/decisions/0060-device-secrets.md).
CREATE OR REPLACE FUNCTION notify_device_secret_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sdm_device_secret_changed', OLD.device_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER device_secret_changed AFTER UPDATE OR DELETE ON device_secrets FOR EACH ROW EXECUTE FUNCTION notify_device_secret_changed();
