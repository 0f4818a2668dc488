ALTER TABLE "loyalty_due" ADD COLUMN "type" smallint;--> statement-breakpoint
ALTER TABLE "loyalty_due" ADD COLUMN "profile_id" text;--> statement-breakpoint
ALTER TABLE "loyalty_due" ADD COLUMN "aggregate_id" text;--> statement-breakpoint
ALTER TABLE "loyalty_due" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "loyalty_due" ADD COLUMN "creative_id" text;--> statement-breakpoint
ALTER TABLE "loyalty_due" ADD COLUMN "updated_on" timestamp with time zone;--> statement-breakpoint
-- What crediting reads of each waiting action, copied from it; a waiting action no longer stored would not have been
-- credited (the sweep joined the actions), so its row goes.
UPDATE loyalty_due d SET type = a.type, profile_id = a.profile_id, aggregate_id = a.aggregate_id, campaign_id = a.campaign_id,
  creative_id = a.creative_id, updated_on = a.updated_on
FROM audience_actions a WHERE a.tenant_id = d.tenant_id AND a.id = d.action_id;
--> statement-breakpoint
DELETE FROM loyalty_due WHERE profile_id IS NULL;
--> statement-breakpoint
ALTER TABLE "loyalty_due" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_due" ALTER COLUMN "profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_due" ALTER COLUMN "updated_on" SET NOT NULL;--> statement-breakpoint
-- The queue's rows carry what crediting reads of the action (the part: a hash of the profile, 16 parts; LOYALTY_DUE_PARTS
-- in src/server/modules/loyalty/repo.ts).
CREATE OR REPLACE FUNCTION "loyalty_due_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loyalty_due (tenant_id, action_id, part, type, profile_id, aggregate_id, campaign_id, creative_id, updated_on)
  SELECT n.tenant_id, n.id, hashtext(n.profile_id) & 15, n.type, n.profile_id, n.aggregate_id, n.campaign_id, n.creative_id, n.updated_on
  FROM new_actions n
  WHERE n.profile_id IS NOT NULL AND n.type IN (1, 2, 3, 6, 8)
    AND EXISTS (SELECT 1 FROM media_items p WHERE p.tenant_id = n.tenant_id AND p.aggregate_id = n.aggregate_id AND p.kind = 'loyalty' AND p.enabled)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
