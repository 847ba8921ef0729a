CREATE TABLE "company_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_detail_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visited_on" date,
	"fingerprint" varchar(32) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_checks" ADD CONSTRAINT "company_checks_company_detail_id_company_details_id_fk" FOREIGN KEY ("company_detail_id") REFERENCES "public"."company_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_checks" ADD CONSTRAINT "company_checks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_checks_company_kind_idx" ON "company_checks" USING btree ("company_detail_id","kind");