CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"en_title" varchar(160) DEFAULT '' NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"en_summary" varchar(600) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"is_public" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_entries" (
	"series_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "series_entries_series_id_kind_ref_id_pk" PRIMARY KEY("series_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "series_progress" (
	"uid" integer NOT NULL,
	"series_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_progress_uid_series_id_kind_ref_id_pk" PRIMARY KEY("uid","series_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"en_title" varchar(160) DEFAULT '' NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"en_summary" varchar(600) DEFAULT '' NOT NULL,
	"content" varchar(5000) DEFAULT '' NOT NULL,
	"en_content" varchar(10000) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"source_type" varchar(8) NOT NULL,
	"source_url" varchar(1000) NOT NULL,
	"is_public" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "series_entries" ADD CONSTRAINT "series_entries_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_progress" ADD CONSTRAINT "series_progress_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_progress" ADD CONSTRAINT "series_progress_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_entries_ref_idx" ON "series_entries" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "series_progress_series_idx" ON "series_progress" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "videos_public_idx" ON "videos" USING btree ("is_public","published_at");