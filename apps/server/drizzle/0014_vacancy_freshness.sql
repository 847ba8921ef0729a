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
ALTER TABLE "company_responsiveness" ADD CONSTRAINT "company_responsiveness_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_freshness_events" ADD CONSTRAINT "vacancy_freshness_events_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_freshness_events" ADD CONSTRAINT "vacancy_freshness_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_responsiveness_responsive_idx" ON "company_responsiveness" USING btree ("company_detail_id") WHERE "company_responsiveness"."is_responsive";--> statement-breakpoint
CREATE INDEX "vacancy_freshness_events_vacancy_idx" ON "vacancy_freshness_events" USING btree ("job_vacancy_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_freshness_events_reminder_idx" ON "vacancy_freshness_events" USING btree ("job_vacancy_id","for_expiry") WHERE "vacancy_freshness_events"."kind" = 'EXPIRY_REMINDER';