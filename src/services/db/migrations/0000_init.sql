CREATE TABLE "airlines" (
	"iata_code" text PRIMARY KEY NOT NULL,
	"icao_code" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"alliance_code" text,
	"has_frequent_flyer_number" boolean NOT NULL,
	"auto_cancellable" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"airport_code" text PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"airport_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"station_type" text NOT NULL,
	"country_name" text NOT NULL,
	"country_abbreviation" text NOT NULL,
	"world_area_code" integer NOT NULL,
	"legacy_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alliances" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_configuration" (
	"version" integer PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"request" jsonb,
	"response" jsonb,
	"error" jsonb,
	"is_mobile" boolean,
	"user_agent" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"tab_id" text,
	"browser_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"line" integer,
	"column" integer,
	"stack" text,
	"is_mobile" boolean,
	"user_agent" text,
	"client_ip" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"page_url" text,
	"device_info" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"title" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_versions" (
	"dataset" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_alliance_code_alliances_code_fk" FOREIGN KEY ("alliance_code") REFERENCES "public"."alliances"("code") ON DELETE no action ON UPDATE no action;