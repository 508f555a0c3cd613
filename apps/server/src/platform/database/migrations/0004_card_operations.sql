-- Edited by hand: card_usage is partitioned by month (drizzle cannot declare partitioning); the monthly
-- partitions are created ahead by the usage sync and at start-up (modules/card-usage/usage-partitions.ts).
CREATE TABLE "card_change_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_change_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"iccid" text NOT NULL,
	"carrier_account_id" integer,
	"carrier_order_number" text,
	"state" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"reason_code" text,
	"reason" text,
	"delivery_state" text,
	"submitted_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_change_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_change_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"org_id" integer,
	"org_path" text,
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target_status" smallint,
	"reason" text,
	"batch" boolean DEFAULT false NOT NULL,
	"task_id" integer,
	"unmatched_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"scheduled_at" timestamp with time zone,
	"state" text NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_usage" (
	"card_id" bigint NOT NULL,
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"org_path" text,
	"data_kb" bigint NOT NULL,
	"sms_count" integer DEFAULT 0 NOT NULL,
	"voice_minutes" integer DEFAULT 0 NOT NULL,
	"complete" boolean NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_usage_pkey" PRIMARY KEY("card_id","day")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "card_usage_day_totals" (
	"company_id" integer NOT NULL,
	"org_path" text NOT NULL,
	"day" date NOT NULL,
	"data_kb" bigint DEFAULT 0 NOT NULL,
	"sms_count" bigint DEFAULT 0 NOT NULL,
	"voice_minutes" bigint DEFAULT 0 NOT NULL,
	"card_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_usage_day_totals_pkey" PRIMARY KEY("company_id","day","org_path")
);
--> statement-breakpoint
CREATE TABLE "card_usage_sync_state" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"synced_through_day" date,
	"next_scheduled_at" timestamp with time zone,
	"last_task_id" integer,
	"last_run_started_at" timestamp with time zone,
	"last_run_finished_at" timestamp with time zone,
	"last_run_card_count" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_change_items" ADD CONSTRAINT "card_change_items_order_id_card_change_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."card_change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_items" ADD CONSTRAINT "card_change_items_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_items" ADD CONSTRAINT "card_change_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_orders" ADD CONSTRAINT "card_change_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_orders" ADD CONSTRAINT "card_change_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_orders" ADD CONSTRAINT "card_change_orders_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_orders" ADD CONSTRAINT "card_change_orders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_usage" ADD CONSTRAINT "card_usage_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_usage_day_totals" ADD CONSTRAINT "card_usage_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_usage_sync_state" ADD CONSTRAINT "card_usage_sync_state_account_id_carrier_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."carrier_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_usage_sync_state" ADD CONSTRAINT "card_usage_sync_state_last_task_id_tasks_id_fk" FOREIGN KEY ("last_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_change_items_order" ON "card_change_items" USING btree ("order_id","state","id");--> statement-breakpoint
CREATE INDEX "card_change_items_card" ON "card_change_items" USING btree ("card_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_change_items_iccid" ON "card_change_items" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "card_change_items_due" ON "card_change_items" USING btree ("next_check_at") WHERE state in ('pending', 'unknown');--> statement-breakpoint
CREATE INDEX "card_change_orders_company" ON "card_change_orders" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_change_orders_org_path" ON "card_change_orders" USING btree ("org_path" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "card_change_orders_due" ON "card_change_orders" USING btree ("scheduled_at") WHERE state = 'scheduled';--> statement-breakpoint
CREATE INDEX "card_usage_day_totals_day" ON "card_usage_day_totals" USING btree ("day");--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_carrier_account_id_carrier_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."carrier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_cards_carrier_account" ON "sim_cards" USING btree ("carrier_account_id","id");