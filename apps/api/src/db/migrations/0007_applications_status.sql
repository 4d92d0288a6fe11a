CREATE TYPE "public"."application_status" AS ENUM('received');--> statement-breakpoint
ALTER TABLE "flow_applications" ADD COLUMN "status" "application_status" DEFAULT 'received' NOT NULL;