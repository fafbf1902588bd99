CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_year_check" CHECK ("invoice_counters"."year" between 2000 and 9999),
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" > 0)
);
