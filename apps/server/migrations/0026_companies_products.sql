CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"en_name" varchar(150) DEFAULT '' NOT NULL,
	"logo" varchar(300) DEFAULT '' NOT NULL,
	"licence_no" varchar(30) DEFAULT '' NOT NULL,
	"intro" varchar(2000) DEFAULT '' NOT NULL,
	"en_intro" varchar(4000) DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"en_address" varchar(300) DEFAULT '' NOT NULL,
	"contact_name" varchar(30) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"review_note" varchar(200) DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"published" jsonb,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"en_name" varchar(120) DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" varchar(12) NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(14, 2),
	"unit" varchar(10) DEFAULT '' NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"en_description" varchar(2000) DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_uid_uq" ON "companies" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "companies_reviewed_by_idx" ON "companies" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "companies_pending_idx" ON "companies" USING btree ("submitted_at") WHERE "companies"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("company_id","id") WHERE "products"."is_published";