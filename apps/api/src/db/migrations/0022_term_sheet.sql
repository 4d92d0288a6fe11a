ALTER TYPE "public"."application_status" ADD VALUE 'term_sheet_signed' BEFORE 'clear_to_close';--> statement-breakpoint
CREATE TABLE "term_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signed_ip" text,
	"signed_user_agent" text,
	"pdf_sha256" text,
	"pdf_base64" text,
	CONSTRAINT "term_sheets_signed_whole" CHECK (("term_sheets"."signed_at" is null) = ("term_sheets"."pdf_base64" is null) and ("term_sheets"."signed_at" is null) = ("term_sheets"."pdf_sha256" is null))
);
--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "repayment" text DEFAULT 'amortising' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "holdback" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_offers" ADD COLUMN "prepayment_terms" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "term_sheets" ADD CONSTRAINT "term_sheets_application_id_flow_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flow_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_sheets" ADD CONSTRAINT "term_sheets_offer_id_loan_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."loan_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "term_sheets_application_unique" ON "term_sheets" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_repayment" CHECK ("loan_offers"."repayment" in ('interest_only', 'amortising'));--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_prepayment_terms" CHECK ("loan_offers"."prepayment_terms" in ('none', 'three_months_interest', 'six_months_interest', 'one_percent_first_year'));--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_holdback" CHECK ("loan_offers"."holdback" >= 0 and "loan_offers"."holdback" <= "loan_offers"."amount");