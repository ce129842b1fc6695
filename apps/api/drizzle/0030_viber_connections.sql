CREATE TABLE "viber_connections" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"base_url" text NOT NULL,
	"token_sealed" text NOT NULL,
	"callback_secret_sealed" text NOT NULL,
	"sender" text NOT NULL,
	"ttl_seconds" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"date_last_updated" timestamp with time zone NOT NULL
);
