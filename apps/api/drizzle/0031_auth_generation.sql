-- A counter that moves on in the transaction of every change a cached session could be stale
-- after: a user or role changed or deleted, a session ended. Each API process keeps the sessions it
-- has read in memory and checks this one value on every request instead of reading the session,
-- its user and role again; any change, made by any process, is seen by the next request. The
-- account is read on every request anyway (its balance moves all the time), so it needs no trigger.
CREATE TABLE "auth_generation" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"value" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "auth_generation" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "bump_auth_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_generation" SET "value" = "value" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_generation" AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_generation"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_auth_generation" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_generation"();--> statement-breakpoint
CREATE TRIGGER "roles_auth_generation" AFTER UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_generation"();--> statement-breakpoint
CREATE TRIGGER "roles_truncate_auth_generation" AFTER TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_generation"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_generation" AFTER DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_generation"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_auth_generation" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_generation"();
