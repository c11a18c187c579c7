CREATE TABLE "forum_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"like_amount" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_reply_likes" (
	"reply_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reply_likes_reply_id_uid_pk" PRIMARY KEY("reply_id","uid")
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"thread_id" integer NOT NULL,
	"reply_id" integer,
	"uid" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"detail" varchar(200) DEFAULT '' NOT NULL,
	"decision" varchar(12) DEFAULT 'open' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_thread_likes" (
	"thread_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_thread_likes_thread_id_uid_pk" PRIMARY KEY("thread_id","uid")
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"title" varchar(50) NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"like_amount" integer DEFAULT 0 NOT NULL,
	"reply_amount" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" varchar(200) DEFAULT '' NOT NULL,
	"last_reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspend_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reply_likes" ADD CONSTRAINT "forum_reply_likes_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reply_likes" ADD CONSTRAINT "forum_reply_likes_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_thread_likes" ADD CONSTRAINT "forum_thread_likes_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_thread_likes" ADD CONSTRAINT "forum_thread_likes_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_replies_thread_idx" ON "forum_replies" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "forum_replies_uid_idx" ON "forum_replies" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "forum_reply_likes_uid_idx" ON "forum_reply_likes" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_once_uq" ON "forum_reports" USING btree ("kind","thread_id",coalesce("reply_id", 0),"uid");--> statement-breakpoint
CREATE INDEX "forum_reports_thread_idx" ON "forum_reports" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "forum_reports_reply_idx" ON "forum_reports" USING btree ("reply_id");--> statement-breakpoint
CREATE INDEX "forum_reports_uid_idx" ON "forum_reports" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "forum_reports_decided_by_idx" ON "forum_reports" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "forum_reports_open_idx" ON "forum_reports" USING btree ("id") WHERE "forum_reports"."decision" = 'open';--> statement-breakpoint
CREATE INDEX "forum_thread_likes_uid_idx" ON "forum_thread_likes" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "forum_threads_uid_idx" ON "forum_threads" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "forum_threads_new_idx" ON "forum_threads" USING btree ("id") WHERE NOT "forum_threads"."is_hidden";