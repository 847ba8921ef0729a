CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"company_detail_id" integer NOT NULL,
	"seeker_user_id" integer NOT NULL,
	"uid" varchar(100) NOT NULL,
	"round" smallint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"location" varchar(300),
	"online_url" varchar(500),
	"note" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'SCHEDULED' NOT NULL,
	"answer" varchar(30),
	"answer_reason" varchar(300),
	"answered_at" timestamp with time zone,
	"reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_attachment" jsonb;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_seeker_job_vacancies_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."seeker_job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_seeker_user_id_users_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_uid_idx" ON "interviews" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_application_round_idx" ON "interviews" USING btree ("application_id","round") WHERE "interviews"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "interviews_company_start_idx" ON "interviews" USING btree ("company_detail_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_seeker_start_idx" ON "interviews" USING btree ("seeker_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_scheduled_start_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" = 'SCHEDULED';