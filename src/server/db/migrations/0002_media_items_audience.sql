CREATE TABLE "media_items" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"project_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"subtype" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "audience_actions" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audience_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"project_id" text,
	"aggregate_id" text,
	"venue_id" text,
	"asset_id" text,
	"campaign_id" text,
	"event_id" text,
	"profile_id" text,
	"longitude" double precision,
	"latitude" double precision,
	"price" numeric(14, 2),
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audience_actions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "audience_daily" (
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"day" date NOT NULL,
	"type" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "audience_daily_tenant_id_project_id_aggregate_id_day_type_pk" PRIMARY KEY("tenant_id","project_id","aggregate_id","day","type")
);
--> statement-breakpoint
CREATE INDEX "media_items_aggregate_idx" ON "media_items" USING btree ("tenant_id","aggregate_id","kind");--> statement-breakpoint
CREATE INDEX "media_items_project_idx" ON "media_items" USING btree ("tenant_id","project_id","kind");--> statement-breakpoint
CREATE INDEX "audience_actions_aggregate_idx" ON "audience_actions" USING btree ("tenant_id","aggregate_id","updated_on");--> statement-breakpoint
CREATE INDEX "audience_daily_aggregate_idx" ON "audience_daily" USING btree ("tenant_id","aggregate_id","day");--> statement-breakpoint
CREATE INDEX "audience_daily_day_idx" ON "audience_daily" USING btree ("tenant_id","day");