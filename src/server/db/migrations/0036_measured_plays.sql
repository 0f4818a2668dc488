CREATE TABLE "measured_play_daily" (
	"tenant_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"asset_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"plays" integer NOT NULL,
	"play_seconds" bigint NOT NULL,
	"measured_plays" integer NOT NULL,
	"impressions" double precision NOT NULL,
	CONSTRAINT "measured_play_daily_tenant_id_campaign_id_day_asset_id_pk" PRIMARY KEY("tenant_id","campaign_id","day","asset_id")
);
--> statement-breakpoint
CREATE TABLE "measured_play_late" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "measured_play_late_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"from_ts" timestamp with time zone NOT NULL,
	"to_ts" timestamp with time zone NOT NULL,
	CONSTRAINT "measured_play_late_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "measured_play_settled" (
	"tenant_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"zone" text NOT NULL,
	"through" date,
	"settled_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measured_play_settled_tenant_id_aggregate_id_pk" PRIMARY KEY("tenant_id","aggregate_id")
);
--> statement-breakpoint
CREATE INDEX "measured_play_daily_workspace_idx" ON "measured_play_daily" USING btree ("tenant_id","aggregate_id","day");--> statement-breakpoint
-- Late data for the measured-play rollup (docs/decisions/0099-measured-impressions-rollup.md): a reading or
-- play stored over an hour after its time may bear on a day the sweep has settled, so its device or asset and its time
-- are noted for the sweep to settle those days again. Row triggers whose WHEN leaves out rows that arrive on time
-- (nearly all): their function never runs for them, which costs readings' ingestion nothing measurable, where a
-- statement trigger's transition table cost ~30 % of the database's insert time. The hour is LATE_AFTER_MS of
-- src/domain/attribution/play-groups.ts.
CREATE FUNCTION measured_late_reading() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO measured_play_late (tenant_id, kind, item_id, from_ts, to_ts) VALUES (NEW.tenant_id, 'device', NEW.device_id, NEW.device_ts, NEW.device_ts);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER device_readings_measured_late AFTER INSERT ON device_readings
  FOR EACH ROW WHEN (NEW.device_ts < now() - interval '1 hour') EXECUTE FUNCTION measured_late_reading();
--> statement-breakpoint
CREATE FUNCTION measured_late_play() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO measured_play_late (tenant_id, kind, item_id, from_ts, to_ts) VALUES (NEW.tenant_id, 'asset', NEW.asset_id, NEW.started_at, NEW.ended_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER signage_plays_measured_late AFTER INSERT ON signage_plays
  FOR EACH ROW WHEN (NEW.campaign_id IS NOT NULL AND NEW.started_at < now() - interval '1 hour') EXECUTE FUNCTION measured_late_play();
--> statement-breakpoint
-- An anchor (asset ↔ device) added, changed or removed changes which devices measured the asset's plays over its span.
CREATE FUNCTION measured_anchor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND ((NEW.source_kind = 'asset' AND NEW.target_kind = 'device') OR (NEW.source_kind = 'device' AND NEW.target_kind = 'asset')) THEN
    INSERT INTO measured_play_late (tenant_id, kind, item_id, from_ts, to_ts)
    VALUES (NEW.tenant_id, 'asset', CASE WHEN NEW.source_kind = 'asset' THEN NEW.source_id ELSE NEW.target_id END, NEW.start, NEW.close);
  END IF;
  IF TG_OP <> 'INSERT' AND ((OLD.source_kind = 'asset' AND OLD.target_kind = 'device') OR (OLD.source_kind = 'device' AND OLD.target_kind = 'asset')) THEN
    INSERT INTO measured_play_late (tenant_id, kind, item_id, from_ts, to_ts)
    VALUES (OLD.tenant_id, 'asset', CASE WHEN OLD.source_kind = 'asset' THEN OLD.source_id ELSE OLD.target_id END, OLD.start, OLD.close);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER relations_measured_anchor AFTER INSERT OR UPDATE OR DELETE ON relations FOR EACH ROW EXECUTE FUNCTION measured_anchor_changed();
