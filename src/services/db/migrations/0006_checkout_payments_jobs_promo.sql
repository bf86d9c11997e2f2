CREATE TABLE "fare_inventory" (
	"travel_plan_id" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fare_inventory_taken_ck" CHECK ("fare_inventory"."taken" >= 0 AND "fare_inventory"."taken" <= "fare_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "flight_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"access_key_hash" text NOT NULL,
	"offer_id" text NOT NULL,
	"offer" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"held_seats" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"order_id" text,
	"scenario" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_bookings_trip_id_unique" UNIQUE("trip_id"),
	CONSTRAINT "flight_bookings_total_ck" CHECK ("flight_bookings"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"search_id" text NOT NULL,
	"travel_plan_ids" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payment_events_seen" (
	"event_id" text PRIMARY KEY NOT NULL,
	"booking_id" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_max_attempts_positive" CHECK ("jobs"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"webhook_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"receipt" text NOT NULL,
	"notes" jsonb NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text,
	"status" text DEFAULT 'created' NOT NULL,
	"form_token" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amount_ck" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"sandbox_outcome" text,
	"error_code" text,
	"error_description" text,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_refund_ck" CHECK ("payments"."amount_refunded" >= 0 AND "payments"."amount_refunded" <= "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"benefit" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"domestic_only" boolean DEFAULT false NOT NULL,
	"new_users_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and length("promo_codes"."code") between 1 and 20),
	CONSTRAINT "promo_codes_value_positive" CHECK ("promo_codes"."value" > 0),
	CONSTRAINT "promo_codes_percent_at_most_100" CHECK ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 10000),
	CONSTRAINT "promo_codes_used_within_total" CHECK ("promo_codes"."total_limit" is null or "promo_codes"."used_count" <= "promo_codes"."total_limit"),
	CONSTRAINT "promo_codes_used_not_negative" CHECK ("promo_codes"."used_count" >= 0),
	CONSTRAINT "promo_codes_limits_positive" CHECK ("promo_codes"."per_user_limit" >= 1 and ("promo_codes"."total_limit" is null or "promo_codes"."total_limit" >= 0)),
	CONSTRAINT "promo_codes_min_amount" CHECK ("promo_codes"."min_amount" >= 0),
	CONSTRAINT "promo_codes_max_discount" CHECK ("promo_codes"."max_discount" is null or "promo_codes"."max_discount" > 0),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."valid_from" < "promo_codes"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" integer,
	"user_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_amount" CHECK ("promo_redemptions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_seat_holds" (
	"flight_key" text NOT NULL,
	"seat_number" text NOT NULL,
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_seat_holds_flight_key_seat_number_pk" PRIMARY KEY("flight_key","seat_number")
);
--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_bookings_user_idx" ON "flight_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "flight_bookings_status_expiry_idx" ON "flight_bookings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "flight_bookings_order_idx" ON "flight_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_key" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_orders_key_idx" ON "payment_orders" USING btree ("merchant","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_booking_key" ON "promo_redemptions" USING btree ("code","booking_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_booking_idx" ON "promo_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("code","user_key");--> statement-breakpoint
CREATE INDEX "flight_seat_holds_booking_idx" ON "flight_seat_holds" USING btree ("booking_id");