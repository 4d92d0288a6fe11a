-- Windows now record their end (ADR 0042); open windows are forgotten once, at this migration.
DELETE FROM "rate_limit_counters";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "points" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "window_ends_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" DROP COLUMN "window_started_at";--> statement-breakpoint
ALTER TABLE "rate_limit_counters" DROP COLUMN "hits";