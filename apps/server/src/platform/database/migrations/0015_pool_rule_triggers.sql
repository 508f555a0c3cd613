ALTER TABLE "rule_triggers" ALTER COLUMN "card_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_triggers" ALTER COLUMN "iccid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_triggers" ADD COLUMN "pool_id" bigint;--> statement-breakpoint
ALTER TABLE "rule_triggers" ADD COLUMN "group_id" text;--> statement-breakpoint
ALTER TABLE "rule_triggers" ADD COLUMN "pool_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "rule_triggers_pool_once" ON "rule_triggers" USING btree ("rule_id","pool_id","period") WHERE pool_id is not null;--> statement-breakpoint
ALTER TABLE "rule_triggers" ADD CONSTRAINT "rule_triggers_card_or_pool" CHECK ((card_id is null) <> (pool_id is null));