CREATE TABLE "user_recovery_codes" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_recovery_codes_tenant_id_user_id_code_hash_pk" PRIMARY KEY("tenant_id","user_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "user_totp" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"secret" text NOT NULL,
	"confirmed_on" timestamp with time zone,
	"last_step" bigint,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_totp_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "amr" jsonb DEFAULT '["pwd"]'::jsonb NOT NULL;