-- Uploads (docs/design.md section 5): each file once, by the SHA-256 of its bytes, with the media
-- type sniffed from its content (never the name or the client's Content-Type) and its size.
-- The bytes live in the uploads store (server/src/uploads/store.ts), not in the database.
-- Who may read a file follows from the case that links it (only staff of the owning
-- organisation), so the link tables below carry the ownership, not this one.
create table uploads (
  sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
  media_type text not null
    check (media_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  size integer not null check (size >= 0),
  created_at timestamptz not null default now()
);

-- Product pre-registrations (product/register): one row per reference number made on the
-- device (PR-XXXXXXXX). Staff of the verification operator review them: PENDING, then
-- APPROVED or REJECTED (the `registrations` area of staff/cases/*).
create table product_registrations (
  reference text primary key check (reference ~ '^PR-[0-9A-HJKMNP-TV-Z]{8}$'),
  company_name text not null,
  contact_name text not null,
  email text not null,
  phone text not null,
  product_name text not null,
  brand text not null,
  category text not null,
  batch text not null,
  description text not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  decision_note text,
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index product_registrations_status on product_registrations (status, created_at);

-- The files of a registration, in the order they were attached: `photos` (up to six) and
-- `document` (at most one). The same bytes sent twice are one upload row, linked twice.
create table product_registration_files (
  reference text not null references product_registrations (reference) on delete cascade,
  field text not null check (field in ('photos', 'document')),
  position integer not null check (position >= 0),
  sha256 text not null references uploads (sha256),
  file_name text not null,
  primary key (reference, field, position)
);
