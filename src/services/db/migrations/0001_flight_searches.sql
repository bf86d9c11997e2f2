CREATE TABLE "flight_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"request" jsonb NOT NULL,
	"scenario" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flight_searches_parent_idx" ON "flight_searches" USING btree ("parent_id");