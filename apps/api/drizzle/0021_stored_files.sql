CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"stored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_name_seq_pk" PRIMARY KEY("name","seq")
);
