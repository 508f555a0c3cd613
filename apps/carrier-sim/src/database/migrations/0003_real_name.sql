-- The real-name platform: one registration per card (who it is registered to, the VIN bound, the latest refusal)
-- and the key document numbers are hashed with. A document number is never stored, only its keyed hash
-- (HMAC-SHA-256): enough to recognise the same document again (reuse of a registration), nothing to read back.
-- cards.real_name_status stays the card's status; a card without a row here has only its seeded status.

CREATE TABLE carrier_sim.real_name_registrations (
  iccid text PRIMARY KEY,
  app_id text NOT NULL,
  -- enterprise (registered before sale), individual or organisation (the owner); null when not registered
  party_type text,
  holder_name text,
  -- a contract idDocumentType code and the keyed hash of the number
  document_type text,
  document_hash text,
  mobile text,
  address text,
  -- enterprise registrations: the person responsible for the cards { name, documentType, documentHash, mobile }
  responsible_person jsonb,
  supplementary_type smallint,
  registered_at timestamptz,
  -- the VIN the carrier holds for the card: kept through an owner change (the card stays in its vehicle)
  vin text,
  refusal_code text,
  refusal_reason text,
  refused_at timestamptz,
  -- an owner registration refused for its VIN, kept until the VIN is uploaded again (or the card deregistered)
  held_submission jsonb,
  deregistered_at timestamptz,
  deregistration_reason text,
  updated_at timestamptz NOT NULL
);
-- Reuse looks a document up across the carrier.
CREATE INDEX real_name_registrations_document ON carrier_sim.real_name_registrations (document_hash)
  WHERE document_hash IS NOT NULL;

-- Secrets the simulator generates once and keeps (the document hash key unless CARRIER_SIM_DOCUMENT_HASH_KEY is set).
CREATE TABLE carrier_sim.secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
