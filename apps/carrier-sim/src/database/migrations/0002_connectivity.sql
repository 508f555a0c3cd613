-- Connectivity operations: pool status and member caps, T-Box SMS, issued bills, reviewed work orders.
-- Call detail records and IMEI changes are computed from each card's seed and the clock, not stored.

-- Group type and status are the contract's dataPoolGroupType / dataPoolGroupStatus codes.
ALTER TABLE carrier_sim.pools
  ADD COLUMN group_type smallint NOT NULL DEFAULT 1,
  ADD COLUMN status smallint NOT NULL DEFAULT 2;

-- A member's own cap; a cap set below the month's use waits for the next cycle, so the one before it is kept.
CREATE TABLE carrier_sim.pool_member_caps (
  iccid text PRIMARY KEY,
  cap_kb bigint,
  previous_cap_kb bigint,
  effective_from timestamptz NOT NULL
);

CREATE SEQUENCE carrier_sim.sms_sequence;

-- MT messages are stored with their delivery report already decided; the report shows once report_at passed.
-- MO replies are stored when their MT message is sent and show once sent_at passed.
CREATE TABLE carrier_sim.sms_messages (
  message_id text PRIMARY KEY,
  app_id text NOT NULL,
  iccid text NOT NULL,
  direction text NOT NULL,
  content text NOT NULL,
  sent_at timestamptz NOT NULL,
  report_at timestamptz,
  outcome text,
  failure_code text,
  reply_to text
);
CREATE INDEX sms_messages_account_time ON carrier_sim.sms_messages (app_id, sent_at, message_id);

-- A bill once issued does not change, as a carrier's does not.
CREATE TABLE carrier_sim.bill_summaries (
  app_id text NOT NULL REFERENCES carrier_sim.accounts (app_id),
  month text NOT NULL,
  summary jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, month)
);

CREATE SEQUENCE carrier_sim.work_order_sequence;

-- Reviewed work orders (PCC white list): the decision and its times are fixed at submission, shown as time passes.
CREATE TABLE carrier_sim.work_orders (
  work_order_id text PRIMARY KEY,
  app_id text NOT NULL REFERENCES carrier_sim.accounts (app_id),
  kind text NOT NULL,
  request jsonb NOT NULL,
  submitted_at timestamptz NOT NULL,
  reviewed_at timestamptz NOT NULL,
  decision text NOT NULL,
  decision_reason text,
  applied_at timestamptz
);
CREATE INDEX work_orders_account ON carrier_sim.work_orders (app_id, submitted_at);
