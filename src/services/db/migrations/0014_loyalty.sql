CREATE TABLE "loyalty_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"membership_status" integer DEFAULT 1 NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_card_number_unique" UNIQUE("card_number"),
	CONSTRAINT "loyalty_accounts_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "loyalty_accounts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "loyalty_accounts_status_ck" CHECK ("loyalty_accounts"."membership_status" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "loyalty_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_pins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"pin_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" text NOT NULL,
	"reason" text NOT NULL,
	"points" integer NOT NULL,
	"amount" integer,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"expires_at" timestamp with time zone,
	"reverses" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_transactions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "loyalty_transactions_points_ck" CHECK ("loyalty_transactions"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_trip_settlements" (
	"trip_id" text PRIMARY KEY NOT NULL,
	"earned_points" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "loyalty_authorizations_account_idx" ON "loyalty_authorizations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "loyalty_pins_account_idx" ON "loyalty_pins" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_account_idx" ON "loyalty_transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_reference_idx" ON "loyalty_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_transactions_reverses_key" ON "loyalty_transactions" USING btree ("reverses");