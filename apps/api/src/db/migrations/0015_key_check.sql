-- Independent of every other migration: one table, read at start (db/data-key-check.ts).
CREATE TABLE "data_key_check" (
	"id" integer PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);