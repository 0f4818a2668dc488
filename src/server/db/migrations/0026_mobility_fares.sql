CREATE TABLE "mobility_fares" (
	"tenant_id" text NOT NULL,
	"creative_id" text NOT NULL,
	"route_id" text NOT NULL,
	"seq" integer NOT NULL,
	"start_stop" text NOT NULL,
	"start_stop_name" text NOT NULL,
	"end_stop" text NOT NULL,
	"end_stop_name" text NOT NULL,
	"adult_fare" numeric(12, 2) NOT NULL,
	"child_fare" numeric(12, 2) NOT NULL,
	"senior_fare" numeric(12, 2) NOT NULL,
	"student_fare" numeric(12, 2) NOT NULL,
	"stage" integer NOT NULL,
	"distance" numeric(10, 3) NOT NULL,
	CONSTRAINT "mobility_fares_tenant_id_creative_id_route_id_seq_pk" PRIMARY KEY("tenant_id","creative_id","route_id","seq")
);
--> statement-breakpoint
ALTER TABLE "mobility_fares" ADD CONSTRAINT "mobility_fares_tenant_id_creative_id_route_id_creative_parts_tenant_id_creative_id_sub_id_fk" FOREIGN KEY ("tenant_id","creative_id","route_id") REFERENCES "public"."creative_parts"("tenant_id","creative_id","sub_id") ON DELETE cascade ON UPDATE no action;