CREATE TABLE "blast_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_rejects" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"line" integer NOT NULL,
	"reason" text NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"uploaded_by" integer,
	"stored_name" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"purpose" text NOT NULL,
	"campaign_kind" text,
	"filetype_code" text,
	"contact_type_code" text,
	"headers" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows_on_file" integer DEFAULT 0 NOT NULL,
	"valid_contacts" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"error" text,
	"error_code" integer,
	"error_field" text,
	"group_id" integer,
	"new_group_name" text,
	"replace_zero" boolean DEFAULT true NOT NULL,
	"is_purged" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blast_rows" ADD CONSTRAINT "blast_rows_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_rejects" ADD CONSTRAINT "upload_rejects_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blast_rows_file" ON "blast_rows" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "upload_rejects_file" ON "upload_rejects" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_account" ON "uploaded_files" USING btree ("account_id");