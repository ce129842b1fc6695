CREATE TABLE "mobile_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"pin_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD CONSTRAINT "mobile_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
