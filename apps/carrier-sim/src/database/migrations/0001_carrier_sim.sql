-- The simulator's own tables, in their own schema so they can share a PostgreSQL database with the console.
-- Only what must persist is stored: accounts, tokens, cards and their changeable settings, change events and
-- orders. Usage, sessions and device (IMEI) changes are computed from each card's seed and the clock.

CREATE TABLE carrier_sim.accounts (
  app_id text PRIMARY KEY,
  name text NOT NULL,
  password_hash text NOT NULL,
  -- null: the simulator's configured default
  rate_limit_per_second integer,
  iccid_prefix text NOT NULL UNIQUE,
  msisdn_prefix text NOT NULL UNIQUE,
  imsi_prefix text NOT NULL UNIQUE,
  enabled boolean NOT NULL DEFAULT true,
  -- cards 0 … seeded_cards-1 of the number plan exist; kept here so seeding needs no index on card_index
  seeded_cards integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE carrier_sim.tokens (
  token_hash text PRIMARY KEY,
  app_id text NOT NULL REFERENCES carrier_sim.accounts (app_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX tokens_expiry ON carrier_sim.tokens (expires_at);

CREATE TABLE carrier_sim.clock (
  id smallint PRIMARY KEY CHECK (id = 1),
  offset_ms bigint NOT NULL
);

CREATE TABLE carrier_sim.pools (
  pool_id text PRIMARY KEY,
  app_id text NOT NULL REFERENCES carrier_sim.accounts (app_id),
  name text NOT NULL,
  quota_kb_per_member bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX pools_account ON carrier_sim.pools (app_id);

-- No foreign keys and few indexes here: a million rows arrive through COPY (accounts and pools come first).
CREATE TABLE carrier_sim.cards (
  iccid text PRIMARY KEY,
  msisdn text NOT NULL UNIQUE,
  imsi text NOT NULL UNIQUE,
  app_id text NOT NULL,
  card_index integer NOT NULL,
  status smallint NOT NULL,
  status_changed_at timestamptz NOT NULL,
  -- status and time at seeding: the history before the first stored event is derived from them
  seed_status smallint NOT NULL,
  seed_status_at timestamptz NOT NULL,
  stop_reason text,
  opened_at timestamptz NOT NULL,
  activated_at timestamptz,
  rate_plan text NOT NULL,
  pool_id text,
  voice_enabled boolean NOT NULL,
  sms_enabled boolean NOT NULL,
  data_enabled boolean NOT NULL,
  roaming_enabled boolean NOT NULL,
  speed_tier smallint NOT NULL,
  -- null: the defaults of the catalogue; otherwise { "<apn or policy>": true | false }
  apn_states jsonb,
  pcc_states jsonb,
  real_name_status smallint NOT NULL,
  session_reset_at timestamptz
);
CREATE INDEX cards_pool ON carrier_sim.cards (pool_id) WHERE pool_id IS NOT NULL;

-- Changes that happened to a card: kind 'status' (from/to status codes), 'service:<name>' (on/off),
-- 'apn:<name>' and 'pcc:<code>' (on/off), 'speed' (tiers), 'gprs-reset', 'sms'.
CREATE TABLE carrier_sim.card_events (
  event_id bigserial PRIMARY KEY,
  iccid text NOT NULL,
  kind text NOT NULL,
  occurred_at timestamptz NOT NULL,
  from_value text,
  to_value text,
  reason text,
  order_number text
);
CREATE INDEX card_events_card ON carrier_sim.card_events (iccid, occurred_at);

CREATE SEQUENCE carrier_sim.order_sequence;

CREATE TABLE carrier_sim.orders (
  order_number text PRIMARY KEY,
  app_id text NOT NULL REFERENCES carrier_sim.accounts (app_id),
  kind text NOT NULL,
  request jsonb NOT NULL,
  -- pending, success, partial, failed
  state text NOT NULL,
  created_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX orders_pending ON carrier_sim.orders (due_at) WHERE state = 'pending';

CREATE TABLE carrier_sim.order_items (
  order_number text NOT NULL REFERENCES carrier_sim.orders (order_number),
  iccid text NOT NULL,
  -- what throttling compares: the same kind on the same card within the interval is refused
  throttle_kind text,
  state text NOT NULL,
  reason_code text,
  reason text,
  requested_at timestamptz NOT NULL,
  completed_at timestamptz,
  PRIMARY KEY (order_number, iccid)
);
CREATE INDEX order_items_throttle ON carrier_sim.order_items (iccid, throttle_kind, requested_at);
