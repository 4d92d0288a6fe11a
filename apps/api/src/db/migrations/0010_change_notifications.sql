-- Every API process caches user_info answers and active sessions (ADR 0030). These triggers tell
-- all of them, through NOTIFY after the writing transaction commits, whose answer changed: any
-- write, from any process or tool, so no code path can forget to. The channel names are in
-- src/db/change-notifications.ts; the payload is the id the listeners forget.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "channel" text := TG_ARGV[0];
  "old_id" text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[1] END;
  "new_id" text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[1] END;
BEGIN
  IF "old_id" IS NOT NULL THEN PERFORM pg_notify("channel", "old_id"); END IF;
  IF "new_id" IS NOT NULL AND "new_id" IS DISTINCT FROM "old_id" THEN PERFORM pg_notify("channel", "new_id"); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Any change to an account (name, email, phone and its verification, deletion).
CREATE TRIGGER "users_notify_user_info" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('user_info_changed', 'id');
--> statement-breakpoint
-- A submit, a status change, an application moving to an account (user_info's status); not
-- assignment or other staff bookkeeping.
CREATE TRIGGER "flow_applications_notify_user_info" AFTER INSERT OR DELETE OR UPDATE OF "status", "submitted_at", "user_id" ON "flow_applications"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('user_info_changed', 'user_id');
--> statement-breakpoint
-- A revocation (logout, refresh-token reuse, password change) or a session deleted with its account.
CREATE TRIGGER "sessions_notify_ended" AFTER DELETE OR UPDATE OF "revoked_at" ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('session_ended', 'id');
