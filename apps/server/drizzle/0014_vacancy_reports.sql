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
ALTER TABLE "job_vacancies" ADD COLUMN "reported_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancy_reports" ADD CONSTRAINT "vacancy_reports_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_reports" ADD CONSTRAINT "vacancy_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_reports" ADD CONSTRAINT "vacancy_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_reports_unique_idx" ON "vacancy_reports" USING btree ("job_vacancy_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "vacancy_reports_open_idx" ON "vacancy_reports" USING btree ("job_vacancy_id","created_at") WHERE "vacancy_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "vacancy_reports_open_created_idx" ON "vacancy_reports" USING btree ("created_at","job_vacancy_id") WHERE "vacancy_reports"."status" = 'OPEN';