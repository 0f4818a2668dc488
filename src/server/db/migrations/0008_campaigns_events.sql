DROP INDEX "media_items_name_uq";--> statement-breakpoint
ALTER TABLE "audience_actions" ADD COLUMN "channel" text;--> statement-breakpoint
CREATE INDEX "audience_actions_campaign_idx" ON "audience_actions" USING btree ("tenant_id","campaign_id","type");--> statement-breakpoint
-- Campaign and event names become unique per workspace in any case: a database holding duplicates
-- keeps the oldest name and gives each later twin its id's last six characters (within the name
-- limits: campaign 50, event 100).
UPDATE "media_items" AS m SET "name" = left(m."name", CASE m."kind" WHEN 'event' THEN 92 ELSE 42 END) || ' #' || right(m."id", 6)
FROM (
  SELECT "tenant_id", "id", row_number() OVER (PARTITION BY "tenant_id", "aggregate_id", "kind", lower("name") ORDER BY "created_on" NULLS FIRST, "id") AS n
  FROM "media_items" WHERE "kind" IN ('campaign', 'event')
) AS d
WHERE m."tenant_id" = d."tenant_id" AND m."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_name_uq" ON "media_items" USING btree ("tenant_id","aggregate_id","kind",lower("name")) WHERE "media_items"."kind" in ('venue', 'asset', 'device', 'campaign', 'event');