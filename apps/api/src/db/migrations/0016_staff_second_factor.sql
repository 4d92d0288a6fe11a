CREATE TABLE "staff_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"event" text NOT NULL,
	"method" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sign_in_events_event" CHECK ("staff_sign_in_events"."event" in ('factor_enrolled', 'second_factor_passed', 'second_factor_failed', 'factor_reset')),
	CONSTRAINT "staff_sign_in_events_method" CHECK ("staff_sign_in_events"."method" is null or "staff_sign_in_events"."method" in ('totp', 'recovery_code'))
);
--> statement-breakpoint
CREATE TABLE "staff_totp_factors" (
	"staff_member_id" uuid PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_in_events" ADD CONSTRAINT "staff_sign_in_events_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp_factors" ADD CONSTRAINT "staff_totp_factors_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_hash_unique" ON "staff_recovery_codes" USING btree ("staff_member_id","code_hash");--> statement-breakpoint
CREATE INDEX "staff_sign_in_events_staff_idx" ON "staff_sign_in_events" USING btree ("staff_member_id","created_at" desc);