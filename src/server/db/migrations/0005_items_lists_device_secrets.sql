CREATE TABLE "device_secrets" (
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_secrets_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
CREATE INDEX "device_secrets_device_idx" ON "device_secrets" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "media_items_list_idx" ON "media_items" USING btree ("tenant_id","aggregate_id","kind","created_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_name_uq" ON "media_items" USING btree ("tenant_id","aggregate_id","kind",lower("name")) WHERE "media_items"."kind" in ('venue', 'asset', 'device');