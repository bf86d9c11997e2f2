CREATE TABLE "booking_tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"booking_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"kind" text NOT NULL,
	"idx" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"ref" text NOT NULL,
	"label" text NOT NULL,
	"user_id" integer,
	"email" text,
	"mobile" text,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"release_why" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tenders_amount_positive" CHECK ("booking_tenders"."amount" > 0),
	CONSTRAINT "booking_tenders_idx" CHECK ("booking_tenders"."idx" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_tenders_key" ON "booking_tenders" USING btree ("product","booking_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_tenders_live" ON "booking_tenders" USING btree ("product","booking_id","kind","idx") WHERE "booking_tenders"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "booking_tenders_booking_idx" ON "booking_tenders" USING btree ("product","booking_id");--> statement-breakpoint
CREATE INDEX "booking_tenders_held_idx" ON "booking_tenders" USING btree ("product","status") WHERE "booking_tenders"."status" = 'held';