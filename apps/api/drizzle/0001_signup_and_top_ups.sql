CREATE TABLE "pending_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"country_code" text NOT NULL,
	"company_name" text NOT NULL,
	"fname" text NOT NULL,
	"lname" text NOT NULL,
	"email_validated" boolean DEFAULT false NOT NULL,
	"mobile_validated" boolean DEFAULT false NOT NULL,
	"email_pin_hash" text,
	"email_pin_expires_at" timestamp with time zone,
	"mobile_pin_hash" text,
	"mobile_pin_expires_at" timestamp with time zone,
	"mobile_code_sent_at" timestamp with time zone,
	"email_replace_attempts" integer DEFAULT 0 NOT NULL,
	"mobile_code_send_attempts" integer DEFAULT 0 NOT NULL,
	"mobile_replace_attempts" integer DEFAULT 0 NOT NULL,
	"email_code_verify_attempts" integer DEFAULT 0 NOT NULL,
	"mobile_code_verify_attempts" integer DEFAULT 0 NOT NULL,
	"mobile_pin_failures" integer DEFAULT 0 NOT NULL,
	"is_process_completed" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"account_id" integer,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"txnid" text NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "top_ups_txnid_unique" UNIQUE("txnid")
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD CONSTRAINT "pending_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;