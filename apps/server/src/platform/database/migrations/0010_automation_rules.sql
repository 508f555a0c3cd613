CREATE TABLE "automation_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "automation_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"org_id" integer,
	"org_path" text,
	"operator_id" integer NOT NULL,
	"name" text NOT NULL,
	"rule_type" smallint NOT NULL,
	"parameters" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"event_watermark" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rule_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"trigger_count" integer NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rule_triggers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_triggers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" integer NOT NULL,
	"run_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"org_path" text,
	"card_id" bigint NOT NULL,
	"iccid" text NOT NULL,
	"msisdn" text,
	"period" text NOT NULL,
	"observed" double precision NOT NULL,
	"projected" boolean DEFAULT false NOT NULL,
	"triggered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_unsubscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_unsubscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" integer NOT NULL,
	"trigger_id" bigint,
	"company_id" integer NOT NULL,
	"org_path" text,
	"card_id" bigint NOT NULL,
	"iccid" text NOT NULL,
	"package_name" text NOT NULL,
	"outcome" smallint NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_runs" ADD CONSTRAINT "rule_runs_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_runs" ADD CONSTRAINT "rule_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_triggers" ADD CONSTRAINT "rule_triggers_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_triggers" ADD CONSTRAINT "rule_triggers_run_id_rule_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."rule_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_triggers" ADD CONSTRAINT "rule_triggers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_unsubscriptions" ADD CONSTRAINT "rule_unsubscriptions_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_unsubscriptions" ADD CONSTRAINT "rule_unsubscriptions_trigger_id_rule_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."rule_triggers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_unsubscriptions" ADD CONSTRAINT "rule_unsubscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_rules_company" ON "automation_rules" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "automation_rules_enabled" ON "automation_rules" USING btree ("company_id") WHERE enabled and deleted_at is null;--> statement-breakpoint
CREATE INDEX "rule_runs_rule" ON "rule_runs" USING btree ("rule_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rule_triggers_once" ON "rule_triggers" USING btree ("rule_id","card_id","period");--> statement-breakpoint
CREATE INDEX "rule_triggers_company" ON "rule_triggers" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rule_triggers_run" ON "rule_triggers" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "rule_triggers_card" ON "rule_triggers" USING btree ("card_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rule_triggers_iccid" ON "rule_triggers" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "rule_unsubscriptions_company" ON "rule_unsubscriptions" USING btree ("company_id","id" DESC NULLS LAST);