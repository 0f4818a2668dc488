CREATE TABLE "relations" (
	"tenant_id" text NOT NULL,
	"uid" text NOT NULL,
	"source_id" text NOT NULL,
	"source_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_kind" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"close" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"aggregate_id" text NOT NULL,
	"project_id" text NOT NULL,
	"profile_id" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relations_tenant_id_uid_pk" PRIMARY KEY("tenant_id","uid")
);
--> statement-breakpoint
CREATE TABLE "device_readings" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "device_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" text NOT NULL,
	"device_ts" timestamp with time zone NOT NULL,
	"received_ts" timestamp with time zone DEFAULT now() NOT NULL,
	"people_count" integer NOT NULL,
	"female_count" integer,
	"male_count" integer,
	"image_url" text,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "device_readings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "relations_source_idx" ON "relations" USING btree ("tenant_id","source_id");--> statement-breakpoint
CREATE INDEX "relations_target_idx" ON "relations" USING btree ("tenant_id","target_id");--> statement-breakpoint
CREATE INDEX "device_readings_device_idx" ON "device_readings" USING btree ("tenant_id","device_id","device_ts");