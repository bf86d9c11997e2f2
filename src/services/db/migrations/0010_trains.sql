CREATE TABLE "rail_berths" (
	"train_no" text NOT NULL,
	"run_date" date NOT NULL,
	"class" text NOT NULL,
	"quota" text NOT NULL,
	"coach" text NOT NULL,
	"berth_no" integer NOT NULL,
	"berth_type" text NOT NULL,
	"rac_berth" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rail_berths_train_no_run_date_class_coach_berth_no_pk" PRIMARY KEY("train_no","run_date","class","coach","berth_no")
);
--> statement-breakpoint
CREATE TABLE "rail_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"pnr" text,
	"status" text NOT NULL,
	"user_id" integer,
	"access_key_hash" text NOT NULL,
	"email" text,
	"rail_user_id" text NOT NULL,
	"train_no" text NOT NULL,
	"run_date" date NOT NULL,
	"journey_date" date NOT NULL,
	"from_stn" text NOT NULL,
	"to_stn" text NOT NULL,
	"boarding_stn" text NOT NULL,
	"class" text NOT NULL,
	"quota" text NOT NULL,
	"details" jsonb NOT NULL,
	"fare" jsonb NOT NULL,
	"total" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"order_id" text,
	"scenario" text DEFAULT '' NOT NULL,
	"checkout_started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rail_bookings_trip_id_unique" UNIQUE("trip_id"),
	CONSTRAINT "rail_bookings_pnr_unique" UNIQUE("pnr"),
	CONSTRAINT "rail_bookings_total_ck" CHECK ("rail_bookings"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rail_passengers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"train_no" text NOT NULL,
	"run_date" date NOT NULL,
	"class" text NOT NULL,
	"quota" text NOT NULL,
	"booking_id" text,
	"serial" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"seq" integer NOT NULL,
	"coach" text,
	"berth_no" integer,
	"berth_type" text,
	"booking_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rail_quotas" (
	"train_no" text NOT NULL,
	"run_date" date NOT NULL,
	"class" text NOT NULL,
	"quota" text NOT NULL,
	"berths" integer NOT NULL,
	"rac_places" integer NOT NULL,
	"wl_limit" integer NOT NULL,
	"next_wl" integer DEFAULT 1 NOT NULL,
	"next_seq" integer DEFAULT 1 NOT NULL,
	"chart_prepared" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rail_quotas_train_no_run_date_class_quota_pk" PRIMARY KEY("train_no","run_date","class","quota"),
	CONSTRAINT "rail_quotas_counts_ck" CHECK ("rail_quotas"."berths" >= 0 AND "rail_quotas"."rac_places" >= 0 AND "rail_quotas"."wl_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rail_sandbox_controls" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rail_tdrs" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "rail_tdrs_refund_ck" CHECK ("rail_tdrs"."refund" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rail_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"email" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rail_berths_quota_idx" ON "rail_berths" USING btree ("train_no","run_date","class","quota");--> statement-breakpoint
CREATE INDEX "rail_bookings_user_idx" ON "rail_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rail_bookings_email_idx" ON "rail_bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "rail_bookings_status_expiry_idx" ON "rail_bookings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "rail_bookings_order_idx" ON "rail_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "rail_bookings_run_idx" ON "rail_bookings" USING btree ("train_no","run_date");--> statement-breakpoint
CREATE INDEX "rail_passengers_quota_idx" ON "rail_passengers" USING btree ("train_no","run_date","class","quota","status","seq");--> statement-breakpoint
CREATE INDEX "rail_passengers_booking_idx" ON "rail_passengers" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rail_passengers_cnf_berth_uq" ON "rail_passengers" USING btree ("train_no","run_date","class","coach","berth_no") WHERE "rail_passengers"."status" = 'CNF';--> statement-breakpoint
CREATE INDEX "rail_tdrs_booking_idx" ON "rail_tdrs" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rail_tdrs_open_uq" ON "rail_tdrs" USING btree ("booking_id") WHERE "rail_tdrs"."status" = 'FILED';