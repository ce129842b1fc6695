ALTER TABLE "routes" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
