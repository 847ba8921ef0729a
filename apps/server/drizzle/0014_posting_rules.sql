CREATE TABLE "posting_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"pattern" varchar(120) NOT NULL,
	"is_regex" boolean DEFAULT false NOT NULL,
	"category" varchar(20) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"explanation" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"seed_key" varchar(60),
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "fair_posting_reason" text;--> statement-breakpoint
ALTER TABLE "posting_rules" ADD CONSTRAINT "posting_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posting_rules_seed_key_idx" ON "posting_rules" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "posting_rules_pattern_idx" ON "posting_rules" USING btree (lower("pattern"),"is_regex");--> statement-breakpoint
CREATE INDEX "posting_rules_active_idx" ON "posting_rules" USING btree ("id") WHERE "posting_rules"."is_active";--> statement-breakpoint
CREATE INDEX "posting_rules_created_idx" ON "posting_rules" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);