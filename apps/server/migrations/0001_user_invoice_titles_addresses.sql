CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"realname" varchar(32) NOT NULL,
	"country_code" varchar(4) DEFAULT '86' NOT NULL,
	"tel" varchar(15) NOT NULL,
	"street" varchar(200) NOT NULL,
	"zip" varchar(6) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"title_type" varchar(8) NOT NULL,
	"title_name" varchar(100) NOT NULL,
	"tax_number" varchar(18) DEFAULT '' NOT NULL,
	"reg_address" varchar(200) DEFAULT '' NOT NULL,
	"reg_phone" varchar(20) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(40) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_invoice_titles_type_ck" CHECK ("user_invoice_titles"."title_type" IN ('personal', 'company'))
);
--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invoice_titles" ADD CONSTRAINT "user_invoice_titles_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_addresses_uid_idx" ON "user_addresses" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_default_uq" ON "user_addresses" USING btree ("uid") WHERE is_default;--> statement-breakpoint
CREATE INDEX "user_invoice_titles_uid_idx" ON "user_invoice_titles" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invoice_titles_default_uq" ON "user_invoice_titles" USING btree ("uid") WHERE is_default;