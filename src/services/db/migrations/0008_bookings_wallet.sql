CREATE TABLE "cancellation_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"kind" text NOT NULL,
	"selection" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"penalty" integer NOT NULL,
	"fee" integer NOT NULL,
	"refund" integer NOT NULL,
	"destination" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_quotes_money_ck" CHECK ("cancellation_quotes"."penalty" >= 0 and "cancellation_quotes"."fee" >= 0 and "cancellation_quotes"."refund" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellations_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "modification_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"trip_id" text NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modification_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "modification_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"cause_key" text NOT NULL,
	"cause" text NOT NULL,
	"cancellation_id" text,
	"amount" integer NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"gateway_refund_id" text,
	"bank_reference" text,
	"breakup" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"initiated_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "refunds_cause_key_unique" UNIQUE("cause_key"),
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "trip_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"trip_id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" integer,
	"email" text,
	"phone" text,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_money_ck" CHECK ("trips"."total" >= 0 and "trips"."refunded" >= 0 and "trips"."refunded" <= "trips"."total")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"expires_at" timestamp with time zone,
	"reverses" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "wallet_transactions_amount_ck" CHECK ("wallet_transactions"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cancellation_quotes_trip_idx" ON "cancellation_quotes" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "cancellations_trip_idx" ON "cancellations" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "modification_requests_trip_idx" ON "modification_requests" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "refunds_trip_idx" ON "refunds" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "refunds_gateway_idx" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "trip_events_trip_idx" ON "trip_events" USING btree ("trip_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_product_booking_key" ON "trips" USING btree ("product","booking_id");--> statement-breakpoint
CREATE INDEX "trips_user_created_idx" ON "trips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trips_email_idx" ON "trips" USING btree ("email");--> statement-breakpoint
CREATE INDEX "trips_phone_idx" ON "trips" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("account","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_leg_key" ON "wallet_entries" USING btree ("transaction_id","account");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reverses_key" ON "wallet_transactions" USING btree ("reverses");