-- Every change of a campaign or account row raises its version, whichever process or statement
-- made it: the snapshots the socket pushes carry it, so of those several processes send about one
-- campaign (or one balance), clients keep the newest.
ALTER TABLE "campaigns" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_version" BEFORE UPDATE ON "campaigns"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();--> statement-breakpoint
CREATE TRIGGER "accounts_version" BEFORE UPDATE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "bump_version"();
