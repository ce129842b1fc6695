CREATE TABLE "report_traffic_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"operator" text NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(18, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "report_traffic_daily_pkey" PRIMARY KEY("account_id","day","channel","source","category","operator","user_id")
);
--> statement-breakpoint
ALTER TABLE "report_traffic_daily" ADD CONSTRAINT "report_traffic_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "campaign_recipients_done" ON "campaign_recipients" USING btree ("campaign_id","done_at");
--> statement-breakpoint
CREATE TABLE "report_traffic_monthly" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"operator" text NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(18, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "report_traffic_monthly_pkey" PRIMARY KEY("account_id","month","channel","source","category","operator","user_id")
);
--> statement-breakpoint
ALTER TABLE "report_traffic_monthly" ADD CONSTRAINT "report_traffic_monthly_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
