CREATE TABLE "audience_item_daily" (
	"tenant_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"day" date NOT NULL,
	"type" smallint NOT NULL,
	"channel" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "audience_item_daily_tenant_id_aggregate_id_kind_item_id_day_type_channel_pk" PRIMARY KEY("tenant_id","aggregate_id","kind","item_id","day","type","channel")
);
--> statement-breakpoint
CREATE TABLE "audience_slots" (
	"tenant_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"type" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "audience_slots_tenant_id_aggregate_id_slot_type_pk" PRIMARY KEY("tenant_id","aggregate_id","slot","type")
);
--> statement-breakpoint
DROP INDEX "audience_actions_campaign_idx";--> statement-breakpoint
DROP INDEX "audience_actions_aggregate_idx";--> statement-breakpoint
ALTER TABLE "audience_actions" ADD COLUMN "creative_id" text;--> statement-breakpoint
ALTER TABLE "audience_actions" ADD COLUMN "action_key" text;--> statement-breakpoint
CREATE INDEX "audience_item_daily_day_idx" ON "audience_item_daily" USING btree ("tenant_id","aggregate_id","kind","day");--> statement-breakpoint
CREATE UNIQUE INDEX "audience_actions_key_uq" ON "audience_actions" USING btree ("tenant_id","action_key");--> statement-breakpoint
CREATE INDEX "audience_actions_event_on_idx" ON "audience_actions" USING btree ("tenant_id","event_id","updated_on","id") WHERE "audience_actions"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "audience_actions_aggregate_idx" ON "audience_actions" USING btree ("tenant_id","aggregate_id","updated_on","id");
--> statement-breakpoint
-- Keeps audience_item_daily and audience_slots in step with audience_actions inside the inserting statement,
-- like audience_daily (0003): one grouped upsert per table per INSERT, rows taken in key order so concurrent
-- batches lock rollup rows in the same order (no deadlocks). Local days use the workspace's time zone at
-- the time of the insert (UTC without one).
CREATE FUNCTION audience_items_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audience_item_daily AS d (tenant_id, aggregate_id, kind, item_id, day, type, channel, count)
  SELECT n.tenant_id, n.aggregate_id, k.kind, k.item_id, (n.updated_on AT TIME ZONE coalesce(a.time_zone, 'UTC'))::date,
    n.type, coalesce(n.channel, ''), count(*)::int
  FROM new_actions n
  LEFT JOIN aggregates a ON a.tenant_id = n.tenant_id AND a.id = n.aggregate_id
  CROSS JOIN LATERAL (VALUES ('workspace', n.aggregate_id), ('venue', n.venue_id), ('asset', n.asset_id),
    ('campaign', n.campaign_id), ('event', n.event_id), ('creative', n.creative_id)) AS k(kind, item_id)
  WHERE n.aggregate_id IS NOT NULL AND k.item_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (tenant_id, aggregate_id, kind, item_id, day, type, channel) DO UPDATE SET count = d.count + excluded.count;
  INSERT INTO audience_slots AS s (tenant_id, aggregate_id, slot, type, count)
  SELECT tenant_id, aggregate_id, date_bin('15 minutes', updated_on, timestamptz '2000-01-01 00:00:00+00'), type, count(*)::int
  FROM new_actions
  WHERE aggregate_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, aggregate_id, slot, type) DO UPDATE SET count = s.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audience_actions_rollup_items AFTER INSERT ON audience_actions
  REFERENCING NEW TABLE AS new_actions FOR EACH STATEMENT EXECUTE FUNCTION audience_items_add();
--> statement-breakpoint
-- A purge takes its rows out of these rollups too (the day is the one the zone gives now: a zone changed since
-- leaves the old day's row as it was, which only a rebuild corrects).
CREATE FUNCTION audience_items_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audience_item_daily AS d SET count = d.count - o.n
  FROM (
    SELECT o.tenant_id, o.aggregate_id, k.kind, k.item_id, (o.updated_on AT TIME ZONE coalesce(a.time_zone, 'UTC'))::date AS day,
      o.type, coalesce(o.channel, '') AS channel, count(*)::int AS n
    FROM old_actions o
    LEFT JOIN aggregates a ON a.tenant_id = o.tenant_id AND a.id = o.aggregate_id
    CROSS JOIN LATERAL (VALUES ('workspace', o.aggregate_id), ('venue', o.venue_id), ('asset', o.asset_id),
      ('campaign', o.campaign_id), ('event', o.event_id), ('creative', o.creative_id)) AS k(kind, item_id)
    WHERE o.aggregate_id IS NOT NULL AND k.item_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7
  ) AS o
  WHERE d.tenant_id = o.tenant_id AND d.aggregate_id = o.aggregate_id AND d.kind = o.kind AND d.item_id = o.item_id
    AND d.day = o.day AND d.type = o.type AND d.channel = o.channel;
  DELETE FROM audience_item_daily AS d WHERE d.count <= 0 AND (d.tenant_id, d.aggregate_id) IN (SELECT DISTINCT tenant_id, aggregate_id FROM old_actions);
  UPDATE audience_slots AS s SET count = s.count - o.n
  FROM (
    SELECT tenant_id, aggregate_id, date_bin('15 minutes', updated_on, timestamptz '2000-01-01 00:00:00+00') AS slot, type, count(*)::int AS n
    FROM old_actions WHERE aggregate_id IS NOT NULL GROUP BY 1, 2, 3, 4
  ) AS o
  WHERE s.tenant_id = o.tenant_id AND s.aggregate_id = o.aggregate_id AND s.slot = o.slot AND s.type = o.type;
  DELETE FROM audience_slots AS s WHERE s.count <= 0 AND (s.tenant_id, s.aggregate_id) IN (SELECT DISTINCT tenant_id, aggregate_id FROM old_actions);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audience_actions_rollup_items_delete AFTER DELETE ON audience_actions
  REFERENCING OLD TABLE AS old_actions FOR EACH STATEMENT EXECUTE FUNCTION audience_items_remove();
--> statement-breakpoint
-- Actions stored before this migration, counted once.
INSERT INTO audience_item_daily (tenant_id, aggregate_id, kind, item_id, day, type, channel, count)
SELECT n.tenant_id, n.aggregate_id, k.kind, k.item_id, (n.updated_on AT TIME ZONE coalesce(a.time_zone, 'UTC'))::date,
  n.type, coalesce(n.channel, ''), count(*)::int
FROM audience_actions n
LEFT JOIN aggregates a ON a.tenant_id = n.tenant_id AND a.id = n.aggregate_id
CROSS JOIN LATERAL (VALUES ('workspace', n.aggregate_id), ('venue', n.venue_id), ('asset', n.asset_id),
  ('campaign', n.campaign_id), ('event', n.event_id), ('creative', n.creative_id)) AS k(kind, item_id)
WHERE n.aggregate_id IS NOT NULL AND k.item_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO audience_slots (tenant_id, aggregate_id, slot, type, count)
SELECT tenant_id, aggregate_id, date_bin('15 minutes', updated_on, timestamptz '2000-01-01 00:00:00+00'), type, count(*)::int
FROM audience_actions WHERE aggregate_id IS NOT NULL GROUP BY 1, 2, 3, 4;
