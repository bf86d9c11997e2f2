CREATE TABLE "saved_payment_modes" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"issuer" text NOT NULL,
	"last4" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "saved_payment_modes_last4" CHECK ("saved_payment_modes"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"trip_id" text NOT NULL,
	"entry_index" integer NOT NULL,
	"user_id" integer,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_uses_amount" CHECK ("voucher_uses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"value" integer NOT NULL,
	"product" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"use_limit" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_upper" CHECK ("vouchers"."code" = upper("vouchers"."code") and length("vouchers"."code") between 4 and 24),
	CONSTRAINT "vouchers_value_positive" CHECK ("vouchers"."value" > 0),
	CONSTRAINT "vouchers_use_limit" CHECK ("vouchers"."use_limit" >= 1),
	CONSTRAINT "vouchers_used_within_limit" CHECK ("vouchers"."used_count" >= 0 and "vouchers"."used_count" <= "vouchers"."use_limit"),
	CONSTRAINT "vouchers_window" CHECK ("vouchers"."valid_from" < "vouchers"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_code_vouchers_code_fk" FOREIGN KEY ("code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_payment_modes_user_idx" ON "saved_payment_modes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_key" ON "voucher_uses" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_live_code_trip" ON "voucher_uses" USING btree ("code","trip_id") WHERE "voucher_uses"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "voucher_uses_trip_idx" ON "voucher_uses" USING btree ("trip_id");