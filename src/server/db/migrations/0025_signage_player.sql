CREATE TABLE "signage_overrides" (
	"tenant_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"message" text,
	"media_id" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_id" text DEFAULT '' NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signage_overrides_tenant_id_aggregate_id_pk" PRIMARY KEY("tenant_id","aggregate_id")
);
--> statement-breakpoint
CREATE TABLE "signage_pairings" (
	"code" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tenant_id" text,
	"display_id" text,
	"claimed_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signage_plays" (
	"tenant_id" text NOT NULL,
	"display_id" text NOT NULL,
	"play_id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"project_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"playlist_id" text,
	"row_id" text,
	"media_id" text NOT NULL,
	"campaign_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"completed" boolean NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signage_plays_tenant_id_display_id_play_id_pk" PRIMARY KEY("tenant_id","display_id","play_id")
);
--> statement-breakpoint
ALTER TABLE "signage_displays" ADD COLUMN "playing_media_id" text;--> statement-breakpoint
ALTER TABLE "signage_displays" ADD COLUMN "playing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signage_displays" ADD COLUMN "credential_hash" text;--> statement-breakpoint
CREATE INDEX "signage_pairings_expires_idx" ON "signage_pairings" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "signage_plays_aggregate_idx" ON "signage_plays" USING btree ("tenant_id","aggregate_id","started_at");