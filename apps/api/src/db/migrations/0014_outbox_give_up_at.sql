-- Messages are retried for a window per kind, not a number of tries (ADR 0047). Messages already
-- queued get a day from when they were queued; codes' messages end with their code.
ALTER TABLE "outbox_messages" ADD COLUMN "give_up_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "outbox_messages" SET "give_up_at" = "created_at" + interval '1 day';--> statement-breakpoint
UPDATE "outbox_messages" SET "give_up_at" = "one_time_codes"."expires_at" FROM "one_time_codes"
  WHERE "outbox_messages"."idempotency_key" = "one_time_codes"."purpose" || ':' || "one_time_codes"."id";
