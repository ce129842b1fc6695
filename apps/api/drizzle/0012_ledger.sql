CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(14, 4) DEFAULT 0 NOT NULL,
	"withholding" numeric(14, 4) DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"campaign_id" integer,
	"top_up_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "provider" text DEFAULT 'bank_transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "currency_code" text DEFAULT 'PHP' NOT NULL;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_id", "type", "amount", "withholding", "currency_code", "reason", "created_at")
SELECT "id", 'opening', "balance_monetary", "balance_monetary_withholding", "currency_code", 'Opening balance', now() FROM "accounts";--> statement-breakpoint
CREATE FUNCTION "ledger_opening_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_entries" ("account_id", "type", "amount", "withholding", "currency_code", "reason", "created_at")
  VALUES (NEW."id", 'opening', NEW."balance_monetary", NEW."balance_monetary_withholding", NEW."currency_code", 'Opening balance', NEW."date_created");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_ledger_opening" AFTER INSERT ON "accounts" FOR EACH ROW EXECUTE FUNCTION "ledger_opening_balance"();--> statement-breakpoint
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
