CREATE TABLE "business_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"en_name" varchar(60) DEFAULT '' NOT NULL,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"en_company" varchar(150) DEFAULT '' NOT NULL,
	"position" varchar(50) DEFAULT '' NOT NULL,
	"en_position" varchar(80) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"wechat" varchar(40) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"en_address" varchar(300) DEFAULT '' NOT NULL,
	"avatar" varchar(300) DEFAULT '' NOT NULL,
	"share_token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_cards_uid_idx" ON "business_cards" USING btree ("uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_cards_share_token_uq" ON "business_cards" USING btree ("share_token");