CREATE TABLE "learning_answers" (
	"tenant_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"question_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"choices" jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"max_score" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"answered_on" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_answers_tenant_id_attempt_id_question_id_pk" PRIMARY KEY("tenant_id","attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "learning_attempts" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"topic_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"number" integer NOT NULL,
	"preview" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"plan" jsonb NOT NULL,
	"started_on" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"closed_on" timestamp with time zone,
	"score" double precision DEFAULT 0 NOT NULL,
	"max_score" double precision DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_attempts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "learning_answers_topic_idx" ON "learning_answers" USING btree ("tenant_id","topic_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_attempts_number_uq" ON "learning_attempts" USING btree ("tenant_id","topic_id","profile_id","number");--> statement-breakpoint
CREATE INDEX "learning_attempts_topic_idx" ON "learning_attempts" USING btree ("tenant_id","topic_id","status");