CREATE TABLE "loyalty_due" (
	"tenant_id" text NOT NULL,
	"action_id" bigint NOT NULL,
	CONSTRAINT "loyalty_due_tenant_id_action_id_pk" PRIMARY KEY("tenant_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_earnings" (
	"tenant_id" text NOT NULL,
	"program_id" text NOT NULL,
	"action_id" bigint NOT NULL,
	"rule_id" text NOT NULL,
	"wallet_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"creative_id" text,
	"entry_seq" integer NOT NULL,
	"points" integer NOT NULL,
	"day" date NOT NULL,
	"earned_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone,
	"expired" integer DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "loyalty_earnings_tenant_id_program_id_action_id_pk" PRIMARY KEY("tenant_id","program_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_takes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"nonce" text NOT NULL,
	"program_id" text NOT NULL,
	"reward_id" text NOT NULL,
	"reward_name" text NOT NULL,
	"wallet_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"points" integer NOT NULL,
	"detail_id" text NOT NULL,
	"code" text NOT NULL,
	"actor" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_takes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "loyalty_earnings_caps_idx" ON "loyalty_earnings" USING btree ("tenant_id","program_id","rule_id","profile_id","day");--> statement-breakpoint
CREATE INDEX "loyalty_earnings_wallet_idx" ON "loyalty_earnings" USING btree ("tenant_id","wallet_id","entry_seq");--> statement-breakpoint
CREATE INDEX "loyalty_earnings_expiry_idx" ON "loyalty_earnings" USING btree ("expires_on") WHERE "loyalty_earnings"."expires_on" is not null and not "loyalty_earnings"."settled";--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_takes_nonce_uq" ON "loyalty_takes" USING btree ("tenant_id","nonce");--> statement-breakpoint
CREATE INDEX "loyalty_takes_program_idx" ON "loyalty_takes" USING btree ("tenant_id","program_id");--> statement-breakpoint
CREATE INDEX "loyalty_takes_wallet_idx" ON "loyalty_takes" USING btree ("tenant_id","wallet_id","created_on");--> statement-breakpoint
-- Actions a loyalty program may credit wait in loyalty_due, added in the inserting transaction: only a profile's
-- likes, views, shares, redemptions and validations, in a workspace with an enabled program (an index probe each).
CREATE FUNCTION "loyalty_due_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loyalty_due (tenant_id, action_id)
  SELECT n.tenant_id, n.id FROM new_actions n
  WHERE n.profile_id IS NOT NULL AND n.type IN (1, 2, 3, 6, 8)
    AND EXISTS (SELECT 1 FROM media_items p WHERE p.tenant_id = n.tenant_id AND p.aggregate_id = n.aggregate_id AND p.kind = 'loyalty' AND p.enabled)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "audience_actions_loyalty_due" AFTER INSERT ON "audience_actions"
  REFERENCING NEW TABLE AS new_actions FOR EACH STATEMENT EXECUTE FUNCTION "loyalty_due_add"();
