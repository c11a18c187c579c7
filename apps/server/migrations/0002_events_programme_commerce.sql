CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_kind_ck" CHECK ("coupons"."kind" IN ('percent', 'amount')),
	CONSTRAINT "coupons_used_ck" CHECK ("coupons"."used" >= 0 AND "coupons"."used" <= "coupons"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "draw_winners" (
	"draw_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "draw_winners_draw_id_ticket_id_pk" PRIMARY KEY("draw_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"prize" varchar(100) NOT NULL,
	"winners" integer NOT NULL,
	"candidates" integer NOT NULL,
	"drawn_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_agenda_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" varchar(200) NOT NULL,
	"en_title" varchar(300) DEFAULT '' NOT NULL,
	"room" varchar(100) DEFAULT '' NOT NULL,
	"en_room" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"en_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "events_agenda_sessions_time_ck" CHECK ("events_agenda_sessions"."ends_at" > "events_agenda_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "events_agenda_speakers" (
	"session_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "events_agenda_speakers_session_id_guest_id_pk" PRIMARY KEY("session_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "events_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"caption" varchar(200) DEFAULT '' NOT NULL,
	"en_caption" varchar(300) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"uid" integer,
	"batch" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"first_name" varchar(50) DEFAULT '' NOT NULL,
	"last_name" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(100) NOT NULL,
	"country_code" varchar(4) DEFAULT '86' NOT NULL,
	"mobile" varchar(15) DEFAULT '' NOT NULL,
	"tel" varchar(20) DEFAULT '' NOT NULL,
	"company" varchar(100) NOT NULL,
	"designation" varchar(100) DEFAULT '' NOT NULL,
	"position" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"country" varchar(60) DEFAULT '' NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"banquet" boolean DEFAULT false NOT NULL,
	"receipt" boolean DEFAULT false NOT NULL,
	"delegate_name" varchar(100) DEFAULT '' NOT NULL,
	"attendance" varchar(16) NOT NULL,
	"coupon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_registrations_attendance_ck" CHECK ("events_registrations"."attendance" IN ('delegate', 'exhibitor', 'speaker', 'media', 'visitor'))
);
--> statement-breakpoint
CREATE TABLE "events_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"en_title" varchar(300) DEFAULT '' NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"en_summary" varchar(800) DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"en_content" text DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events_sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"tier" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"en_name" varchar(200) DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"en_description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "events_sponsors_tier_ck" CHECK ("events_sponsors"."tier" IN ('title', 'platinum', 'gold', 'silver', 'partner', 'media'))
);
--> statement-breakpoint
CREATE TABLE "events_staff" (
	"events_id" integer NOT NULL,
	"uid" integer NOT NULL,
	CONSTRAINT "events_staff_events_id_uid_pk" PRIMARY KEY("events_id","uid")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"uid" integer NOT NULL,
	"events_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"coupon_id" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"provider" varchar(16) DEFAULT '' NOT NULL,
	"provider_ref" varchar(64) DEFAULT '' NOT NULL,
	"invoice" jsonb,
	"shipping" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" IN ('pending', 'paid', 'cancelled', 'refunded')),
	CONSTRAINT "orders_quantity_ck" CHECK ("orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"events_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"en_name" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"en_description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"quota" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_order" integer DEFAULT 5 NOT NULL,
	"sale_start" timestamp with time zone NOT NULL,
	"sale_end" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_types_sold_ck" CHECK ("ticket_types"."sold" >= 0 AND "ticket_types"."sold" <= "ticket_types"."quota"),
	CONSTRAINT "ticket_types_price_ck" CHECK ("ticket_types"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"order_id" integer NOT NULL,
	"events_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"registration_id" integer,
	"holder" varchar(100) NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'valid' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_winners" ADD CONSTRAINT "draw_winners_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_winners" ADD CONSTRAINT "draw_winners_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_agenda_sessions" ADD CONSTRAINT "events_agenda_sessions_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_agenda_speakers" ADD CONSTRAINT "events_agenda_speakers_session_id_events_agenda_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."events_agenda_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_agenda_speakers" ADD CONSTRAINT "events_agenda_speakers_guest_id_events_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."events_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_comments" ADD CONSTRAINT "events_comments_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_comments" ADD CONSTRAINT "events_comments_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_photos" ADD CONSTRAINT "events_photos_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_registrations" ADD CONSTRAINT "events_registrations_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_registrations" ADD CONSTRAINT "events_registrations_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_registrations" ADD CONSTRAINT "events_registrations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_reports" ADD CONSTRAINT "events_reports_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_sponsors" ADD CONSTRAINT "events_sponsors_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_staff" ADD CONSTRAINT "events_staff_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events_staff" ADD CONSTRAINT "events_staff_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_events_id_events_id_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_registration_id_events_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."events_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("events_id","code");--> statement-breakpoint
CREATE INDEX "draws_events_idx" ON "draws" USING btree ("events_id","created_at");--> statement-breakpoint
CREATE INDEX "events_agenda_sessions_events_idx" ON "events_agenda_sessions" USING btree ("events_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_comments_events_idx" ON "events_comments" USING btree ("events_id","created_at");--> statement-breakpoint
CREATE INDEX "events_photos_events_idx" ON "events_photos" USING btree ("events_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "events_registrations_email_uq" ON "events_registrations" USING btree ("events_id",lower("email"));--> statement-breakpoint
CREATE INDEX "events_registrations_uid_idx" ON "events_registrations" USING btree ("uid","events_id");--> statement-breakpoint
CREATE INDEX "events_registrations_batch_idx" ON "events_registrations" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "events_reports_events_idx" ON "events_reports" USING btree ("events_id","published_at");--> statement-breakpoint
CREATE INDEX "events_sponsors_events_idx" ON "events_sponsors" USING btree ("events_id","sort");--> statement-breakpoint
CREATE INDEX "orders_uid_idx" ON "orders" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "ticket_types_events_idx" ON "ticket_types" USING btree ("events_id","sort");--> statement-breakpoint
CREATE INDEX "tickets_uid_idx" ON "tickets" USING btree ("uid","events_id");--> statement-breakpoint
CREATE INDEX "tickets_checked_in_idx" ON "tickets" USING btree ("events_id") WHERE checked_in_at IS NOT NULL;