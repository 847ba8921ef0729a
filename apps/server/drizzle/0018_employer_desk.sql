CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_detail_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"body" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walk_in_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"walk_in_session_id" integer NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"seeker_detail_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walk_in_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" varchar(200) NOT NULL,
	"quota" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "walk_in_sessions_quota_check" CHECK ("walk_in_sessions"."booked_count" >= 0 and "walk_in_sessions"."booked_count" <= "walk_in_sessions"."quota")
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_bookings" ADD CONSTRAINT "walk_in_bookings_walk_in_session_id_walk_in_sessions_id_fk" FOREIGN KEY ("walk_in_session_id") REFERENCES "public"."walk_in_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_bookings" ADD CONSTRAINT "walk_in_bookings_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_bookings" ADD CONSTRAINT "walk_in_bookings_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_sessions" ADD CONSTRAINT "walk_in_sessions_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_templates_company_idx" ON "message_templates" USING btree ("company_detail_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "walk_in_bookings_seeker_idx" ON "walk_in_bookings" USING btree ("job_vacancy_id","seeker_detail_id");--> statement-breakpoint
CREATE INDEX "walk_in_bookings_session_idx" ON "walk_in_bookings" USING btree ("walk_in_session_id","created_at");--> statement-breakpoint
CREATE INDEX "walk_in_bookings_seeker_detail_idx" ON "walk_in_bookings" USING btree ("seeker_detail_id");--> statement-breakpoint
CREATE INDEX "walk_in_sessions_vacancy_idx" ON "walk_in_sessions" USING btree ("job_vacancy_id","starts_at","id");