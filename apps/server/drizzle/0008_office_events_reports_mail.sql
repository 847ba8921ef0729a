CREATE TABLE "registration_sequences" (
	"prefix" varchar(30) PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_detail_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"company_name" varchar(200),
	"job_vacancy_id" integer,
	"note" text,
	"source" varchar(20) DEFAULT 'SEEKER' NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_status" varchar(10);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_opt_out" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seeker_details" ADD COLUMN "last_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_participants" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "is_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seeker_reports" ADD CONSTRAINT "seeker_reports_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seeker_reports_seeker_idx" ON "seeker_reports" USING btree ("seeker_detail_id","reported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("id") WHERE "notifications"."mail_status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "seeker_details_report_due_idx" ON "seeker_details" USING btree ("last_reported_at") WHERE "seeker_details"."status" = 'VERIFIED';