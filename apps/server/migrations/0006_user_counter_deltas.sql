CREATE TABLE "user_counter_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"follow_delta" integer DEFAULT 0 NOT NULL,
	"fans_delta" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_counter_deltas_uid_idx" ON "user_counter_deltas" USING btree ("uid");