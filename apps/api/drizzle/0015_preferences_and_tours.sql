CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"date_last_updated" timestamp with time zone NOT NULL,
	CONSTRAINT "user_preferences_theme_check" CHECK ("theme" IN ('system', 'light', 'dark'))
);
--> statement-breakpoint
CREATE TABLE "tour_states" (
	"user_id" integer NOT NULL,
	"tour_name" text NOT NULL,
	"done" boolean NOT NULL,
	"date_last_updated" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_states_user_id_tour_name_pk" PRIMARY KEY("user_id","tour_name")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tour_states" ADD CONSTRAINT "tour_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
