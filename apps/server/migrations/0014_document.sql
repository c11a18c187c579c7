CREATE TABLE "document_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"en_title" varchar(200) DEFAULT '' NOT NULL,
	"summary" varchar(2000) DEFAULT '' NOT NULL,
	"en_summary" varchar(4000) DEFAULT '' NOT NULL,
	"source" varchar(60) NOT NULL,
	"en_source" varchar(120) DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" date NOT NULL,
	"file" varchar(200) NOT NULL,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"own_cover" varchar(500) DEFAULT '' NOT NULL,
	"previews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"preview_status" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"download_amount" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_downloads_document_idx" ON "document_downloads" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "document_downloads_uid_idx" ON "document_downloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "documents_uid_idx" ON "documents" USING btree ("uid","updated_at");--> statement-breakpoint
CREATE INDEX "documents_live_idx" ON "documents" USING btree ("status","date");