ALTER TABLE "sim_cards" ADD COLUMN "created_reason" text;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD COLUMN "created_by" integer;