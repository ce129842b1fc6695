-- A large campaign answers its go-live before its recipients are written: the engine's next pass
-- writes them in one transaction and only then sends. Campaigns so far have theirs written.
ALTER TABLE "campaigns" ADD COLUMN "recipients_written" boolean DEFAULT true NOT NULL;
