CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"sent_to" text NOT NULL,
	"user_id" uuid,
	"session_id" uuid,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	CONSTRAINT "one_time_codes_purpose_known" CHECK ("one_time_codes"."purpose" in ('email-verification', 'phone-verification', 'password-reset'))
);
--> statement-breakpoint
-- The codes of the three tables move over as they are: same ids (the outbox keys name them), same
-- hashes (bound to the same subjects with the same keys), same attempts and times.
INSERT INTO "one_time_codes" ("id", "purpose", "subject", "sent_to", "session_id", "code_hash", "attempts", "created_at", "expires_at", "consumed_at", "verified_at")
SELECT "id", 'email-verification', "session_id"::text || ':' || "email", "email", "session_id", "code_hash", "attempts", "created_at", "expires_at", "consumed_at", "verified_at" FROM "email_verification_codes";--> statement-breakpoint
INSERT INTO "one_time_codes" ("id", "purpose", "subject", "sent_to", "user_id", "code_hash", "attempts", "created_at", "expires_at", "consumed_at", "verified_at")
SELECT "id", 'phone-verification', "user_id"::text || ':' || "phone", "phone", "user_id", "code_hash", "attempts", "created_at", "expires_at", "consumed_at", "verified_at" FROM "phone_verification_codes";--> statement-breakpoint
INSERT INTO "one_time_codes" ("id", "purpose", "subject", "sent_to", "user_id", "code_hash", "attempts", "created_at", "expires_at", "consumed_at")
SELECT "codes"."id", 'password-reset', "codes"."user_id"::text, "users"."email", "codes"."user_id", "codes"."code_hash", "codes"."attempts", "codes"."created_at", "codes"."expires_at", "codes"."consumed_at" FROM "password_reset_codes" "codes" JOIN "users" ON "users"."id" = "codes"."user_id";--> statement-breakpoint
DROP TABLE "email_verification_codes" CASCADE;--> statement-breakpoint
DROP TABLE "password_reset_codes" CASCADE;--> statement-breakpoint
DROP TABLE "phone_verification_codes" CASCADE;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_purpose_subject_idx" ON "one_time_codes" USING btree ("purpose","subject","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_id_idx" ON "one_time_codes" USING btree ("user_id");