CREATE TABLE "rehab_budget_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"requested_cents" bigint NOT NULL,
	"approved_cents" bigint,
	CONSTRAINT "rehab_budget_lines_requested" CHECK ("rehab_budget_lines"."requested_cents" > 0),
	CONSTRAINT "rehab_budget_lines_approved" CHECK ("rehab_budget_lines"."approved_cents" is null or ("rehab_budget_lines"."approved_cents" >= 0 and "rehab_budget_lines"."approved_cents" <= "rehab_budget_lines"."requested_cents"))
);
--> statement-breakpoint
CREATE TABLE "rehab_budgets" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"approval_note" text
);
--> statement-breakpoint
CREATE TABLE "rehab_draw_documents" (
	"draw_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rehab_draw_documents_document_id_pk" PRIMARY KEY("document_id")
);
--> statement-breakpoint
CREATE TABLE "rehab_draw_lines" (
	"draw_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"requested_cents" bigint NOT NULL,
	"percent_complete" integer,
	"approved_cents" bigint,
	CONSTRAINT "rehab_draw_lines_draw_id_line_id_pk" PRIMARY KEY("draw_id","line_id"),
	CONSTRAINT "rehab_draw_lines_requested" CHECK ("rehab_draw_lines"."requested_cents" >= 0),
	CONSTRAINT "rehab_draw_lines_approved" CHECK ("rehab_draw_lines"."approved_cents" is null or ("rehab_draw_lines"."approved_cents" >= 0 and "rehab_draw_lines"."approved_cents" <= "rehab_draw_lines"."requested_cents")),
	CONSTRAINT "rehab_draw_lines_percent" CHECK ("rehab_draw_lines"."percent_complete" is null or "rehab_draw_lines"."percent_complete" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "rehab_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"access_notes" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspected_at" timestamp with time zone,
	"inspected_by" uuid,
	"inspection_note" text,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"approval_note" text,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"payment_note" text,
	"declined_at" timestamp with time zone,
	"declined_by" uuid,
	"decline_reason" text,
	CONSTRAINT "rehab_draws_state" CHECK ("rehab_draws"."state" in ('requested', 'inspected', 'approved', 'paid', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "rehab_budget_lines" ADD CONSTRAINT "rehab_budget_lines_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_budgets" ADD CONSTRAINT "rehab_budgets_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_budgets" ADD CONSTRAINT "rehab_budgets_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draw_documents" ADD CONSTRAINT "rehab_draw_documents_draw_id_rehab_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."rehab_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draw_documents" ADD CONSTRAINT "rehab_draw_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draw_lines" ADD CONSTRAINT "rehab_draw_lines_draw_id_rehab_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."rehab_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draw_lines" ADD CONSTRAINT "rehab_draw_lines_line_id_rehab_budget_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rehab_budget_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draws" ADD CONSTRAINT "rehab_draws_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draws" ADD CONSTRAINT "rehab_draws_inspected_by_staff_members_id_fk" FOREIGN KEY ("inspected_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draws" ADD CONSTRAINT "rehab_draws_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draws" ADD CONSTRAINT "rehab_draws_paid_by_staff_members_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehab_draws" ADD CONSTRAINT "rehab_draws_declined_by_staff_members_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rehab_budget_lines_position_idx" ON "rehab_budget_lines" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "rehab_draw_documents_draw_idx" ON "rehab_draw_documents" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "rehab_draw_lines_line_idx" ON "rehab_draw_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rehab_draws_number_idx" ON "rehab_draws" USING btree ("application_id","number");