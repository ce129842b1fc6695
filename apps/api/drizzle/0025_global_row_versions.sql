-- Versions from one sequence rather than each row's own count: they keep growing when a row is
-- deleted and made again under the same id (an account's data reset), so a client holding an older
-- row's higher version never takes the new row's pushes for stale ones.
CREATE SEQUENCE "row_versions";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval('row_versions');
  RETURN NEW;
END
$$;
