CREATE TABLE "web_vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"route" varchar(80) NOT NULL,
	"lcp_ms" double precision,
	"inp_ms" double precision,
	"cls" double precision,
	"ttfb_ms" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_created_route_idx" ON "web_vitals" USING btree ("created_at","route");