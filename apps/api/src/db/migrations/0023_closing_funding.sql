CREATE TABLE "funded_loans" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"loan_number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"rate_percent" numeric(6, 3) NOT NULL,
	"term_months" integer NOT NULL,
	"repayment" text NOT NULL,
	"monthly_payment" numeric(14, 2) NOT NULL,
	"funded_on" date NOT NULL,
	"first_payment_on" date NOT NULL,
	"funded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funded_loans_amount" CHECK ("funded_loans"."amount" > 0),
	CONSTRAINT "funded_loans_first_payment" CHECK ("funded_loans"."first_payment_on" > "funded_loans"."funded_on"),
	CONSTRAINT "funded_loans_repayment" CHECK ("funded_loans"."repayment" in ('interest_only', 'amortising'))
);
--> statement-breakpoint
CREATE TABLE "loan_closings" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"closing_date" date NOT NULL,
	"closing_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"address" text,
	"title_company_name" text NOT NULL,
	"title_company_email" text,
	"title_company_phone" text,
	"scheduled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_closings_place" CHECK ("loan_closings"."place" in ('in_person', 'remote')),
	CONSTRAINT "loan_closings_address" CHECK ("loan_closings"."place" = 'remote' or "loan_closings"."address" is not null)
);
--> statement-breakpoint
CREATE TABLE "payoff_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"note" text,
	"payoff_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount" numeric(14, 2),
	"good_through" date,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	CONSTRAINT "payoff_requests_answer_whole" CHECK (("payoff_requests"."answered_at" is null) = ("payoff_requests"."amount" is null) and ("payoff_requests"."answered_at" is null) = ("payoff_requests"."good_through" is null))
);
--> statement-breakpoint
ALTER TABLE "funded_loans" ADD CONSTRAINT "funded_loans_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funded_loans" ADD CONSTRAINT "funded_loans_offer_id_loan_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."loan_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funded_loans" ADD CONSTRAINT "funded_loans_funded_by_staff_members_id_fk" FOREIGN KEY ("funded_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_closings" ADD CONSTRAINT "loan_closings_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_closings" ADD CONSTRAINT "loan_closings_scheduled_by_staff_members_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payoff_requests" ADD CONSTRAINT "payoff_requests_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payoff_requests" ADD CONSTRAINT "payoff_requests_answered_by_staff_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funded_loans_loan_number_unique" ON "funded_loans" USING btree ("loan_number");--> statement-breakpoint
CREATE INDEX "payoff_requests_application_idx" ON "payoff_requests" USING btree ("application_id","created_at");