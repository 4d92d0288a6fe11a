CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role" CHECK ("staff_members"."role" in ('loan_officer', 'processor', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" "application_status" NOT NULL,
	"from_status" "application_status",
	"note" text,
	"actor" text NOT NULL,
	"staff_member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_actor" CHECK ("application_events"."actor" in ('borrower', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "document_request_documents" (
	"request_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_request_documents_document_id_pk" PRIMARY KEY("document_id")
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"due_date" date NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"rate_percent" numeric(6, 3) NOT NULL,
	"term_months" integer NOT NULL,
	"points" numeric(6, 3) NOT NULL,
	"fees" numeric(12, 2) NOT NULL,
	"monthly_payment" numeric(14, 2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "loan_offers_state" CHECK ("loan_offers"."state" in ('open', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_audit_log_action" CHECK ("staff_audit_log"."action" in ('reveal', 'download'))
);
--> statement-breakpoint
-- Written by hand: drizzle-kit would drop and recreate the enum, failing on every stored 'received'.
ALTER TYPE "public"."application_status" RENAME VALUE 'received' TO 'submitted';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'in_review';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'documents_requested';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'conditionally_approved';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'offer_issued';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'offer_accepted';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'closing';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'funded';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'declined';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TABLE "flow_applications" ALTER COLUMN "status" SET DEFAULT 'submitted'::"public"."application_status";--> statement-breakpoint
ALTER TABLE "flow_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Applications submitted before the pipeline: last changed when submitted, with that as their first event.
UPDATE "flow_applications" SET "updated_at" = "submitted_at";--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "kind", "status", "actor", "created_at") SELECT "id", 'submitted', 'submitted', 'borrower', "submitted_at" FROM "flow_applications";--> statement-breakpoint
ALTER TABLE "flow_applications" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_member_id" uuid;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_documents" ADD CONSTRAINT "document_request_documents_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_documents" ADD CONSTRAINT "document_request_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_issued_by_staff_members_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_unique" ON "staff_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "document_request_documents_request_idx" ON "document_request_documents" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "document_requests_application_idx" ON "document_requests" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "loan_offers_application_idx" ON "loan_offers" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_at_idx" ON "staff_audit_log" USING btree ("created_at" desc);--> statement-breakpoint
ALTER TABLE "flow_applications" ADD CONSTRAINT "flow_applications_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_applications_submitted_at_idx" ON "flow_applications" USING btree ("submitted_at" desc);--> statement-breakpoint
CREATE INDEX "flow_applications_assignee_id_idx" ON "flow_applications" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "sessions_staff_member_id_idx" ON "sessions" USING btree ("staff_member_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_kind" CHECK ("sessions"."user_id" is null or "sessions"."staff_member_id" is null);