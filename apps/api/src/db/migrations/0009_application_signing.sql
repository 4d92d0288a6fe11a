ALTER TABLE "flow_applications" ADD COLUMN "signed_ip" text;--> statement-breakpoint
ALTER TABLE "flow_applications" ADD COLUMN "signed_user_agent" text;--> statement-breakpoint
ALTER TABLE "flow_applications" ADD COLUMN "answers_sha256" text;