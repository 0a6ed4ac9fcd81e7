-- Staff sign-in, sessions, sign-in throttling and the audit log (docs/design.md sections 4a and 6;
-- docs/api.md, Staff). Everything a gateway needs to know about a signed-in person lives here, not in
-- the process, so that any of several gateways on one database can answer any request.

-- Staff accounts, one role in one organisation each; the super-administrator's is `all`.
-- Emails are stored lower-cased (the shared email rule lower-cases what people type).
create table staff_users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  role text not null check (role in ('super-administrator', 'system-administrator', 'manager',
    'agent', 'auditor', 'account')),
  organisation text not null check (organisation in ('regulator', 'verify', 'union', 'all')),
  check ((role = 'super-administrator') = (organisation = 'all')),
  -- argon2id in PHC form ($argon2id$v=19$m=19456,t=2,p=1$...)
  password_hash text not null,
  -- a one-time password is set: every staff call but the password change is refused
  must_change_password boolean not null default false,
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  created_by uuid references staff_users (id),
  last_sign_in_at timestamptz,
  -- a disabled account cannot sign in and has no sessions; rows are never deleted, so the
  -- audit log's actors stay resolvable
  disabled_at timestamptz,
  disabled_by uuid references staff_users (id),
  -- the demo accounts of docs/design.md section 5
  sample boolean not null default false
);
create index staff_users_organisation_idx on staff_users (organisation, email);

-- Server-side sessions. The cookie holds 32 random bytes; only their SHA-256 is stored, so a
-- copy of this table gives no usable cookie. Idle and absolute timeouts are computed from the
-- two times (server/src/auth/sessions.ts); expired rows are deleted when met.
create table staff_sessions (
  id_hash text primary key check (id_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references staff_users (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index staff_sessions_user_idx on staff_sessions (user_id);

-- Failed sign-ins per key (an account, an account from one client, a client), with a backoff
-- that decays with quiet time (server/src/auth/throttle.ts): never a permanent lock. Keys of
-- accounts are hashed, so an email typed by mistake is not kept here.
create table sign_in_failures (
  key text primary key,
  failures integer not null check (failures >= 0),
  last_failure_at timestamptz not null
);

-- The audit log: who did what, when, to which case or account. `organisation` is whose log
-- the row belongs to (its staff with audit.list read it; super-administrators read all).
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  actor_id uuid,
  actor_email text,
  actor_role text,
  organisation text not null check (organisation in ('regulator', 'verify', 'union', 'all')),
  action text not null,
  outcome text not null check (outcome in ('success', 'failure')),
  area text,
  reference text,
  target text,
  details jsonb,
  client text
);
create index audit_log_organisation_idx on audit_log (organisation, at desc, id desc);
create index audit_log_at_idx on audit_log (at desc, id desc);

-- Read-only once written: no update and no delete, whoever asks.
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only';
end
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
