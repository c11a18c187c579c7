CREATE TABLE "netdisk_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"folder_id" integer,
	"name" varchar(120) NOT NULL,
	"size" bigint NOT NULL,
	"mime" varchar(100) NOT NULL,
	"key" varchar(200) NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "netdisk_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(120) NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "netdisk_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"file_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"password_hash" varchar(200) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"max_downloads" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "netdisk_uploads" (
	"id" varchar(22) PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"folder_id" integer DEFAULT 0 NOT NULL,
	"name" varchar(120) NOT NULL,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "netdisk_files" ADD CONSTRAINT "netdisk_files_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netdisk_files" ADD CONSTRAINT "netdisk_files_folder_id_netdisk_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."netdisk_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netdisk_folders" ADD CONSTRAINT "netdisk_folders_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netdisk_folders" ADD CONSTRAINT "netdisk_folders_parent_id_netdisk_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."netdisk_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netdisk_shares" ADD CONSTRAINT "netdisk_shares_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netdisk_shares" ADD CONSTRAINT "netdisk_shares_file_id_netdisk_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."netdisk_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "netdisk_uploads" ADD CONSTRAINT "netdisk_uploads_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "netdisk_files_place_idx" ON "netdisk_files" USING btree ("folder_id","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "netdisk_files_name_idx" ON "netdisk_files" USING btree ("uid",coalesce("folder_id", 0),lower("name")) WHERE "netdisk_files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "netdisk_folders_place_idx" ON "netdisk_folders" USING btree ("parent_id","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "netdisk_folders_name_idx" ON "netdisk_folders" USING btree ("uid",coalesce("parent_id", 0),lower("name")) WHERE "netdisk_folders"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "netdisk_shares_token_idx" ON "netdisk_shares" USING btree ("token");--> statement-breakpoint
CREATE INDEX "netdisk_shares_uid_idx" ON "netdisk_shares" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "netdisk_shares_file_idx" ON "netdisk_shares" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "netdisk_uploads_uid_idx" ON "netdisk_uploads" USING btree ("uid","folder_id");