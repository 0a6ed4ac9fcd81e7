-- The verification registers behind the public ScamLock calls (docs/design.md sections 4 and 5).
-- Codes, references and registration numbers are stored in capitals (the shared schemas
-- upper-case what people type), so an exact lookup is a primary-key or unique-index probe.
-- Dates are `date`: both drivers hand them back as 'YYYY-MM-DD', the shape the answers carry.
-- Whether something has ended or lapsed is computed from these dates at request time; the
-- status column holds only what a person decided, in the words an answer shows (Registered,
-- Reported, Revoked...): the routes compare it with their own constants.
-- `sample` marks the seeded records, which the app labels as sample data where shown.

create table products (
  code text primary key,
  name text not null,
  manufacturer text not null,
  batch text,
  expires_at date,
  -- 'Registered', else flagged ('Reported', 'Recalled'), and then `reason` says why
  status text not null,
  reason text,
  certifier text,
  sample boolean not null default false
);

create table organisations (
  registration_number text primary key,
  name text not null,
  licence text not null,
  -- 'Licensed', 'Suspended', 'Revoked'; an expired licence is seen from valid_until
  status text not null,
  valid_until date not null,
  sample boolean not null default false
);
-- Name lookups are `lower(name) like '%word%'`: a scan of a small register. This index serves
-- the stable order (name, then registration number) of several matches.
create index organisations_name_idx on organisations (lower(name), registration_number);

create table promotions (
  code text not null,
  promo text not null,
  title text not null,
  organiser text not null,
  starts_at date not null,
  ends_at date not null,
  -- 'Approved' or 'Withdrawn'; ended or not yet started comes from the dates
  status text not null,
  sample boolean not null default false,
  primary key (code, promo)
);

create table documents (
  reference text primary key,
  type text not null,
  issuer text not null,
  issued_at date not null,
  -- the whole name is kept for staff; public answers mask it
  holder text not null,
  -- 'Valid' or 'Revoked'
  status text not null,
  -- hex SHA-256 of the issued file, for documents/authenticate; null when no file is on record
  sha256 text unique,
  sample boolean not null default false
);

create table caller_ids (
  -- normalised by the shared phone rule: no spaces or brackets, e.g. +26771000001
  phone text primary key,
  -- 'verified' (a registered organisation's line) or 'reported'
  status text not null,
  owner text,
  reports integer not null default 0 check (reports >= 0),
  sample boolean not null default false
);

create table certifiers (
  id text primary key,
  name text not null,
  kind text not null,
  -- a district key (docs/design.md section 4a), e.g. 'north-east'
  district text not null,
  address text not null,
  phone text not null,
  email text not null,
  website text,
  sample boolean not null default false
);
-- Lists and searches page in this order; the id breaks ties so pages never overlap.
create index certifiers_order_idx on certifiers (name, id);
