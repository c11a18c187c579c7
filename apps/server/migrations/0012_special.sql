CREATE TABLE "special_articles" (
	"special_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "special_articles_special_id_article_id_pk" PRIMARY KEY("special_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"en_title" varchar(120) DEFAULT '' NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"en_summary" varchar(600) DEFAULT '' NOT NULL,
	"banner" varchar(500) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "special_articles" ADD CONSTRAINT "special_articles_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_articles" ADD CONSTRAINT "special_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_articles_article_idx" ON "special_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "specials_uid_idx" ON "specials" USING btree ("uid","updated_at");--> statement-breakpoint
CREATE INDEX "specials_live_idx" ON "specials" USING btree ("status","sort","updated_at");