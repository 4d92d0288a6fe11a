ALTER TYPE "public"."application_status" ADD VALUE 'clear_to_close' BEFORE 'closing';--> statement-breakpoint
CREATE TABLE "loan_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date NOT NULL,
	"cleared_by" text NOT NULL,
	"document_request_id" uuid,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by_staff" uuid,
	"clear_note" text,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	CONSTRAINT "loan_conditions_document_request_id_unique" UNIQUE("document_request_id"),
	CONSTRAINT "loan_conditions_stage" CHECK ("loan_conditions"."stage" in ('prior_to_docs', 'prior_to_closing', 'prior_to_funding')),
	CONSTRAINT "loan_conditions_cleared_by" CHECK ("loan_conditions"."cleared_by" in ('borrower_upload', 'staff_note', 'both'))
);
--> statement-breakpoint
ALTER TABLE "loan_conditions" ADD CONSTRAINT "loan_conditions_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_conditions" ADD CONSTRAINT "loan_conditions_document_request_id_document_requests_id_fk" FOREIGN KEY ("document_request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_conditions" ADD CONSTRAINT "loan_conditions_added_by_staff_members_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_conditions" ADD CONSTRAINT "loan_conditions_cleared_by_staff_staff_members_id_fk" FOREIGN KEY ("cleared_by_staff") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_conditions_application_idx" ON "loan_conditions" USING btree ("application_id","created_at");