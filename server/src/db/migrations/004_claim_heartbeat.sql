-- Idempotency claims carry a heartbeat. The request that holds a claim
-- refreshes it every second while its handler runs; a claim whose heartbeat is a few seconds
-- old belongs to a process that is gone (kill -9, a crash, a lost server) and a retry takes it
-- over at once, instead of answering 409 "still being processed" for two minutes.
alter table idempotency_records
  add column heartbeat_at timestamptz not null default now();
