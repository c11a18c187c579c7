CREATE TABLE "statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"en_title" varchar(200) DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"en_source" varchar(200) DEFAULT '' NOT NULL,
	"value_unit" varchar(20) NOT NULL,
	"en_value_unit" varchar(40) DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"en_description" varchar(1000) DEFAULT '' NOT NULL,
	"period" varchar(8) NOT NULL,
	"chart" varchar(8) NOT NULL,
	"visibility" varchar(8) NOT NULL,
	"on_home" boolean DEFAULT false NOT NULL,
	"series" jsonb NOT NULL,
	"periods" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statistics" ADD CONSTRAINT "statistics_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistics_uid_idx" ON "statistics" USING btree ("uid","updated_at");--> statement-breakpoint
CREATE INDEX "statistics_home_idx" ON "statistics" USING btree ("on_home","updated_at");