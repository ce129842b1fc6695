ALTER TABLE "api_keys" ADD COLUMN "name" text DEFAULT 'API key' NOT NULL;
