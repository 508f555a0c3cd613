CREATE TABLE "card_bindings" (
	"card_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"org_id" integer,
	"org_path" text,
	"iccid" text NOT NULL,
	"msisdn" text,
	"binding_status" smallint NOT NULL,
	"bound_imei" text,
	"bound_at" timestamp with time zone,
	"last_seen_imei" text,
	"last_seen_at" timestamp with time zone,
	"separation_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_separations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_separations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"org_id" integer,
	"org_path" text,
	"iccid" text NOT NULL,
	"msisdn" text,
	"separated_at" timestamp with time zone NOT NULL,
	"old_imei" text NOT NULL,
	"new_imei" text NOT NULL,
	"cell_area" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_bindings" ADD CONSTRAINT "card_bindings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_bindings" ADD CONSTRAINT "card_bindings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_separations" ADD CONSTRAINT "card_separations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_separations" ADD CONSTRAINT "card_separations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_bindings_company_card" ON "card_bindings" USING btree ("company_id","card_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_bindings_company_status_card" ON "card_bindings" USING btree ("company_id","binding_status","card_id");--> statement-breakpoint
CREATE INDEX "card_bindings_org_path" ON "card_bindings" USING btree ("org_path" text_pattern_ops,"card_id");--> statement-breakpoint
CREATE INDEX "card_bindings_iccid" ON "card_bindings" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "card_bindings_msisdn" ON "card_bindings" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "card_bindings_bound_imei" ON "card_bindings" USING btree ("bound_imei");--> statement-breakpoint
CREATE UNIQUE INDEX "card_separations_change" ON "card_separations" USING btree ("card_id","new_imei","separated_at");--> statement-breakpoint
CREATE INDEX "card_separations_company_id" ON "card_separations" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_separations_org_path" ON "card_separations" USING btree ("org_path" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "card_separations_card" ON "card_separations" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "card_separations_iccid" ON "card_separations" USING btree ("iccid");