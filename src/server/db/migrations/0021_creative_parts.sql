CREATE TABLE "creative_parts" (
	"tenant_id" text NOT NULL,
	"creative_id" text NOT NULL,
	"sub_id" text NOT NULL,
	"section" text NOT NULL,
	"position" integer NOT NULL,
	"unique_key" text,
	"doc" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_parts_tenant_id_creative_id_sub_id_pk" PRIMARY KEY("tenant_id","creative_id","sub_id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "embed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "creative_parts_unique_key_uq" ON "creative_parts" USING btree ("tenant_id","creative_id","section","unique_key");