ALTER TABLE "outbox_messages" ADD COLUMN "kind" text DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- Rows from before the outbox were captured (delivered) local-mode messages: one key each.
UPDATE "outbox_messages" SET "idempotency_key" = 'captured-before-outbox:' || "id";--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox_messages" SET "state" = 'sent', "sent_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_idempotency_key_unique" ON "outbox_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("state","next_attempt_at");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_state" CHECK ("outbox_messages"."state" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('email', 'sms'));