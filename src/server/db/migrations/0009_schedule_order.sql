ALTER TABLE "media_items" ADD COLUMN "last_close" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "last_start" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_items_schedule_idx" ON "media_items" USING btree ("tenant_id","aggregate_id","kind","last_close" DESC NULLS FIRST,"last_start" DESC NULLS FIRST,"created_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The schedule order columns follow `doc.schedules` whoever writes the row (API, seeds, SQL): the close
-- and start of the schedule closing last, start breaking ties (src/domain/campaigns/sort.ts). A date
-- that is not ISO-like counts as none, so a bad document never fails a write.
CREATE OR REPLACE FUNCTION media_items_schedule_bounds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c, s INTO NEW.last_close, NEW.last_start
  FROM (
    SELECT CASE WHEN e->>'close' ~ '^\d{4}-\d{2}-\d{2}' THEN (e->>'close')::timestamptz END AS c,
           CASE WHEN e->>'start' ~ '^\d{4}-\d{2}-\d{2}' THEN (e->>'start')::timestamptz END AS s
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.doc->'schedules') = 'array' THEN NEW.doc->'schedules' ELSE '[]'::jsonb END) e
  ) bounds
  WHERE c IS NOT NULL
  ORDER BY c DESC, s DESC NULLS LAST
  LIMIT 1;
  IF NOT FOUND THEN
    NEW.last_close := NULL;
    NEW.last_start := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER media_items_schedule_bounds BEFORE INSERT OR UPDATE OF doc ON media_items FOR EACH ROW EXECUTE FUNCTION media_items_schedule_bounds();
--> statement-breakpoint
UPDATE media_items SET doc = doc WHERE doc ? 'schedules';
