DROP INDEX "seeker_job_vacancies_vacancy_status_idx";--> statement-breakpoint
CREATE INDEX "job_vacancies_statistics_idx" ON "job_vacancies" USING btree ((coalesce("published_at", "created_at"))) WHERE "job_vacancies"."status" = 'VERIFIED' and not "job_vacancies"."is_removed" and not "job_vacancies"."is_invitation";--> statement-breakpoint
CREATE INDEX "seeker_job_vacancies_vacancy_order_idx" ON "seeker_job_vacancies" USING btree ("job_vacancy_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "seeker_job_vacancies_vacancy_updated_idx" ON "seeker_job_vacancies" USING btree ("job_vacancy_id","updated_at");--> statement-breakpoint
CREATE INDEX "seeker_job_vacancies_applied_idx" ON "seeker_job_vacancies" USING btree ("applied_at");--> statement-breakpoint
CREATE INDEX "seeker_job_vacancies_accepted_idx" ON "seeker_job_vacancies" USING btree ("updated_at") WHERE "seeker_job_vacancies"."status" = 'ACCEPTED';