-- Rate-limit buckets shared by every gateway on one database (docs/design.md section 2), so that N
-- gateways behind a balancer give a client one budget, not N. One row per client and budget
-- ("verify\n203.0.113.7"), a token bucket (server/src/http/rate-limit-store.ts): the tokens
-- left when it was last touched, and when, in milliseconds of the gateways' clock.
--
-- Unlogged: a bucket is worth a minute at most, so a crash that empties the table loses
-- nothing that matters, and each hit (one upsert per limited request) writes no WAL. For the
-- same reason no index but the key: an update that touches no indexed column stays a cheap
-- in-place (HOT) update. Rows of buckets that are full again are deleted every minute.
create unlogged table rate_limit_buckets (
  key text primary key,
  tokens double precision not null,
  -- whether the last hit was let through (the upsert returns it)
  granted boolean not null,
  updated_ms double precision not null,
  -- how long an empty bucket takes to fill: past updated_ms + refill_ms the row says nothing
  refill_ms double precision not null
);
