CREATE TABLE "staff_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"binding" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_webauthn_challenges_purpose" CHECK ("staff_webauthn_challenges"."purpose" in ('sign_in', 'register'))
);
--> statement-breakpoint
ALTER TABLE "staff_sign_in_events" DROP CONSTRAINT "staff_sign_in_events_event";--> statement-breakpoint
ALTER TABLE "staff_sign_in_events" DROP CONSTRAINT "staff_sign_in_events_method";--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_webauthn_challenges" ADD CONSTRAINT "staff_webauthn_challenges_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkeys_credential_unique" ON "staff_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff_idx" ON "staff_passkeys" USING btree ("staff_member_id");--> statement-breakpoint
CREATE INDEX "staff_webauthn_challenges_expiry_idx" ON "staff_webauthn_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "staff_sign_in_events" ADD CONSTRAINT "staff_sign_in_events_event" CHECK ("staff_sign_in_events"."event" in ('factor_enrolled', 'second_factor_passed', 'second_factor_failed', 'factor_reset', 'passkey_added', 'passkey_removed'));--> statement-breakpoint
ALTER TABLE "staff_sign_in_events" ADD CONSTRAINT "staff_sign_in_events_method" CHECK ("staff_sign_in_events"."method" is null or "staff_sign_in_events"."method" in ('totp', 'recovery_code', 'passkey'));