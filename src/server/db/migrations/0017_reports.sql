CREATE TABLE "report_files" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"schedule_id" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"mailed_to" text[],
	"mail_error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"export" text NOT NULL,
	"item_id" text,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"format" text DEFAULT 'xlsx' NOT NULL,
	"frequency" text NOT NULL,
	"time_of_day" text NOT NULL,
	"day_of" smallint,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_files_run_uq" ON "report_files" USING btree ("tenant_id","schedule_id","run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_aggregate_idx" ON "report_schedules" USING btree ("tenant_id","aggregate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_uq" ON "share_links" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "share_links_item_idx" ON "share_links" USING btree ("tenant_id","item_id");