CREATE TABLE "skill_terms" (
	"term" varchar(120) PRIMARY KEY NOT NULL,
	"skill_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seeker_details" ADD COLUMN "skill_ids" integer[];--> statement-breakpoint
ALTER TABLE "job_vacancies" ADD COLUMN "skill_ids" integer[];--> statement-breakpoint
ALTER TABLE "skill_terms" ADD CONSTRAINT "skill_terms_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_terms_skill_idx" ON "skill_terms" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "skills_name_idx" ON "skills" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "skills_name_trgm_idx" ON "skills" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "skills_seed_key_idx" ON "skills" USING btree ("seed_key") WHERE "skills"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "seeker_details_unmapped_skills_idx" ON "seeker_details" USING btree ("id") WHERE "seeker_details"."skill_ids" is null;--> statement-breakpoint
CREATE INDEX "job_vacancies_unmapped_skills_idx" ON "job_vacancies" USING btree ("id") WHERE "job_vacancies"."skill_ids" is null;