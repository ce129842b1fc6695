-- PGlite runs inside the one API process that uses it. There the database tells that process of
-- each change a kept session could be stale after, as the change commits (NOTIFY, delivered with
-- the commit's own answer), and a signed-in request needs no query to know its session is current.
-- The process turns this on for its connection (`sendline.notify_changes`, src/db/database.ts). On
-- PostgreSQL nothing is sent: several processes share the database, each request reads the auth
-- generation as before (a notification arrives later than the next request may), and NOTIFY would
-- serialise the commits of every transaction that changes an account.
CREATE OR REPLACE FUNCTION "bump_auth_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_generation" SET "value" = "value" + 1;
  IF current_setting('sendline.notify_changes', true) = 'on' THEN
    PERFORM pg_notify('auth_changed', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  IF TG_TABLE_NAME = 'accounts' AND current_setting('sendline.notify_changes', true) = 'on' THEN
    PERFORM pg_notify('account_changed', NEW.id::text);
  END IF;
  RETURN NEW;
END
$$;
