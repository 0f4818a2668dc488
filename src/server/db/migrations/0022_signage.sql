CREATE TABLE "signage_displays" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"project_id" text NOT NULL,
	"gen_token" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"orientation" integer DEFAULT 0 NOT NULL,
	"asset_id" text NOT NULL,
	"playlist_id" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"player_version" text,
	"profile_id" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signage_displays_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "signage_media" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"duration" integer NOT NULL,
	"start_at" bigint NOT NULL,
	"expiry_at" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"etag" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_token" text NOT NULL,
	"profile_id" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signage_media_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "signage_playlists" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"profile_id" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signage_playlists_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "signage_displays_aggregate_idx" ON "signage_displays" USING btree ("tenant_id","aggregate_id");--> statement-breakpoint
CREATE INDEX "signage_displays_playlist_idx" ON "signage_displays" USING btree ("tenant_id","playlist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signage_displays_token_idx" ON "signage_displays" USING btree ("tenant_id","gen_token");--> statement-breakpoint
CREATE INDEX "signage_media_aggregate_idx" ON "signage_media" USING btree ("tenant_id","aggregate_id");--> statement-breakpoint
CREATE INDEX "signage_playlists_aggregate_idx" ON "signage_playlists" USING btree ("tenant_id","aggregate_id");