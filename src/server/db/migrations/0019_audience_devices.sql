ALTER TABLE "audience_actions" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE INDEX "audience_actions_device_on_idx" ON "audience_actions" USING btree ("tenant_id","device_id","updated_on","id") WHERE "audience_actions"."device_id" is not null;--> statement-breakpoint
-- The per-item rollup counts an action under its device too (kind 'device'), as under its venue or asset;
-- no stored action has a device yet, so nothing is back-filled.
CREATE OR REPLACE FUNCTION audience_items_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audience_item_daily AS d (tenant_id, aggregate_id, kind, item_id, day, type, channel, shard, count)
  SELECT n.tenant_id, n.aggregate_id, k.kind, k.item_id, (n.updated_on AT TIME ZONE coalesce(a.time_zone, 'UTC'))::date,
    n.type, coalesce(n.channel, ''), (pg_backend_pid() % 16)::smallint, count(*)::int
  FROM new_actions n
  LEFT JOIN aggregates a ON a.tenant_id = n.tenant_id AND a.id = n.aggregate_id
  CROSS JOIN LATERAL (VALUES ('workspace', n.aggregate_id), ('venue', n.venue_id), ('asset', n.asset_id),
    ('campaign', n.campaign_id), ('event', n.event_id), ('creative', n.creative_id), ('device', n.device_id)) AS k(kind, item_id)
  WHERE n.aggregate_id IS NOT NULL AND k.item_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (tenant_id, aggregate_id, kind, item_id, day, type, channel, shard) DO UPDATE SET count = d.count + excluded.count;
  INSERT INTO audience_slots AS s (tenant_id, aggregate_id, slot, type, shard, count)
  SELECT tenant_id, aggregate_id, date_bin('15 minutes', updated_on, timestamptz '2000-01-01 00:00:00+00'), type,
    (pg_backend_pid() % 16)::smallint, count(*)::int
  FROM new_actions
  WHERE aggregate_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, aggregate_id, slot, type, shard) DO UPDATE SET count = s.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audience_items_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audience_item_daily AS d (tenant_id, aggregate_id, kind, item_id, day, type, channel, shard, count)
  SELECT o.tenant_id, o.aggregate_id, k.kind, k.item_id, (o.updated_on AT TIME ZONE coalesce(a.time_zone, 'UTC'))::date,
    o.type, coalesce(o.channel, ''), (pg_backend_pid() % 16)::smallint, -count(*)::int
  FROM old_actions o
  LEFT JOIN aggregates a ON a.tenant_id = o.tenant_id AND a.id = o.aggregate_id
  CROSS JOIN LATERAL (VALUES ('workspace', o.aggregate_id), ('venue', o.venue_id), ('asset', o.asset_id),
    ('campaign', o.campaign_id), ('event', o.event_id), ('creative', o.creative_id), ('device', o.device_id)) AS k(kind, item_id)
  WHERE o.aggregate_id IS NOT NULL AND k.item_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (tenant_id, aggregate_id, kind, item_id, day, type, channel, shard) DO UPDATE SET count = d.count + excluded.count;
  -- A key counted down to nothing leaves no rows behind (the workspaces of the purged rows only).
  DELETE FROM audience_item_daily AS d
  WHERE (d.tenant_id, d.aggregate_id) IN (SELECT DISTINCT tenant_id, aggregate_id FROM old_actions)
    AND (SELECT sum(e.count) FROM audience_item_daily AS e WHERE e.tenant_id = d.tenant_id AND e.aggregate_id = d.aggregate_id
      AND e.kind = d.kind AND e.item_id = d.item_id AND e.day = d.day AND e.type = d.type AND e.channel = d.channel) <= 0;
  INSERT INTO audience_slots AS s (tenant_id, aggregate_id, slot, type, shard, count)
  SELECT tenant_id, aggregate_id, date_bin('15 minutes', updated_on, timestamptz '2000-01-01 00:00:00+00'), type,
    (pg_backend_pid() % 16)::smallint, -count(*)::int
  FROM old_actions
  WHERE aggregate_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, aggregate_id, slot, type, shard) DO UPDATE SET count = s.count + excluded.count;
  DELETE FROM audience_slots AS s
  WHERE (s.tenant_id, s.aggregate_id) IN (SELECT DISTINCT tenant_id, aggregate_id FROM old_actions)
    AND (SELECT sum(e.count) FROM audience_slots AS e WHERE e.tenant_id = s.tenant_id AND e.aggregate_id = s.aggregate_id
      AND e.slot = s.slot AND e.type = s.type) <= 0;
  RETURN NULL;
END
$$;
