CREATE TABLE "message_blocks" (
	"uid" integer NOT NULL,
	"blocked_uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_blocks_uid_blocked_uid_pk" PRIMARY KEY("uid","blocked_uid")
);
--> statement-breakpoint
CREATE TABLE "certification_files" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"type" smallint NOT NULL,
	"name" varchar(50) NOT NULL,
	"organisation" varchar(100) DEFAULT '' NOT NULL,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"reason" varchar(40) NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_strangers" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_blocked_uid_users_id_fk" FOREIGN KEY ("blocked_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_files" ADD CONSTRAINT "certification_files_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_blocks_blocked_uid_idx" ON "message_blocks" USING btree ("blocked_uid");--> statement-breakpoint
CREATE INDEX "certification_files_uid_idx" ON "certification_files" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "certifications_uid_idx" ON "certifications" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "certifications_status_idx" ON "certifications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "certifications_decided_by_idx" ON "certifications" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_waiting_uq" ON "certifications" USING btree ("uid") WHERE "certifications"."status" = 0;