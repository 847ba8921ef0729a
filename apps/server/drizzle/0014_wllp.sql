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
ALTER TABLE "job_vacancies" ADD COLUMN "age_min" smallint;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "age_max" smallint;--> statement-breakpoint
ALTER TABLE "wllp_fill_reports" ADD CONSTRAINT "wllp_fill_reports_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wllp_fill_reports" ADD CONSTRAINT "wllp_fill_reports_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wllp_fill_reports_vacancy_idx" ON "wllp_fill_reports" USING btree ("job_vacancy_id");--> statement-breakpoint
CREATE INDEX "wllp_fill_reports_company_idx" ON "wllp_fill_reports" USING btree ("company_detail_id","due_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wllp_fill_reports_due_idx" ON "wllp_fill_reports" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "wllp_fill_reports_unfiled_idx" ON "wllp_fill_reports" USING btree ("due_at") WHERE "wllp_fill_reports"."filed_at" is null;--> statement-breakpoint
CREATE INDEX "job_vacancies_wllp_published_idx" ON "job_vacancies" USING btree ("published_at") WHERE "job_vacancies"."published_at" is not null and not "job_vacancies"."is_invitation";