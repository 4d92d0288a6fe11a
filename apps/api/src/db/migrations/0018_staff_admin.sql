CREATE TABLE "staff_admin_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_admin_events_action" CHECK ("staff_admin_events"."action" in ('invited', 'invite_accepted', 'role_changed', 'disabled', 'enabled', 'factor_reset_requested', 'factor_reset_approved'))
);
--> statement-breakpoint
CREATE TABLE "staff_factor_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	CONSTRAINT "staff_factor_resets_two_admins" CHECK ("staff_factor_resets"."approved_by" is null or "staff_factor_resets"."approved_by" <> "staff_factor_resets"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"staff_member_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_members" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_admin_events" ADD CONSTRAINT "staff_admin_events_actor_id_staff_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_admin_events" ADD CONSTRAINT "staff_admin_events_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_factor_resets" ADD CONSTRAINT "staff_factor_resets_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_factor_resets" ADD CONSTRAINT "staff_factor_resets_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_factor_resets" ADD CONSTRAINT "staff_factor_resets_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_invited_by_staff_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_admin_events_created_idx" ON "staff_admin_events" USING btree ("created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_factor_resets_one_pending" ON "staff_factor_resets" USING btree ("staff_member_id") WHERE "staff_factor_resets"."approved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_token_hash_unique" ON "staff_invites" USING btree ("token_hash");