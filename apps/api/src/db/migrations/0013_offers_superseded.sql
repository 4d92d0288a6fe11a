-- Accepting an offer closes the application's other open offers as superseded (issue #33).
ALTER TABLE "loan_offers" DROP CONSTRAINT "loan_offers_state";--> statement-breakpoint
ALTER TABLE "loan_offers" ADD CONSTRAINT "loan_offers_state" CHECK ("loan_offers"."state" in ('open', 'accepted', 'declined', 'withdrawn', 'superseded'));
