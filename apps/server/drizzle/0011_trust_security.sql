CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_name" varchar(150),
	"actor_email" varchar(254),
	"action" varchar(60) NOT NULL,
	"subject_type" varchar(30),
	"subject_id" integer,
	"detail" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"file_kind" varchar(30) NOT NULL,
	"reader_user_id" integer,
	"reader_role" varchar(20) NOT NULL,
	"reader_organisation" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" varchar(20) NOT NULL,
	"ip" varchar(64),
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office_role" varchar(20);--> statement-breakpoint
ALTER TABLE "company_details" ADD COLUMN "verified_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "seeker_details" ADD COLUMN "ak1_check_code" varchar(32);--> statement-breakpoint
ALTER TABLE "seeker_details" ADD COLUMN "verified_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_reads" ADD CONSTRAINT "file_reads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_reads" ADD CONSTRAINT "file_reads_reader_user_id_users_id_fk" FOREIGN KEY ("reader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "file_reads_owner_idx" ON "file_reads" USING btree ("owner_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_consents_user_version_idx" ON "privacy_consents" USING btree ("user_id","version");--> statement-breakpoint
-- The founding office account (the oldest) administers; other existing staff verify (docs/decisions/072).
UPDATE "users" SET "office_role" = CASE WHEN "id" = (SELECT min("id") FROM "users" WHERE "role_name" = 'admin') THEN 'ADMINISTRATOR' ELSE 'VERIFIER' END WHERE "role_name" = 'admin';--> statement-breakpoint
UPDATE "seeker_details" SET "ak1_check_code" = replace(gen_random_uuid()::text, '-', '') WHERE "number_registration" IS NOT NULL;--> statement-breakpoint
UPDATE "seeker_details" SET "verified_snapshot" = jsonb_build_object('full_name', "full_name", 'nik', "nik", 'birth_date', "birth_date", 'birth_place', "birth_place") WHERE "status" = 'VERIFIED';--> statement-breakpoint
UPDATE "company_details" SET "verified_snapshot" = jsonb_build_object('name', "name", 'nib', "nib", 'file_nib', "file_nib", 'file_npwp', "file_npwp", 'address', "address", 'province_code', "province_code", 'city_code', "city_code", 'district_code', "district_code", 'sub_district_code', "sub_district_code", 'business_field_id', "business_field_id") WHERE "status" = 'VERIFIED';--> statement-breakpoint
UPDATE "job_vacancies" SET "closed_at" = "updated_at" WHERE "publication_status" = 'CLOSED' OR "is_removed";
