CREATE TABLE "saved_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_detail_id" integer NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"closed_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seeker_details" ADD COLUMN "file_cv" varchar(255);--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "verified_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "seeker_job_vacancies" ADD COLUMN "cover_letter" text;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_vacancies_unique_idx" ON "saved_vacancies" USING btree ("seeker_detail_id","job_vacancy_id");--> statement-breakpoint
CREATE INDEX "saved_vacancies_seeker_idx" ON "saved_vacancies" USING btree ("seeker_detail_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_vacancies_vacancy_idx" ON "saved_vacancies" USING btree ("job_vacancy_id");--> statement-breakpoint
CREATE INDEX "job_vacancies_public_city_idx" ON "job_vacancies" USING btree ("city_code","created_at" DESC NULLS LAST) WHERE "job_vacancies"."status" = 'VERIFIED' and "job_vacancies"."publication_status" = 'PUBLISHED' and not "job_vacancies"."is_removed" and not "job_vacancies"."is_invitation";--> statement-breakpoint
CREATE INDEX "job_vacancies_public_district_idx" ON "job_vacancies" USING btree ("district_code","created_at" DESC NULLS LAST) WHERE "job_vacancies"."status" = 'VERIFIED' and "job_vacancies"."publication_status" = 'PUBLISHED' and not "job_vacancies"."is_removed" and not "job_vacancies"."is_invitation";--> statement-breakpoint
CREATE INDEX "job_vacancies_public_education_idx" ON "job_vacancies" USING btree ("education_id","created_at" DESC NULLS LAST) WHERE "job_vacancies"."status" = 'VERIFIED' and "job_vacancies"."publication_status" = 'PUBLISHED' and not "job_vacancies"."is_removed" and not "job_vacancies"."is_invitation";--> statement-breakpoint
-- One phone per seeker (issue 17 item 10): Profil Akun and Biodata showed two numbers that could disagree.
-- Biodata's number wins where both exist; the profile services keep users.phone and seeker_details.phone equal.
UPDATE "users" SET "phone" = sd."phone" FROM "seeker_details" sd WHERE sd."user_id" = "users"."id" AND sd."phone" IS NOT NULL AND sd."phone" <> '';--> statement-breakpoint
UPDATE "seeker_details" SET "phone" = u."phone" FROM "users" u WHERE u."id" = "seeker_details"."user_id" AND ("seeker_details"."phone" IS NULL OR "seeker_details"."phone" = '') AND u."phone" IS NOT NULL;
