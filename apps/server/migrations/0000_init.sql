CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"en_title" varchar(200) DEFAULT '' NOT NULL,
	"pic" text NOT NULL,
	"url_web" text DEFAULT '' NOT NULL,
	"position" varchar(16) DEFAULT 'index' NOT NULL,
	"platform" varchar(8) DEFAULT 'web' NOT NULL,
	"type" varchar(16) DEFAULT 'banner' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_subscriptions" (
	"column_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "column_subscriptions_column_id_uid_pk" PRIMARY KEY("column_id","uid")
);
--> statement-breakpoint
CREATE TABLE "columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"en_name" varchar(100) DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"article_amount" integer DEFAULT 0 NOT NULL,
	"chosen_amount" integer DEFAULT 0 NOT NULL,
	"subscribe_amount" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"en_title" varchar(200) DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"sponsor" jsonb NOT NULL,
	"extra_sponsor" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_rule" text DEFAULT '' NOT NULL,
	"decorate_mode" integer DEFAULT 1 NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"works_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"en_name" varchar(200) DEFAULT '' NOT NULL,
	"city" varchar(50) DEFAULT '' NOT NULL,
	"en_city" varchar(100) DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_guest_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"en_name" varchar(100) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"nickname" varchar(50) NOT NULL,
	"en_name" varchar(100) DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"en_company" varchar(200) DEFAULT '' NOT NULL,
	"position" varchar(100) DEFAULT '' NOT NULL,
	"en_position" varchar(200) DEFAULT '' NOT NULL,
	"brief" varchar(300) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"uid" integer NOT NULL,
	"follow_uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_uid_follow_uid_pk" PRIMARY KEY("uid","follow_uid")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_uid" integer NOT NULL,
	"receive_uid" integer NOT NULL,
	"content" text NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"from_uid" integer,
	"content" text DEFAULT '' NOT NULL,
	"link" varchar(300) DEFAULT '' NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"type" varchar(4) NOT NULL,
	"title" varchar(100) NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"quote_code_id" integer,
	"price" numeric(14, 2) NOT NULL,
	"currency" varchar(8) DEFAULT 'CNY' NOT NULL,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"quantity" varchar(50) DEFAULT '' NOT NULL,
	"contact" varchar(100) DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"en_name" varchar(100) NOT NULL,
	"symbol" varchar(10) DEFAULT '' NOT NULL,
	"unit" varchar(20) NOT NULL,
	"currency" varchar(8) DEFAULT 'CNY' NOT NULL,
	"is_quote" integer DEFAULT 1 NOT NULL,
	"is_recommend" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_code_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remember_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(16),
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"url" text NOT NULL,
	"mime" varchar(20) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"ascription" varchar(16) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(32),
	"password_hash" text,
	"nickname" varchar(32) NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"bg_url" text DEFAULT 'preset:1' NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"position" varchar(100) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"description" varchar(100) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"gender" varchar(8) DEFAULT 'secret' NOT NULL,
	"city" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"country_code" varchar(5) DEFAULT '86' NOT NULL,
	"tel" varchar(15),
	"email" varchar(100),
	"wechat_openid" varchar(64),
	"flag" integer DEFAULT 2 NOT NULL,
	"shop_id" integer DEFAULT 0 NOT NULL,
	"is_reviewer" integer DEFAULT 0 NOT NULL,
	"is_verified" integer DEFAULT 0 NOT NULL,
	"verified_type" integer DEFAULT 0 NOT NULL,
	"verified_reason" varchar(200) DEFAULT '' NOT NULL,
	"is_column" integer DEFAULT 0 NOT NULL,
	"is_homepage" integer DEFAULT 0 NOT NULL,
	"permission" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"follow_amount" integer DEFAULT 0 NOT NULL,
	"fans_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"target" varchar(120) NOT NULL,
	"scene" varchar(8) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "web_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "column_subscriptions" ADD CONSTRAINT "column_subscriptions_column_id_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_subscriptions" ADD CONSTRAINT "column_subscriptions_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "columns" ADD CONSTRAINT "columns_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_guest_groups" ADD CONSTRAINT "events_guest_groups_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_guests" ADD CONSTRAINT "events_guests_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_guests" ADD CONSTRAINT "events_guests_group_id_events_guest_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."events_guest_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follow_uid_users_id_fk" FOREIGN KEY ("follow_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_send_uid_users_id_fk" FOREIGN KEY ("send_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receive_uid_users_id_fk" FOREIGN KEY ("receive_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_uid_users_id_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quote_code_id_quote_codes_id_fk" FOREIGN KEY ("quote_code_id") REFERENCES "public"."quote_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_data" ADD CONSTRAINT "quote_data_quote_code_id_quote_codes_id_fk" FOREIGN KEY ("quote_code_id") REFERENCES "public"."quote_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_data" ADD CONSTRAINT "quote_data_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remember_keys" ADD CONSTRAINT "remember_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remember_keys" ADD CONSTRAINT "remember_keys_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","platform","type","sort");--> statement-breakpoint
CREATE INDEX "column_subscriptions_uid_idx" ON "column_subscriptions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "columns_uid_idx" ON "columns" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "events_guest_groups_events_idx" ON "events_guest_groups" USING btree ("events_id","sort");--> statement-breakpoint
CREATE INDEX "events_guests_events_idx" ON "events_guests" USING btree ("events_id","group_id","sort");--> statement-breakpoint
CREATE INDEX "follows_follow_uid_idx" ON "follows" USING btree ("follow_uid");--> statement-breakpoint
CREATE INDEX "messages_receive_idx" ON "messages" USING btree ("receive_uid","id");--> statement-breakpoint
CREATE INDEX "messages_send_idx" ON "messages" USING btree ("send_uid","id");--> statement-breakpoint
CREATE INDEX "notifications_uid_idx" ON "notifications" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("id");--> statement-breakpoint
CREATE INDEX "offers_code_idx" ON "offers" USING btree ("quote_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_data_code_date_uq" ON "quote_data" USING btree ("quote_code_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "remember_keys_key_uq" ON "remember_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "remember_keys_user_idx" ON "remember_keys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_uid_idx" ON "uploads" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_tel_uq" ON "users" USING btree ("country_code","tel");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_uq" ON "users" USING btree ("wechat_openid");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target","created_at");