CREATE TABLE "item_types" (
	"id" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"type" text NOT NULL,
	"subtypes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"lat_e5" integer NOT NULL,
	"lon_e5" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"fetched_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geocode_cache_lat_e5_lon_e5_pk" PRIMARY KEY("lat_e5","lon_e5")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "item_types_family_type_uq" ON "item_types" USING btree ("family","type");--> statement-breakpoint
CREATE UNIQUE INDEX "aggregates_name_uq" ON "aggregates" USING btree ("tenant_id","project_id",lower("name"));