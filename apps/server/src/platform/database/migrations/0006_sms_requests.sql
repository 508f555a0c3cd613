CREATE TABLE "sms_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_requests_hash_created" ON "sms_requests" USING btree ("request_hash","created_at");