CREATE TABLE "column_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"en_name" varchar(60) DEFAULT '' NOT NULL,
	"content" varchar(300) NOT NULL,
	"en_content" varchar(600) DEFAULT '' NOT NULL,
	"pic" varchar(500) DEFAULT '' NOT NULL,
	"samples" varchar(500) NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"decider_uid" integer,
	"column_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "column_applications" ADD CONSTRAINT "column_applications_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_applications" ADD CONSTRAINT "column_applications_decider_uid_users_id_fk" FOREIGN KEY ("decider_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_applications" ADD CONSTRAINT "column_applications_column_id_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "column_applications_uid_idx" ON "column_applications" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "column_applications_status_idx" ON "column_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "column_applications_decider_uid_idx" ON "column_applications" USING btree ("decider_uid");--> statement-breakpoint
CREATE INDEX "column_applications_column_id_idx" ON "column_applications" USING btree ("column_id");--> statement-breakpoint
CREATE UNIQUE INDEX "column_applications_one_waiting" ON "column_applications" USING btree ("uid") WHERE "column_applications"."status" = 0;