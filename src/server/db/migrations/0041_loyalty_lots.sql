CREATE TABLE "loyalty_lots" (
	"tenant_id" text NOT NULL,
	"wallet_id" text NOT NULL,
	"seq" integer NOT NULL,
	"program_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"points" integer NOT NULL,
	"earned_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone,
	"expired" integer DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "loyalty_lots_tenant_id_wallet_id_seq_pk" PRIMARY KEY("tenant_id","wallet_id","seq")
);
--> statement-breakpoint
-- Until now each earning was its wallet entry, so each is a lot of its own.
INSERT INTO loyalty_lots (tenant_id, wallet_id, seq, program_id, profile_id, points, earned_on, expires_on, expired, settled)
SELECT tenant_id, wallet_id, entry_seq, program_id, profile_id, points, earned_on, expires_on, expired, settled FROM loyalty_earnings;
--> statement-breakpoint
DROP INDEX "loyalty_earnings_wallet_idx";--> statement-breakpoint
DROP INDEX "loyalty_earnings_expiry_idx";--> statement-breakpoint
ALTER TABLE "loyalty_earnings" DROP CONSTRAINT "loyalty_earnings_tenant_id_program_id_action_id_pk";--> statement-breakpoint
ALTER TABLE "loyalty_earnings" ADD CONSTRAINT "loyalty_earnings_tenant_id_action_id_pk" PRIMARY KEY("tenant_id","action_id");--> statement-breakpoint
CREATE INDEX "loyalty_lots_program_idx" ON "loyalty_lots" USING btree ("tenant_id","program_id");--> statement-breakpoint
CREATE INDEX "loyalty_lots_expiry_idx" ON "loyalty_lots" USING btree ("expires_on") WHERE "loyalty_lots"."expires_on" is not null and not "loyalty_lots"."settled";--> statement-breakpoint
ALTER TABLE "loyalty_earnings" DROP COLUMN "expires_on";--> statement-breakpoint
ALTER TABLE "loyalty_earnings" DROP COLUMN "expired";--> statement-breakpoint
ALTER TABLE "loyalty_earnings" DROP COLUMN "settled";