CREATE TABLE "quote_data_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_code_id" integer NOT NULL,
	"date" date NOT NULL,
	"old_date" date,
	"old_price" numeric(14, 2),
	"new_price" numeric(14, 2),
	"action" varchar(8) NOT NULL,
	"uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_codes" ADD COLUMN "unit_grams" integer;--> statement-breakpoint
ALTER TABLE "quote_data_changes" ADD CONSTRAINT "quote_data_changes_quote_code_id_quote_codes_id_fk" FOREIGN KEY ("quote_code_id") REFERENCES "public"."quote_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_data_changes" ADD CONSTRAINT "quote_data_changes_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_data_changes_code_idx" ON "quote_data_changes" USING btree ("quote_code_id","id");--> statement-breakpoint
CREATE INDEX "quote_data_changes_uid_idx" ON "quote_data_changes" USING btree ("uid");--> statement-breakpoint
UPDATE "quote_codes" SET "unit_grams" = 1 WHERE "unit" = '元/克';--> statement-breakpoint
UPDATE "quote_codes" SET "unit_grams" = 1000 WHERE "unit" = '元/千克';
