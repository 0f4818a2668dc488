CREATE TABLE "learning_gratifications" (
	"tenant_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"creative_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"action_type" integer NOT NULL,
	"points" integer NOT NULL,
	"credited" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_gratifications_tenant_id_attempt_id_pk" PRIMARY KEY("tenant_id","attempt_id")
);
--> statement-breakpoint
CREATE INDEX "learning_gratifications_profile_idx" ON "learning_gratifications" USING btree ("tenant_id","profile_id","creative_id");