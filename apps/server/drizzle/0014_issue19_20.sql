CREATE TABLE "wllp_fill_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"company_detail_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"filed_at" timestamp with time zone,
	"filed_by" integer,
	"hired_portal" integer DEFAULT 0 NOT NULL,
	"hired_other" integer DEFAULT 0 NOT NULL,
	"hired_male" integer DEFAULT 0 NOT NULL,
	"hired_female" integer DEFAULT 0 NOT NULL,
	"educations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_reminded_at" timestamp with time zone,
	"second_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_detail_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visited_on" date,
	"fingerprint" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_responsiveness" (
	"company_detail_id" integer PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"moved_in_time" integer NOT NULL,
	"is_responsive" boolean NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_freshness_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"for_expiry" timestamp with time zone,
	"new_expiry" timestamp with time zone,
	"days" smallint,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "vacancy_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"category" varchar(30) NOT NULL,
	"note" text,
	"reporter_verified" boolean NOT NULL,
	"status" varchar(20) DEFAULT 'OPEN' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"route" varchar(80) NOT NULL,
	"lcp_ms" double precision,
	"inp_ms" double precision,
	"cls" double precision,
	"ttfb_ms" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "age_min" smallint;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "age_max" smallint;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "fair_posting_reason" text;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "reported_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wllp_fill_reports" ADD CONSTRAINT "wllp_fill_reports_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wllp_fill_reports" ADD CONSTRAINT "wllp_fill_reports_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_checks" ADD CONSTRAINT "company_checks_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_checks" ADD CONSTRAINT "company_checks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_responsiveness" ADD CONSTRAINT "company_responsiveness_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_freshness_events" ADD CONSTRAINT "vacancy_freshness_events_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_freshness_events" ADD CONSTRAINT "vacancy_freshness_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_rules" ADD CONSTRAINT "posting_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_reports" ADD CONSTRAINT "vacancy_reports_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_reports" ADD CONSTRAINT "vacancy_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_reports" ADD CONSTRAINT "vacancy_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wllp_fill_reports_vacancy_idx" ON "wllp_fill_reports" USING btree ("job_vacancy_id");--> statement-breakpoint
CREATE INDEX "wllp_fill_reports_company_idx" ON "wllp_fill_reports" USING btree ("company_detail_id","due_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wllp_fill_reports_due_idx" ON "wllp_fill_reports" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "wllp_fill_reports_unfiled_idx" ON "wllp_fill_reports" USING btree ("due_at") WHERE "wllp_fill_reports"."filed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_checks_company_kind_idx" ON "company_checks" USING btree ("company_detail_id","kind");--> statement-breakpoint
CREATE INDEX "company_responsiveness_responsive_idx" ON "company_responsiveness" USING btree ("company_detail_id") WHERE "company_responsiveness"."is_responsive";--> statement-breakpoint
CREATE INDEX "vacancy_freshness_events_vacancy_idx" ON "vacancy_freshness_events" USING btree ("job_vacancy_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_freshness_events_reminder_idx" ON "vacancy_freshness_events" USING btree ("job_vacancy_id","for_expiry") WHERE "vacancy_freshness_events"."kind" = 'EXPIRY_REMINDER';--> statement-breakpoint
CREATE UNIQUE INDEX "posting_rules_seed_key_idx" ON "posting_rules" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "posting_rules_pattern_idx" ON "posting_rules" USING btree (lower("pattern"),"is_regex");--> statement-breakpoint
CREATE INDEX "posting_rules_active_idx" ON "posting_rules" USING btree ("id") WHERE "posting_rules"."is_active";--> statement-breakpoint
CREATE INDEX "posting_rules_created_idx" ON "posting_rules" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_reports_unique_idx" ON "vacancy_reports" USING btree ("job_vacancy_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "vacancy_reports_open_idx" ON "vacancy_reports" USING btree ("job_vacancy_id","created_at") WHERE "vacancy_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "vacancy_reports_open_created_idx" ON "vacancy_reports" USING btree ("created_at","job_vacancy_id") WHERE "vacancy_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "web_vitals_created_route_idx" ON "web_vitals" USING btree ("created_at","route");--> statement-breakpoint
CREATE INDEX "job_vacancies_wllp_published_idx" ON "job_vacancies" USING btree ("published_at") WHERE "job_vacancies"."published_at" is not null and not "job_vacancies"."is_invitation";--> statement-breakpoint
CREATE INDEX "job_vacancies_public_company_idx" ON "job_vacancies" USING btree ("company_detail_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expired_at") WHERE "job_vacancies"."status" = 'VERIFIED' and "job_vacancies"."publication_status" = 'PUBLISHED' and not "job_vacancies"."is_removed" and not "job_vacancies"."is_invitation" and "job_vacancies"."reported_hidden_at" is null;