CREATE TABLE "flow_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"flow_id" text NOT NULL,
	"user_id" uuid,
	"guest_session_id" uuid,
	"values_encrypted" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" text NOT NULL,
	"user_id" uuid,
	"guest_session_id" uuid,
	"values_encrypted" text NOT NULL,
	"completed_steps" jsonb NOT NULL,
	"furthest_step" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_drafts_one_owner" CHECK (("flow_drafts"."user_id" is null) <> ("flow_drafts"."guest_session_id" is null))
);
--> statement-breakpoint
ALTER TABLE "oidc_login_attempts" ADD COLUMN "guest_session_id" uuid;--> statement-breakpoint
ALTER TABLE "flow_applications" ADD CONSTRAINT "flow_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_applications" ADD CONSTRAINT "flow_applications_guest_session_id_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_drafts" ADD CONSTRAINT "flow_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_drafts" ADD CONSTRAINT "flow_drafts_guest_session_id_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_applications_idempotency_key_unique" ON "flow_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "flow_applications_user_id_idx" ON "flow_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_drafts_user_flow_unique" ON "flow_drafts" USING btree ("user_id","flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_drafts_guest_flow_unique" ON "flow_drafts" USING btree ("guest_session_id","flow_id");