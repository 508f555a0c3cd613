-- Edited by hand: call_detail_records is partitioned by month (drizzle cannot declare partitioning); the monthly
-- partitions are created ahead by the record sync and at start-up (modules/call-records/record-partitions.ts).
CREATE TABLE "alarm_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"org_path" text,
	"source" smallint NOT NULL,
	"message_type" smallint NOT NULL,
	"rule_id" integer,
	"rule_name" text,
	"cause" text NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	"iccids" text[] DEFAULT '{}'::text[] NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_detail_records" (
	"id" bigserial NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"org_path" text,
	"card_id" bigint,
	"iccid" text NOT NULL,
	"msisdn" text,
	"carrier_record_id" text NOT NULL,
	"record_type" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"direction" text,
	"peer" text,
	"uplink_bytes" bigint,
	"downlink_bytes" bigint,
	"duration_seconds" integer,
	"apn" text,
	"rat" text,
	"cell_area" text,
	"imei" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_detail_records_pkey" PRIMARY KEY("started_at","id")
) PARTITION BY RANGE ("started_at");
--> statement-breakpoint
CREATE TABLE "call_record_sync_state" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"synced_through" timestamp with time zone,
	"window_cursor" text,
	"last_run_at" timestamp with time zone,
	"last_record_count" integer,
	"last_error" text,
	"next_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"endpoint" text NOT NULL,
	"payload" text NOT NULL,
	"status" smallint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_code" integer,
	"response_excerpt" text,
	"last_error" text,
	"duration_ms" integer,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alarm_records" ADD CONSTRAINT "alarm_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_record_sync_state" ADD CONSTRAINT "call_record_sync_state_account_id_carrier_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."carrier_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_records" ADD CONSTRAINT "push_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_records_company" ON "alarm_records" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarm_records_iccids" ON "alarm_records" USING gin ("iccids");--> statement-breakpoint
CREATE UNIQUE INDEX "call_detail_records_carrier_id" ON "call_detail_records" USING btree ("account_id","carrier_record_id","started_at");--> statement-breakpoint
CREATE INDEX "call_detail_records_company" ON "call_detail_records" USING btree ("company_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_detail_records_card" ON "call_detail_records" USING btree ("iccid","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_detail_records_id" ON "call_detail_records" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_records_event" ON "push_records" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "push_records_company" ON "push_records" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_records_endpoint" ON "push_records" USING btree ("company_id","endpoint","queued_at");