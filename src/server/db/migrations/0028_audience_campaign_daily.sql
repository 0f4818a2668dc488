CREATE TABLE "audience_campaign_daily" (
	"tenant_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"venue_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"type" smallint NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"price" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "audience_campaign_daily_tenant_id_campaign_id_day_venue_id_asset_id_type_shard_pk" PRIMARY KEY("tenant_id","campaign_id","day","venue_id","asset_id","type","shard")
);
--> statement-breakpoint
CREATE INDEX "signage_plays_campaign_idx" ON "signage_plays" USING btree ("tenant_id","campaign_id","started_at");--> statement-breakpoint
-- Keeps audience_campaign_daily in step with audience_actions inside the inserting statement, as audience_items_add
-- does for audience_item_daily: a campaign's actions per local day of their workspace, venue, asset and type.
CREATE FUNCTION audience_campaigns_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audience_campaign_daily AS d (tenant_id, campaign_id, day, venue_id, asset_id, type, shard, count, price)
  SELECT n.tenant_id, n.campaign_id, (n.updated_on AT TIME ZONE coalesce(a.time_zone, 'UTC'))::date, coalesce(n.venue_id, ''),
    coalesce(n.asset_id, ''), n.type, (pg_backend_pid() % 16)::smallint, count(*)::int, coalesce(sum(n.price), 0)
  FROM new_actions n
  LEFT JOIN aggregates a ON a.tenant_id = n.tenant_id AND a.id = n.aggregate_id
  WHERE n.campaign_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, campaign_id, day, venue_id, asset_id, type, shard) DO UPDATE SET count = d.count + excluded.count, price = d.price + excluded.price;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audience_actions_rollup_campaigns AFTER INSERT ON audience_actions
  REFERENCING NEW TABLE AS new_actions FOR EACH STATEMENT EXECUTE FUNCTION audience_campaigns_add();
--> statement-breakpoint
-- A purge takes its rows out too (the day the zone gives now, as audience_items_remove); keys counted down to nothing go.
CREATE FUNCTION audience_campaigns_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audience_campaign_daily AS d (tenant_id, campaign_id, day, venue_id, asset_id, type, shard, count, price)
  SELECT o.tenant_id, o.campaign_id, (o.updated_on AT TIME ZONE coalesce(a.time_zone, 'UTC'))::date, coalesce(o.venue_id, ''),
    coalesce(o.asset_id, ''), o.type, (pg_backend_pid() % 16)::smallint, -count(*)::int, -coalesce(sum(o.price), 0)
  FROM old_actions o
  LEFT JOIN aggregates a ON a.tenant_id = o.tenant_id AND a.id = o.aggregate_id
  WHERE o.campaign_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, campaign_id, day, venue_id, asset_id, type, shard) DO UPDATE SET count = d.count + excluded.count, price = d.price + excluded.price;
  DELETE FROM audience_campaign_daily AS d
  WHERE (d.tenant_id, d.campaign_id) IN (SELECT DISTINCT tenant_id, campaign_id FROM old_actions WHERE campaign_id IS NOT NULL)
    AND (SELECT sum(e.count) FROM audience_campaign_daily AS e WHERE e.tenant_id = d.tenant_id AND e.campaign_id = d.campaign_id
      AND e.day = d.day AND e.venue_id = d.venue_id AND e.asset_id = d.asset_id AND e.type = d.type) <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audience_actions_rollup_campaigns_delete AFTER DELETE ON audience_actions
  REFERENCING OLD TABLE AS old_actions FOR EACH STATEMENT EXECUTE FUNCTION audience_campaigns_remove();
--> statement-breakpoint
-- Actions stored before this migration, counted once.
INSERT INTO audience_campaign_daily (tenant_id, campaign_id, day, venue_id, asset_id, type, count, price)
SELECT n.tenant_id, n.campaign_id, (n.updated_on AT TIME ZONE coalesce(a.time_zone, 'UTC'))::date, coalesce(n.venue_id, ''), coalesce(n.asset_id, ''),
  n.type, count(*)::int, coalesce(sum(n.price), 0)
FROM audience_actions n
LEFT JOIN aggregates a ON a.tenant_id = n.tenant_id AND a.id = n.aggregate_id
WHERE n.campaign_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6;
