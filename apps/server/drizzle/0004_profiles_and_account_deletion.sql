ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seeker_details" ADD COLUMN "wage_expectation" integer;--> statement-breakpoint
ALTER TABLE "seeker_details" ADD COLUMN "status_note" text;