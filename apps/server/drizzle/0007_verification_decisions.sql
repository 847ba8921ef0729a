CREATE TABLE "verification_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" varchar(20) NOT NULL,
	"subject_id" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"note" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "verification_decisions" ADD CONSTRAINT "verification_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_decisions_subject_idx" ON "verification_decisions" USING btree ("subject_type","subject_id","created_at" DESC NULLS LAST);