CREATE TABLE "broadcast_reminders" (
	"broadcast_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"lang" varchar(2) DEFAULT 'zh' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_reminders_broadcast_id_uid_pk" PRIMARY KEY("broadcast_id","uid")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(80) NOT NULL,
	"en_title" varchar(160) DEFAULT '' NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"en_summary" varchar(600) DEFAULT '' NOT NULL,
	"content" varchar(5000) DEFAULT '' NOT NULL,
	"en_content" varchar(10000) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"host" varchar(60) DEFAULT '' NOT NULL,
	"en_host" varchar(120) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"source_type" varchar(8) NOT NULL,
	"source_url" varchar(1000) DEFAULT '' NOT NULL,
	"replay_url" varchar(1000) DEFAULT '' NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"article_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" integer DEFAULT 1 NOT NULL,
	"remind_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_reminders" ADD CONSTRAINT "broadcast_reminders_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_reminders" ADD CONSTRAINT "broadcast_reminders_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_reminders_uid_idx" ON "broadcast_reminders" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "broadcasts_start_idx" ON "broadcasts" USING btree ("is_public","start_time");--> statement-breakpoint
CREATE INDEX "broadcasts_end_idx" ON "broadcasts" USING btree ("is_public","end_time");