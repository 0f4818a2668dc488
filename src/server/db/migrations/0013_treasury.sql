CREATE TABLE "instrument_batches" (
	"tenant_id" text NOT NULL,
	"uid" text NOT NULL,
	"detail_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"number_of_tickets" integer NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"serial_number" text NOT NULL,
	"schedule_uid" text DEFAULT '' NOT NULL,
	"transfer_flag" boolean DEFAULT false NOT NULL,
	"redeemers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seats" jsonb,
	"generation" text DEFAULT 'configured' NOT NULL,
	"generated_count" integer DEFAULT 0 NOT NULL,
	"generated_by" text,
	"generated_on" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instrument_batches_tenant_id_uid_pk" PRIMARY KEY("tenant_id","uid")
);
--> statement-breakpoint
CREATE TABLE "instrument_transactions" (
	"tenant_id" text NOT NULL,
	"nonce" text NOT NULL,
	"action" text NOT NULL,
	"code" text NOT NULL,
	"batch_uid" text,
	"actor" text NOT NULL,
	"outcome" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"status_code" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"occurred_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instrument_transactions_tenant_id_nonce_pk" PRIMARY KEY("tenant_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"tenant_id" text NOT NULL,
	"batch_uid" text NOT NULL,
	"seq" integer NOT NULL,
	"serial" text NOT NULL,
	"seat" text,
	"code" text NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"profile_id" text,
	"acquired_on" timestamp with time zone,
	"status_changed_on" timestamp with time zone,
	"sales_amount" numeric(14, 2),
	"discount" numeric(14, 2),
	"zipcode" text,
	"longitude" double precision,
	"latitude" double precision,
	CONSTRAINT "instruments_tenant_id_batch_uid_seq_pk" PRIMARY KEY("tenant_id","batch_uid","seq")
);
--> statement-breakpoint
CREATE TABLE "ti_configs" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"aggregate_id" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"subtype" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ti_configs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ti_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"titype" text NOT NULL,
	"ti_config_id" text NOT NULL,
	"source_id" text NOT NULL,
	"usage_type" text DEFAULT 'single' NOT NULL,
	"usage_limit" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ti_details_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "instrument_batches_detail_idx" ON "instrument_batches" USING btree ("tenant_id","detail_id","position");--> statement-breakpoint
CREATE INDEX "instrument_transactions_batch_idx" ON "instrument_transactions" USING btree ("tenant_id","batch_uid","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_code_uq" ON "instruments" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "instruments_status_idx" ON "instruments" USING btree ("tenant_id","batch_uid","status");--> statement-breakpoint
CREATE INDEX "instruments_profile_idx" ON "instruments" USING btree ("tenant_id","profile_id") WHERE "instruments"."profile_id" is not null;--> statement-breakpoint
CREATE INDEX "ti_configs_project_idx" ON "ti_configs" USING btree ("tenant_id","project_id","created_on");--> statement-breakpoint
CREATE INDEX "ti_configs_aggregate_idx" ON "ti_configs" USING btree ("tenant_id","aggregate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ti_configs_key_uq" ON "ti_configs" USING btree ("tenant_id","project_id","key");--> statement-breakpoint
CREATE INDEX "ti_details_aggregate_idx" ON "ti_details" USING btree ("tenant_id","aggregate_id");--> statement-breakpoint
CREATE INDEX "ti_details_source_idx" ON "ti_details" USING btree ("tenant_id","source_id");--> statement-breakpoint
CREATE INDEX "ti_details_config_idx" ON "ti_details" USING btree ("tenant_id","ti_config_id");