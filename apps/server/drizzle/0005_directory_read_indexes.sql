DROP INDEX "company_details_search_idx";--> statement-breakpoint
DROP INDEX "company_details_name_trgm_idx";--> statement-breakpoint
DROP INDEX "seeker_details_public_idx";--> statement-breakpoint
DROP INDEX "seeker_details_public_education_idx";--> statement-breakpoint
DROP INDEX "seeker_details_search_idx";--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "company_details_public_idx" ON "company_details" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "company_details"."status" = 'VERIFIED';--> statement-breakpoint
CREATE INDEX "company_details_public_name_idx" ON "company_details" USING btree ("name","id") WHERE "company_details"."status" = 'VERIFIED';--> statement-breakpoint
CREATE INDEX "seeker_details_created_idx" ON "seeker_details" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seeker_details_education_idx" ON "seeker_details" USING btree ("education_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seeker_details_position_idx" ON "seeker_details" USING btree ("position_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seeker_details_city_idx" ON "seeker_details" USING btree ("city_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_details_search_idx" ON "company_details" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "company_details_name_trgm_idx" ON "company_details" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "seeker_details_public_idx" ON "seeker_details" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "seeker_details"."is_public";--> statement-breakpoint
CREATE INDEX "seeker_details_public_education_idx" ON "seeker_details" USING btree ("education_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "seeker_details"."is_public";--> statement-breakpoint
CREATE INDEX "seeker_details_search_idx" ON "seeker_details" USING gin ("search") WITH (fastupdate=false);