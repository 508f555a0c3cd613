CREATE TABLE "carrier_rate_slots" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"recent" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sim_cards_company_status_org_path" ON "sim_cards" USING btree ("company_id","card_status","org_path" text_pattern_ops);