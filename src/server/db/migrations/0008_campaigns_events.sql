DROP INDEX "media_items_name_uq";--> statement-breakpoint
ALTER TABLE "audience_actions" ADD COLUMN "channel" text;--> statement-breakpoint
CREATE INDEX "audience_actions_campaign_idx" ON "audience_actions" USING btree ("tenant_id","campaign_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_name_uq" ON "media_items" USING btree ("tenant_id","aggregate_id","kind",lower("name")) WHERE "media_items"."kind" in ('venue', 'asset', 'device', 'campaign', 'event');