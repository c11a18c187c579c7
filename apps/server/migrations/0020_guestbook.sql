CREATE TABLE "guestbook_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer,
	"uid" integer,
	"name" varchar(40) NOT NULL,
	"contact" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"lang" varchar(2) NOT NULL,
	"proof" varchar(100) NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guestbook_messages" ADD CONSTRAINT "guestbook_messages_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestbook_messages" ADD CONSTRAINT "guestbook_messages_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestbook_messages" ADD CONSTRAINT "guestbook_messages_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guestbook_messages_proof_uq" ON "guestbook_messages" USING btree ("proof");--> statement-breakpoint
CREATE INDEX "guestbook_messages_events_idx" ON "guestbook_messages" USING btree ("events_id","id");--> statement-breakpoint
CREATE INDEX "guestbook_messages_unread_idx" ON "guestbook_messages" USING btree ("id") WHERE NOT "guestbook_messages"."is_read";--> statement-breakpoint
CREATE INDEX "guestbook_messages_uid_idx" ON "guestbook_messages" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "guestbook_messages_read_by_idx" ON "guestbook_messages" USING btree ("read_by");