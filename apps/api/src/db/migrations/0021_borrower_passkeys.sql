CREATE TABLE "borrower_passkey_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "borrower_passkey_challenges_owner" CHECK (("borrower_passkey_challenges"."purpose" = 'registration') = ("borrower_passkey_challenges"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "borrower_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "borrower_passkeys_counter_not_negative" CHECK ("borrower_passkeys"."counter" >= 0)
);
--> statement-breakpoint
ALTER TABLE "borrower_passkey_challenges" ADD CONSTRAINT "borrower_passkey_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrower_passkeys" ADD CONSTRAINT "borrower_passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "borrower_passkey_challenges_expires_at_idx" ON "borrower_passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "borrower_passkeys_credential_id_unique" ON "borrower_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "borrower_passkeys_user_id_idx" ON "borrower_passkeys" USING btree ("user_id","created_at");