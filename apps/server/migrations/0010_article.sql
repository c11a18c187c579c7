CREATE TABLE "article_favorites" (
	"article_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_favorites_article_id_uid_pk" PRIMARY KEY("article_id","uid")
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"article_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_article_id_uid_pk" PRIMARY KEY("article_id","uid")
);
--> statement-breakpoint
CREATE TABLE "article_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"reviewer_uid" integer,
	"kind" varchar(8) NOT NULL,
	"pass" boolean NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"title" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"column_id" integer,
	"title" varchar(100) NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"lang" varchar(2) DEFAULT 'zh' NOT NULL,
	"censor_status" integer DEFAULT 3 NOT NULL,
	"censor_reason" varchar(200) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"column_id" integer,
	"title" varchar(100) NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"lang" varchar(2) DEFAULT 'zh' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"censor_status" integer DEFAULT 3 NOT NULL,
	"censor_reason" varchar(200) DEFAULT '' NOT NULL,
	"is_top" integer DEFAULT 0 NOT NULL,
	"like_amount" integer DEFAULT 0 NOT NULL,
	"favorite_amount" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_favorites" ADD CONSTRAINT "article_favorites_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_favorites" ADD CONSTRAINT "article_favorites_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_reviewer_uid_users_id_fk" FOREIGN KEY ("reviewer_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_column_id_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_column_id_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_favorites_uid_idx" ON "article_favorites" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "article_likes_uid_idx" ON "article_likes" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "article_reviews_article_idx" ON "article_reviews" USING btree ("article_id","id");--> statement-breakpoint
CREATE INDEX "article_reviews_reviewer_idx" ON "article_reviews" USING btree ("reviewer_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_revisions_column_idx" ON "article_revisions" USING btree ("column_id");--> statement-breakpoint
CREATE INDEX "article_revisions_queue_idx" ON "article_revisions" USING btree ("submitted_at") WHERE censor_status = 0;--> statement-breakpoint
CREATE INDEX "articles_uid_idx" ON "articles" USING btree ("uid","updated_at");--> statement-breakpoint
CREATE INDEX "articles_column_idx" ON "articles" USING btree ("column_id");--> statement-breakpoint
CREATE INDEX "articles_live_idx" ON "articles" USING btree ("is_top","published_at","id") WHERE status = 1 AND censor_status = 1;--> statement-breakpoint
CREATE INDEX "articles_queue_idx" ON "articles" USING btree ("submitted_at") WHERE censor_status = 0;