CREATE TABLE "benefits" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_fields" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configs" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disabilities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_location_expectations" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marriage_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"parent_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "religions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"version" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wage_amounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"min_amount" bigint,
	"max_amount" bigint,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" varchar(5) PRIMARY KEY NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"city_code" varchar(5) NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_districts" (
	"code" varchar(13) PRIMARY KEY NOT NULL,
	"district_code" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"kind" varchar(30) NOT NULL,
	"visibility" varchar(10) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(50) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" varchar(500),
	"data" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role_name" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'NEED_ACTIVATION' NOT NULL,
	"phone" varchar(30),
	"photo" varchar(255),
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug_name" varchar(220) NOT NULL,
	"email" varchar(254),
	"about" text,
	"photo" varchar(255),
	"address" text,
	"province_code" varchar(2),
	"city_code" varchar(5),
	"district_code" varchar(8),
	"sub_district_code" varchar(13),
	"phone" varchar(30),
	"website" varchar(255),
	"business_field_id" integer,
	"postal_code" varchar(10),
	"position_id" integer,
	"nib" varchar(20),
	"file_nib" varchar(255),
	"file_npwp" varchar(255),
	"status_office" varchar(20),
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"status_note" text,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('indonesian', coalesce(name, '') || ' ' || coalesce(about, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug_name" varchar(220) NOT NULL,
	"number_registration" varchar(40),
	"date_registration" date,
	"photo" varchar(255),
	"file_ktp" varchar(255),
	"full_name" varchar(200),
	"nik" varchar(16),
	"birth_place" varchar(100),
	"birth_date" date,
	"gender" varchar(10) DEFAULT 'male' NOT NULL,
	"address" text,
	"rt" varchar(5),
	"rw" varchar(5),
	"house_number" varchar(20),
	"province_code" varchar(2),
	"city_code" varchar(5),
	"district_code" varchar(8),
	"sub_district_code" varchar(13),
	"phone" varchar(30),
	"postal_code" varchar(10),
	"weight" smallint,
	"height" smallint,
	"marriage_status" varchar(20),
	"religion_id" integer,
	"position_id" integer,
	"is_position_other" boolean DEFAULT false NOT NULL,
	"position_other" varchar(200),
	"job_location_expectation" varchar(20),
	"job_locale_in" varchar(200),
	"wage_amount_id" integer,
	"latest_gpa" numeric(4, 2),
	"disability_id" integer,
	"language_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language_another" varchar(200),
	"about" text,
	"education_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'NOT_YET_VERIFIED' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('indonesian', coalesce(full_name, '') || ' ' || coalesce(position_other, '') || ' ' || coalesce(about, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_detail_id" integer NOT NULL,
	"education_id" integer NOT NULL,
	"school_name" varchar(200),
	"graduation_year" smallint,
	"major" varchar(200),
	"is_lock" boolean DEFAULT false NOT NULL,
	"certificate" varchar(255),
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_detail_id" integer NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"position" varchar(200),
	"jobdesk" text,
	"start_date" date,
	"end_date" date,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_detail_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"certificate" varchar(255),
	"duration" varchar(50),
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_status_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_job_vacancy_id" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"changed_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_detail_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_slug" varchar(240) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"status_note" text,
	"publication_status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"email" varchar(254),
	"job_type_id" integer,
	"position_id" integer,
	"is_position_other" boolean DEFAULT false NOT NULL,
	"position_other" varchar(200),
	"address" text,
	"province_code" varchar(2),
	"city_code" varchar(5),
	"district_code" varchar(8),
	"sub_district_code" varchar(13),
	"salary" bigint,
	"salary_type" varchar(10) DEFAULT 'monthly' NOT NULL,
	"is_gender_based_count" boolean DEFAULT false NOT NULL,
	"male_count" integer DEFAULT 0 NOT NULL,
	"female_count" integer DEFAULT 0 NOT NULL,
	"worker_count" integer DEFAULT 1 NOT NULL,
	"poster" varchar(255),
	"description" text,
	"conclusion" text,
	"deadline" smallint,
	"deadline_period" varchar(10) DEFAULT 'day' NOT NULL,
	"expired_at" timestamp with time zone,
	"benefits" jsonb DEFAULT '[0]'::jsonb NOT NULL,
	"benefit_other" varchar(300),
	"education_id" integer,
	"required_skills" text,
	"set_major" text,
	"special_condition" text,
	"work_type" varchar(10),
	"work_hour" varchar(100),
	"year_experience" smallint,
	"seeker_detail_id" integer,
	"is_invitation" boolean DEFAULT false NOT NULL,
	"is_removed" boolean DEFAULT false NOT NULL,
	"applicant_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(position_other, '') || ' ' || coalesce(required_skills, '')), 'B') || setweight(to_tsvector('indonesian', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_vacancy_trackers" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"ip_address" varchar(64) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_job_vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_vacancy_id" integer NOT NULL,
	"seeker_detail_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'APPLIED' NOT NULL,
	"is_invitation" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"seeker_detail_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_trackers" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"ip_address" varchar(64) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_slug" varchar(240) NOT NULL,
	"excerpt" varchar(500),
	"content" text DEFAULT '' NOT NULL,
	"image" varchar(255),
	"location" varchar(300),
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"quota" integer,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"join_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(excerpt, '') || ' ' || coalesce(content, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_details" ADD CONSTRAINT "seeker_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_educations" ADD CONSTRAINT "seeker_educations_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_experiences" ADD CONSTRAINT "seeker_experiences_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_skills" ADD CONSTRAINT "seeker_skills_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_histories" ADD CONSTRAINT "application_status_histories_seeker_job_vacancy_id_seeker_job_vacancies_id_fk" FOREIGN KEY ("seeker_job_vacancy_id") REFERENCES "public"."seeker_job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_histories" ADD CONSTRAINT "application_status_histories_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD CONSTRAINT "job_vacancies_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD CONSTRAINT "job_vacancies_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_vacancy_trackers" ADD CONSTRAINT "job_vacancy_trackers_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_vacancy_trackers" ADD CONSTRAINT "job_vacancy_trackers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_job_vacancies" ADD CONSTRAINT "seeker_job_vacancies_job_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("job_vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_job_vacancies" ADD CONSTRAINT "seeker_job_vacancies_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_participants" ADD CONSTRAINT "post_participants_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_participants" ADD CONSTRAINT "post_participants_seeker_detail_id_seeker_details_id_fk" FOREIGN KEY ("seeker_detail_id") REFERENCES "public"."seeker_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_trackers" ADD CONSTRAINT "post_trackers_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_trackers" ADD CONSTRAINT "post_trackers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_parent_idx" ON "positions" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "positions_level_idx" ON "positions" USING btree ("level","name");--> statement-breakpoint
CREATE INDEX "positions_name_trgm_idx" ON "positions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_code","name");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "districts_city_idx" ON "districts" USING btree ("city_code","name");--> statement-breakpoint
CREATE INDEX "districts_name_trgm_idx" ON "districts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provinces_name_trgm_idx" ON "provinces" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_districts_district_idx" ON "sub_districts" USING btree ("district_code","name");--> statement-breakpoint
CREATE INDEX "sub_districts_name_trgm_idx" ON "sub_districts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "auth_tokens_expiry_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_idx" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_details_user_idx" ON "company_details" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_details_slug_idx" ON "company_details" USING btree ("slug_name");--> statement-breakpoint
CREATE INDEX "company_details_status_idx" ON "company_details" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_details_search_idx" ON "company_details" USING gin ("search");--> statement-breakpoint
CREATE INDEX "company_details_name_trgm_idx" ON "company_details" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_details_user_idx" ON "seeker_details" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_details_slug_idx" ON "seeker_details" USING btree ("slug_name");--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_details_registration_idx" ON "seeker_details" USING btree ("number_registration");--> statement-breakpoint
CREATE INDEX "seeker_details_public_idx" ON "seeker_details" USING btree ("created_at" DESC NULLS LAST) WHERE "seeker_details"."is_public";--> statement-breakpoint
CREATE INDEX "seeker_details_public_education_idx" ON "seeker_details" USING btree ("education_id","created_at" DESC NULLS LAST) WHERE "seeker_details"."is_public";--> statement-breakpoint
CREATE INDEX "seeker_details_status_idx" ON "seeker_details" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seeker_details_search_idx" ON "seeker_details" USING gin ("search");--> statement-breakpoint
CREATE INDEX "seeker_educations_seeker_idx" ON "seeker_educations" USING btree ("seeker_detail_id","sort");--> statement-breakpoint
CREATE INDEX "seeker_experiences_seeker_idx" ON "seeker_experiences" USING btree ("seeker_detail_id","sort");--> statement-breakpoint
CREATE INDEX "seeker_skills_seeker_idx" ON "seeker_skills" USING btree ("seeker_detail_id","sort");--> statement-breakpoint
CREATE INDEX "application_status_histories_app_idx" ON "application_status_histories" USING btree ("seeker_job_vacancy_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_vacancies_slug_idx" ON "job_vacancies" USING btree ("title_slug");--> statement-breakpoint
CREATE INDEX "job_vacancies_company_idx" ON "job_vacancies" USING btree ("company_detail_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_vacancies_public_idx" ON "job_vacancies" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "job_vacancies"."status" = 'VERIFIED' and "job_vacancies"."publication_status" = 'PUBLISHED' and not "job_vacancies"."is_removed" and not "job_vacancies"."is_invitation";--> statement-breakpoint
CREATE INDEX "job_vacancies_public_job_type_idx" ON "job_vacancies" USING btree ("job_type_id","created_at" DESC NULLS LAST) WHERE "job_vacancies"."status" = 'VERIFIED' and "job_vacancies"."publication_status" = 'PUBLISHED' and not "job_vacancies"."is_removed" and not "job_vacancies"."is_invitation";--> statement-breakpoint
CREATE INDEX "job_vacancies_public_province_idx" ON "job_vacancies" USING btree ("province_code","created_at" DESC NULLS LAST) WHERE "job_vacancies"."status" = 'VERIFIED' and "job_vacancies"."publication_status" = 'PUBLISHED' and not "job_vacancies"."is_removed" and not "job_vacancies"."is_invitation";--> statement-breakpoint
CREATE INDEX "job_vacancies_status_idx" ON "job_vacancies" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_vacancies_search_idx" ON "job_vacancies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_vacancies_title_trgm_idx" ON "job_vacancies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "job_vacancy_trackers_unique_idx" ON "job_vacancy_trackers" USING btree ("job_vacancy_id","ip_address");--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_job_vacancies_unique_idx" ON "seeker_job_vacancies" USING btree ("job_vacancy_id","seeker_detail_id");--> statement-breakpoint
CREATE INDEX "seeker_job_vacancies_vacancy_status_idx" ON "seeker_job_vacancies" USING btree ("job_vacancy_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seeker_job_vacancies_seeker_status_idx" ON "seeker_job_vacancies" USING btree ("seeker_detail_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "post_participants_unique_idx" ON "post_participants" USING btree ("post_id","seeker_detail_id");--> statement-breakpoint
CREATE INDEX "post_participants_seeker_idx" ON "post_participants" USING btree ("seeker_detail_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "post_trackers_unique_idx" ON "post_trackers" USING btree ("post_id","ip_address");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("title_slug");--> statement-breakpoint
CREATE INDEX "posts_public_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST) WHERE "posts"."status" <> 'DRAFT';--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);