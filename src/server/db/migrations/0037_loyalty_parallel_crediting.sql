CREATE TABLE "loyalty_counts" (
	"tenant_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"program_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"bucket" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "loyalty_counts_tenant_id_profile_id_program_id_rule_id_bucket_pk" PRIMARY KEY("tenant_id","profile_id","program_id","rule_id","bucket")
);
--> statement-breakpoint
DROP INDEX "loyalty_due_action_idx";--> statement-breakpoint
DROP INDEX "loyalty_earnings_caps_idx";--> statement-breakpoint
DROP INDEX "loyalty_earnings_profile_idx";--> statement-breakpoint
ALTER TABLE "loyalty_due" ADD COLUMN "part" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "loyalty_due_part_idx" ON "loyalty_due" USING btree ("part","action_id");--> statement-breakpoint
-- The queue's part: a hash of the action's profile (16 parts; LOYALTY_DUE_PARTS in src/server/modules/loyalty/repo.ts).
UPDATE loyalty_due d SET part = hashtext(a.profile_id) & 15 FROM audience_actions a WHERE a.tenant_id = d.tenant_id AND a.id = d.action_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "loyalty_due_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loyalty_due (tenant_id, action_id, part)
  SELECT n.tenant_id, n.id, hashtext(n.profile_id) & 15 FROM new_actions n
  WHERE n.profile_id IS NOT NULL AND n.type IN (1, 2, 3, 6, 8)
    AND EXISTS (SELECT 1 FROM media_items p WHERE p.tenant_id = n.tenant_id AND p.aggregate_id = n.aggregate_id AND p.kind = 'loyalty' AND p.enabled)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counts of what was credited so far: in all, per creative, per day.
INSERT INTO loyalty_counts (tenant_id, profile_id, program_id, rule_id, bucket, n)
SELECT e.tenant_id, e.profile_id, e.program_id, e.rule_id, b.bucket, count(*)::int FROM loyalty_earnings e
CROSS JOIN LATERAL (VALUES (''), ('d:' || to_char(e.day, 'YYYY-MM-DD')), ('c:' || e.creative_id)) b(bucket)
WHERE b.bucket IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- A wallet's balance and entry count move with every credit and spend, and the trail leaves them out (the ledger is their
-- record): updates of those alone no longer call the audit function (thousands of calls a crediting batch, each finding
-- nothing to record). Its other columns are named: a column added to wallets later goes into this list too.
DROP TRIGGER wallets_audit ON wallets;
--> statement-breakpoint
CREATE TRIGGER wallets_audit AFTER INSERT OR DELETE ON wallets FOR EACH ROW EXECUTE FUNCTION audit_on_wallets();
--> statement-breakpoint
CREATE TRIGGER wallets_audit_update AFTER UPDATE OF tenant_id, id, project_id, aggregate_id, profile_id, name, enabled, created_by ON wallets
  FOR EACH ROW EXECUTE FUNCTION audit_on_wallets();
