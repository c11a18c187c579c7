CREATE TABLE "post_contact_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"type" varchar(4) NOT NULL,
	"title" varchar(40) NOT NULL,
	"content" varchar(300) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" varchar(12) NOT NULL,
	"region" varchar(12) NOT NULL,
	"contact" varchar(100) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "forum_reports_once_uq";--> statement-breakpoint
ALTER TABLE "forum_reports" ALTER COLUMN "thread_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD COLUMN "post_id" integer;--> statement-breakpoint
ALTER TABLE "post_contact_views" ADD CONSTRAINT "post_contact_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_contact_views" ADD CONSTRAINT "post_contact_views_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_contact_views_once_uq" ON "post_contact_views" USING btree ("post_id","uid","day");--> statement-breakpoint
CREATE INDEX "post_contact_views_uid_day_idx" ON "post_contact_views" USING btree ("uid","day");--> statement-breakpoint
CREATE INDEX "posts_uid_idx" ON "posts" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "posts_open_idx" ON "posts" USING btree ("type","id") WHERE "posts"."closed_at" IS NULL AND NOT "posts"."is_hidden";--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_reports_post_idx" ON "forum_reports" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_once_uq" ON "forum_reports" USING btree ("kind",coalesce("thread_id", 0),coalesce("reply_id", 0),coalesce("post_id", 0),"uid");