-- Keeps audience_daily in step with audience_actions inside the inserting transaction.
-- Statement-level with a transition table: one grouped upsert per INSERT or COPY, however many rows,
-- so bulk loads stay fast. Rows are grouped in key order so concurrent inserts lock rollup rows in
-- the same order (no deadlocks). Days are UTC days of updated_on.
CREATE FUNCTION audience_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audience_daily AS d (tenant_id, project_id, aggregate_id, day, type, count)
  SELECT tenant_id, coalesce(project_id, ''), coalesce(aggregate_id, ''), (updated_on AT TIME ZONE 'UTC')::date, type, count(*)::int
  FROM new_actions
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, project_id, aggregate_id, day, type) DO UPDATE SET count = d.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audience_actions_rollup AFTER INSERT ON audience_actions
  REFERENCING NEW TABLE AS new_actions FOR EACH STATEMENT EXECUTE FUNCTION audience_daily_add();
--> statement-breakpoint
-- Append-only: corrections are new actions, never edits. A delete (a purge of old data) takes its
-- rows out of the rollup again, so the two never drift apart.
CREATE FUNCTION audience_actions_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audience_actions is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audience_actions_no_update BEFORE UPDATE ON audience_actions
  FOR EACH STATEMENT EXECUTE FUNCTION audience_actions_no_update();
--> statement-breakpoint
CREATE FUNCTION audience_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audience_daily AS d SET count = d.count - o.n
  FROM (
    SELECT tenant_id, coalesce(project_id, '') AS project_id, coalesce(aggregate_id, '') AS aggregate_id,
      (updated_on AT TIME ZONE 'UTC')::date AS day, type, count(*)::int AS n
    FROM old_actions GROUP BY 1, 2, 3, 4, 5
  ) AS o
  WHERE d.tenant_id = o.tenant_id AND d.project_id = o.project_id AND d.aggregate_id = o.aggregate_id AND d.day = o.day AND d.type = o.type;
  DELETE FROM audience_daily AS d
  USING (SELECT DISTINCT tenant_id, coalesce(project_id, '') AS project_id, coalesce(aggregate_id, '') AS aggregate_id,
      (updated_on AT TIME ZONE 'UTC')::date AS day, type FROM old_actions) AS o
  WHERE d.tenant_id = o.tenant_id AND d.project_id = o.project_id AND d.aggregate_id = o.aggregate_id AND d.day = o.day AND d.type = o.type
    AND d.count <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audience_actions_rollup_delete AFTER DELETE ON audience_actions
  REFERENCING OLD TABLE AS old_actions FOR EACH STATEMENT EXECUTE FUNCTION audience_daily_remove();
