CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"title" varchar(100) NOT NULL,
	"en_title" varchar(200) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"en_content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pages_name_idx" ON "pages" USING btree ("name");