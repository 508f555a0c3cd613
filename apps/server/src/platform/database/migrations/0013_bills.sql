CREATE TABLE "bill_card_plans" (
	"card_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_differences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_differences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month" date NOT NULL,
	"company_id" integer NOT NULL,
	"org_path" text,
	"iccid" text NOT NULL,
	"reason" smallint NOT NULL,
	"our_cents" bigint,
	"carrier_cents" bigint,
	"carrier_issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_rate_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_rate_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"monthly_fee_cents" bigint NOT NULL,
	"included_kb" bigint NOT NULL,
	"overage_cents_per_mb" bigint NOT NULL,
	"sms_cents" bigint NOT NULL,
	"voice_cents_per_minute" bigint NOT NULL,
	"pooled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month" date NOT NULL,
	"card_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"org_path" text,
	"iccid" text NOT NULL,
	"msisdn" text,
	"rate_plan_id" integer NOT NULL,
	"rate_plan_name" text NOT NULL,
	"included_kb" bigint NOT NULL,
	"pooled" boolean NOT NULL,
	"monthly_fee_cents" bigint NOT NULL,
	"data_kb" bigint NOT NULL,
	"overage_kb" bigint NOT NULL,
	"overage_cents" bigint NOT NULL,
	"sms_count" bigint NOT NULL,
	"sms_cents" bigint NOT NULL,
	"voice_minutes" bigint NOT NULL,
	"voice_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"usage_as_of" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_bill_lines" (
	"month" date NOT NULL,
	"account_id" integer NOT NULL,
	"iccid" text NOT NULL,
	"rate_plan" text NOT NULL,
	"monthly_fee_cents" bigint NOT NULL,
	"data_kb" bigint NOT NULL,
	"overage_cents" bigint NOT NULL,
	"sms_cents" bigint NOT NULL,
	"voice_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carrier_bill_lines_pkey" PRIMARY KEY("month","iccid")
);
--> statement-breakpoint
CREATE TABLE "company_bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"month" date NOT NULL,
	"company_id" integer NOT NULL,
	"card_count" integer NOT NULL,
	"monthly_fee_cents" bigint NOT NULL,
	"data_kb" bigint NOT NULL,
	"overage_kb" bigint NOT NULL,
	"overage_cents" bigint NOT NULL,
	"sms_count" bigint NOT NULL,
	"sms_cents" bigint NOT NULL,
	"voice_minutes" bigint NOT NULL,
	"voice_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"pool_overage_cents" bigint NOT NULL,
	"usage_as_of" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL,
	"carrier_total_cents" bigint,
	"carrier_issued_at" timestamp with time zone,
	"difference_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_card_plans" ADD CONSTRAINT "bill_card_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_card_plans" ADD CONSTRAINT "bill_card_plans_rate_plan_id_bill_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."bill_rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_differences" ADD CONSTRAINT "bill_differences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_rate_plans" ADD CONSTRAINT "bill_rate_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_bills" ADD CONSTRAINT "card_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bills" ADD CONSTRAINT "company_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_card_plans_rate_plan" ON "bill_card_plans" USING btree ("rate_plan_id");--> statement-breakpoint
CREATE INDEX "bill_differences_company_month_id" ON "bill_differences" USING btree ("company_id","month","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bill_rate_plans_company_name" ON "bill_rate_plans" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "card_bills_month_card" ON "card_bills" USING btree ("month","card_id");--> statement-breakpoint
CREATE INDEX "card_bills_company_month_id" ON "card_bills" USING btree ("company_id","month","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_bills_month_iccid" ON "card_bills" USING btree ("month","iccid");--> statement-breakpoint
CREATE UNIQUE INDEX "company_bills_company_month" ON "company_bills" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "company_bills_month" ON "company_bills" USING btree ("month");