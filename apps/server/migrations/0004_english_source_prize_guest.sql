ALTER TABLE "draws" ADD COLUMN "en_prize" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events_guests" ADD COLUMN "en_brief" varchar(600) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events_guests" ADD COLUMN "en_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events_reports" ADD COLUMN "en_source" varchar(200) DEFAULT '' NOT NULL;