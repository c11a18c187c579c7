CREATE TABLE "data_item_values" (
	"item_id" integer NOT NULL,
	"period" varchar(10) NOT NULL,
	"value" numeric(20, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"en_name" varchar(120) DEFAULT '' NOT NULL,
	"value_unit" varchar(20) NOT NULL,
	"en_value_unit" varchar(40) DEFAULT '' NOT NULL,
	"frequency" varchar(8) NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"en_source" varchar(200) DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"en_description" varchar(1000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_set_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_set_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"file" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"format" varchar(8) NOT NULL,
	"download_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_set_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"version" integer NOT NULL,
	"mode" varchar(8) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"file_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"en_title" varchar(200) DEFAULT '' NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"en_description" varchar(4000) DEFAULT '' NOT NULL,
	"licence" varchar(16) NOT NULL,
	"access" varchar(8) NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"download_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_item_values" ADD CONSTRAINT "data_item_values_item_id_data_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."data_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_items" ADD CONSTRAINT "data_items_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_set_downloads" ADD CONSTRAINT "data_set_downloads_set_id_data_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_set_downloads" ADD CONSTRAINT "data_set_downloads_file_id_data_set_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."data_set_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_set_downloads" ADD CONSTRAINT "data_set_downloads_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_set_files" ADD CONSTRAINT "data_set_files_set_id_data_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_set_versions" ADD CONSTRAINT "data_set_versions_set_id_data_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sets" ADD CONSTRAINT "data_sets_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_item_values_period_idx" ON "data_item_values" USING btree ("item_id","period");--> statement-breakpoint
CREATE INDEX "data_items_uid_idx" ON "data_items" USING btree ("uid","updated_at");--> statement-breakpoint
CREATE INDEX "data_set_downloads_set_idx" ON "data_set_downloads" USING btree ("set_id","created_at");--> statement-breakpoint
CREATE INDEX "data_set_downloads_file_idx" ON "data_set_downloads" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "data_set_downloads_uid_idx" ON "data_set_downloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "data_set_files_set_idx" ON "data_set_files" USING btree ("set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_set_versions_set_version_idx" ON "data_set_versions" USING btree ("set_id","version");--> statement-breakpoint
CREATE INDEX "data_sets_uid_idx" ON "data_sets" USING btree ("uid","updated_at");--> statement-breakpoint
CREATE INDEX "data_sets_live_idx" ON "data_sets" USING btree ("published","updated_at");