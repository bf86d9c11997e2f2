CREATE TABLE "exchange_rates" (
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" double precision NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "exchange_rates_from_currency_to_currency_pk" PRIMARY KEY("from_currency","to_currency")
);
