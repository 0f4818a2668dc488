CREATE TABLE "loyalty_tallies" (
	"tenant_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"program_id" text NOT NULL,
	"counts" jsonb NOT NULL,
	CONSTRAINT "loyalty_tallies_tenant_id_profile_id_program_id_pk" PRIMARY KEY("tenant_id","profile_id","program_id")
);
--> statement-breakpoint
-- Rewritten by every batch that credits the profile: room on its page keeps the new version there (HOT).
ALTER TABLE "loyalty_tallies" SET (fillfactor = 70);--> statement-breakpoint
-- A profile's counters of a program, one row each before, become one row of them all.
INSERT INTO loyalty_tallies (tenant_id, profile_id, program_id, counts)
SELECT tenant_id, profile_id, program_id, jsonb_object_agg(rule_id || '|' || bucket, n) FROM loyalty_counts GROUP BY 1, 2, 3;
--> statement-breakpoint
DROP TABLE "loyalty_counts" CASCADE;
