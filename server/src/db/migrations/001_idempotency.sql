-- Idempotent creates (docs/design.md section 4): one row per reference number made on the device.
-- A row with status null is a claim: the first request is still being handled. Once handled,
-- status and response_body hold the answer that every repeat of the same request gets back.
create table idempotency_records (
  reference text primary key,
  path text not null,
  request_hash text not null,
  status integer,
  response_body text,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
