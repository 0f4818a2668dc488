-- Spreads each day's rollup row over 16 shards, one per inserting connection (backend pid modulo 16): concurrent
-- inserts of one workspace's actions (redemptions at a gate) no longer queue on a single row until they commit.
-- Readers already sum counts over rows; a shard row may go below zero after a delete while the day's sum stays right.
ALTER TABLE "audience_daily" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audience_daily" DROP CONSTRAINT "audience_daily_tenant_id_project_id_aggregate_id_day_type_pk";--> statement-breakpoint
ALTER TABLE "audience_daily" ADD CONSTRAINT "audience_daily_tenant_id_project_id_aggregate_id_day_type_shard_pk" PRIMARY KEY("tenant_id","project_id","aggregate_id","day","type","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION audience_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audience_daily AS d (tenant_id, project_id, aggregate_id, day, type, shard, count)
  SELECT tenant_id, coalesce(project_id, ''), coalesce(aggregate_id, ''), (updated_on AT TIME ZONE 'UTC')::date, type, (pg_backend_pid() % 16)::smallint, count(*)::int
  FROM new_actions
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, project_id, aggregate_id, day, type, shard) DO UPDATE SET count = d.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audience_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audience_daily AS d (tenant_id, project_id, aggregate_id, day, type, shard, count)
  SELECT tenant_id, coalesce(project_id, ''), coalesce(aggregate_id, ''), (updated_on AT TIME ZONE 'UTC')::date, type, (pg_backend_pid() % 16)::smallint, -count(*)::int
  FROM old_actions
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, project_id, aggregate_id, day, type, shard) DO UPDATE SET count = d.count + excluded.count;
  -- A day and type counted down to nothing leaves no rows behind.
  DELETE FROM audience_daily AS d
  USING (SELECT DISTINCT tenant_id, coalesce(project_id, '') AS project_id, coalesce(aggregate_id, '') AS aggregate_id,
      (updated_on AT TIME ZONE 'UTC')::date AS day, type FROM old_actions) AS o
  WHERE d.tenant_id = o.tenant_id AND d.project_id = o.project_id AND d.aggregate_id = o.aggregate_id AND d.day = o.day AND d.type = o.type
    AND (SELECT sum(e.count) FROM audience_daily AS e WHERE e.tenant_id = o.tenant_id AND e.project_id = o.project_id
      AND e.aggregate_id = o.aggregate_id AND e.day = o.day AND e.type = o.type) <= 0;
  RETURN NULL;
END
$$;
