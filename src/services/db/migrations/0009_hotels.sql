CREATE TABLE "hotel_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"access_key_hash" text NOT NULL,
	"email" text,
	"hotel_id" text NOT NULL,
	"room_idx" integer NOT NULL,
	"offer_id" text NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"held_rooms" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"pay_at_hotel" boolean DEFAULT false NOT NULL,
	"outcome" jsonb NOT NULL,
	"order_id" text,
	"scenario" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_bookings_trip_id_unique" UNIQUE("trip_id"),
	CONSTRAINT "hotel_bookings_total_ck" CHECK ("hotel_bookings"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_inventory" (
	"hotel_id" text NOT NULL,
	"room_idx" integer NOT NULL,
	"night" date NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_inventory_hotel_id_room_idx_night_pk" PRIMARY KEY("hotel_id","room_idx","night"),
	CONSTRAINT "hotel_inventory_taken_ck" CHECK ("hotel_inventory"."taken" >= 0 AND "hotel_inventory"."taken" <= "hotel_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "hotel_sandbox_controls" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"scenario" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hotel_bookings_user_idx" ON "hotel_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hotel_bookings_email_idx" ON "hotel_bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "hotel_bookings_status_expiry_idx" ON "hotel_bookings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "hotel_bookings_order_idx" ON "hotel_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "hotel_searches_expiry_idx" ON "hotel_searches" USING btree ("expires_at");