CREATE TABLE "task_download_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"task_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"file" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"org_id" integer,
	"org_path" text,
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"task_type" smallint NOT NULL,
	"task_status" smallint DEFAULT 0 NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text,
	"attachment_name" text,
	"attachment_path" text,
	"error_report_name" text,
	"error_report_path" text,
	"fail_reason" text,
	"process" smallint DEFAULT 0 NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"succeeded_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"checkpoint" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_id" uuid,
	"job_id" uuid,
	"heartbeat_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "task_download_tickets" ADD CONSTRAINT "task_download_tickets_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_download_tickets" ADD CONSTRAINT "task_download_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_download_tickets" ADD CONSTRAINT "task_download_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_download_tickets_token_hash" ON "task_download_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tasks_company_created" ON "tasks" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "tasks_operator_created" ON "tasks" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "tasks_running" ON "tasks" USING btree ("task_status","heartbeat_at") WHERE task_status in (0, 4);