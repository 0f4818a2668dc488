CREATE TABLE "wallet_entries" (
	"tenant_id" text NOT NULL,
	"wallet_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"actor" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_tenant_id_wallet_id_seq_pk" PRIMARY KEY("tenant_id","wallet_id","seq")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"aggregate_id" text DEFAULT '' NOT NULL,
	"profile_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_source_uq" ON "wallet_entries" USING btree ("tenant_id","wallet_id","source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_profile_uq" ON "wallets" USING btree ("tenant_id","project_id","profile_id");--> statement-breakpoint
CREATE INDEX "wallets_project_idx" ON "wallets" USING btree ("tenant_id","project_id","created_on");--> statement-breakpoint
-- The ledger is append-only: an entry, once written, is never changed or removed (a correction is a new entry).
CREATE FUNCTION "wallet_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet entries are append-only' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_no_change" BEFORE UPDATE OR DELETE ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "wallet_entries_append_only"();
