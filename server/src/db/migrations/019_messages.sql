-- Outgoing messages, email and SMS (server/src/messages/): written here, in the transaction of
-- whatever decided to send them, and sent once by whichever gateway claims them first. Every
-- gateway on the database runs the sender; a claim is a row lock taken with SKIP LOCKED, then
-- a lease that the sending gateway renews while it sends. A gateway that dies stops renewing,
-- and another takes the message again once the lease has run out.
--
-- state: queued (waiting for next_attempt_at), sending (claimed: claim_token, lease_until,
-- claimed_by), sent, failed (a permanent refusal, or the last of the attempts).
--
-- Personal data: recipient, subject and the bodies. They are emptied 30 days after a message
-- was sent or failed (scrubbed_at), and the row stays, so that staff can still list every
-- message sent about a case (subject_ref) with its state and dates. last_error never holds
-- personal data: a code such as `smtp EENVELOPE 550` or `sms http 503`, never a server's words.
create table messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text,
  subject text,
  body_text text,
  body_html text,
  -- the app locale it was written in (src/shared/locales.ts)
  language text not null,
  -- what it is, e.g. `exclusion.ends-in-30-days`, and what it is about, e.g. `EX-7K3M9Q2P`
  kind text not null,
  subject_ref text,
  -- the same notice enqueued twice is one row (null: never deduplicated)
  dedupe_key text unique,
  state text not null default 'queued'
    check (state in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  claim_token uuid,
  -- the gateway (host:pid) that holds the claim, or that sent it
  claimed_by text,
  last_error text,
  sent_at timestamptz,
  failed_at timestamptz,
  scrubbed_at timestamptz,
  created_at timestamptz not null default now()
);
-- What the senders look for: due messages, and claims whose lease ran out.
create index messages_queued on messages (next_attempt_at) where state = 'queued';
create index messages_sending on messages (lease_until) where state = 'sending';
-- Every message about a case, newest last.
create index messages_subject on messages (subject_ref, created_at) where subject_ref is not null;
-- What the hourly retention job empties.
create index messages_unscrubbed on messages (coalesce(sent_at, failed_at))
  where scrubbed_at is null and state in ('sent', 'failed');

-- The gateways' clock offset, outside production only (server/src/clock.ts): `test/clock`
-- moves every gateway's dates forward at once, so a reminder can be tried without waiting
-- 30 days. One row; production never reads it.
create table gateway_clock (
  only_row boolean primary key default true check (only_row),
  offset_ms bigint not null default 0
);
