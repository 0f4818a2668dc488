CREATE TABLE "learning_links" (
	"tenant_id" text NOT NULL,
	"member_id" text NOT NULL,
	"member_kind" text NOT NULL,
	"creative_id" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_links_tenant_id_member_id_pk" PRIMARY KEY("tenant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "learning_questions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"set_id" text NOT NULL,
	"position" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_questions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_records" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_id" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "learning_links_creative_idx" ON "learning_links" USING btree ("tenant_id","creative_id","member_kind");--> statement-breakpoint
CREATE INDEX "learning_questions_set_idx" ON "learning_questions" USING btree ("tenant_id","set_id","position");--> statement-breakpoint
CREATE INDEX "learning_records_aggregate_idx" ON "learning_records" USING btree ("tenant_id","aggregate_id","kind");