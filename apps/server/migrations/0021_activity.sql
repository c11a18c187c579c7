CREATE TABLE "activity_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"content" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"question" varchar(100) NOT NULL,
	"en_question" varchar(200) DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"answer_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_answers" ADD CONSTRAINT "activity_answers_question_id_activity_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."activity_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_answers" ADD CONSTRAINT "activity_answers_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_questions" ADD CONSTRAINT "activity_questions_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_answers_question_uid_uq" ON "activity_answers" USING btree ("question_id","uid");--> statement-breakpoint
CREATE INDEX "activity_answers_uid_idx" ON "activity_answers" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "activity_questions_events_idx" ON "activity_questions" USING btree ("events_id","id");