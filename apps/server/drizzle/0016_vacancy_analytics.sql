CREATE TABLE "vacancy_daily_stats" (
	"job_vacancy_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	"apply_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vacancy_daily_stats_job_vacancy_id_day_pk" PRIMARY KEY("job_vacancy_id","day")
);
--> statement-breakpoint
CREATE TABLE "vacancy_visitor_hashes" (
	"job_vacancy_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	CONSTRAINT "vacancy_visitor_hashes_job_vacancy_id_day_visitor_hash_pk" PRIMARY KEY("job_vacancy_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "vacancy_visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancy_daily_stats" ADD CONSTRAINT "vacancy_daily_stats_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_visitor_hashes" ADD CONSTRAINT "vacancy_visitor_hashes_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancy_visitor_hashes_day_idx" ON "vacancy_visitor_hashes" USING btree ("day");