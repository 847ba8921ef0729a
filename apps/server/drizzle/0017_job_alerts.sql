CREATE TABLE "job_alert_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_alert_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"vacancy_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert_sent" (
	"job_alert_id" integer NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"job_alert_mail_id" integer NOT NULL,
	CONSTRAINT "job_alert_sent_job_alert_id_job_vacancy_id_pk" PRIMARY KEY("job_alert_id","job_vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"keyword" varchar(100),
	"keyword_pattern" varchar(220),
	"job_type_id" integer,
	"province_code" varchar(2),
	"city_code" varchar(5),
	"district_code" varchar(8),
	"education_id" integer,
	"salary_min" bigint,
	"salary_max" bigint,
	"frequency" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_email" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mail_status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"mail_attempts" smallint DEFAULT 0 NOT NULL,
	"mail_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_mails" ADD CONSTRAINT "job_alert_mails_job_alert_id_job_alerts_id_fk" FOREIGN KEY ("job_alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent" ADD CONSTRAINT "job_alert_sent_job_alert_id_job_alerts_id_fk" FOREIGN KEY ("job_alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent" ADD CONSTRAINT "job_alert_sent_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent" ADD CONSTRAINT "job_alert_sent_job_alert_mail_id_job_alert_mails_id_fk" FOREIGN KEY ("job_alert_mail_id") REFERENCES "public"."job_alert_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_mails_token_idx" ON "job_alert_mails" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "job_alert_mails_alert_idx" ON "job_alert_mails" USING btree ("job_alert_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_alert_sent_vacancy_idx" ON "job_alert_sent" USING btree ("job_vacancy_id");--> statement-breakpoint
CREATE INDEX "job_alert_sent_mail_idx" ON "job_alert_sent" USING btree ("job_alert_mail_id");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","id" DESC NULLS LAST) WHERE "job_alerts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "job_alerts_active_idx" ON "job_alerts" USING btree ("id") WHERE "job_alerts"."status" = 'ACTIVE' and "job_alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_confirm_token_idx" ON "job_alerts" USING btree ("confirm_token_hash") WHERE "job_alerts"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."mail_status" = 'PENDING';