-- The union members' own sign-in with a code sent by email (server/src/auth/member-auth.ts;
-- docs/decisions.md, "The member's own sign-in"), and the link of a join to its member's account.

-- A member's account is an `account` of the union made at their first sign-in by code: it has
-- no password. The staff sign-in never opens it (a null hash matches nothing).
alter table staff_users alter column password_hash drop not null;

-- The one live sign-in code of an email: a new one replaces it, a right one deletes it (single
-- use), and five wrong ones delete it too. Neither the email nor the code is kept as typed:
-- `email_key` is the SHA-256 of the lower-cased email (the throttle's account key), `code_hash`
-- the SHA-256 of a random salt and the code.
create table member_sign_in_codes (
  email_key text primary key check (email_key ~ '^[0-9a-f]{64}$'),
  code_hash text not null,
  salt text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null
);

-- The member's account a submission belongs to: the signed-in member who made it, or the one who
-- confirmed its email with a code afterwards. Null for every other submission; a member's page
-- (members/me) lists only the joins linked here.
alter table submissions add column member_id uuid references staff_users (id);
create index submissions_member on submissions (member_id, created_at desc) where member_id is not null;
