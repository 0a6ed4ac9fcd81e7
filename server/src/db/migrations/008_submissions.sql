-- Submissions (server/src/submissions/): everything the public sends for staff review, of every
-- kind (src/shared/contracts), in one table, so a staff queue is one query per area. `data` is
-- the request as the shared schema checked it; `lookup_keys` are the id or phone numbers a
-- status check may quote beside the reference (normalised: lookupKey in the contracts).
create table submissions (
  reference text primary key check (reference ~ '^(EX|RP|CP|CN|TK|PR|MB)-[0-9A-HJKMNP-TV-Z]{8}$'),
  kind text not null,
  area text not null
    check (area in ('exclusions', 'reports', 'complaints', 'counselling', 'talk',
                    'registrations', 'members')),
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  data jsonb not null,
  lookup_keys text[] not null default '{}',
  decision_note text,
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A staff queue: one area, by status, newest first.
create index submissions_queue on submissions (area, status, created_at desc);

-- The files of a submission (the `document` entity: storageRef, verified, verifiedBy, verifiedAt),
-- in the order they were attached, per upload field. The bytes are in the uploads store under
-- `storage_ref` (the SHA-256); the same bytes sent twice are one upload, linked twice.
create table submission_documents (
  id bigint generated always as identity primary key,
  reference text not null references submissions (reference) on delete cascade,
  field text not null,
  position integer not null check (position >= 0),
  storage_ref text not null references uploads (sha256),
  file_name text not null,
  verified boolean not null default false,
  verified_by text,
  verified_at timestamptz,
  unique (reference, field, position)
);

-- Product pre-registrations move here from their own tables (migrations 003 and 005): one
-- store for every kind, so the registrations queue is the same query as every other area.
insert into submissions (reference, kind, area, status, data, decision_note, decided_by,
    decided_at, created_at, updated_at)
  select reference, 'productRegistration', 'registrations', status,
    jsonb_strip_nulls(jsonb_build_object(
      'companyName', company_name, 'contactName', contact_name, 'email', email,
      'phone', phone, 'productName', product_name, 'brand', brand, 'category', category,
      'batch', batch, 'description', description, 'productCode', product_code)),
    decision_note, decided_by, decided_at, created_at, updated_at
  from product_registrations;
insert into submission_documents (reference, field, position, storage_ref, file_name)
  select reference, field, position, sha256, file_name from product_registration_files
  order by reference, field, position;
drop table product_registration_files;
drop table product_registrations;

-- One product code is pending review at most once (the rule of migration 005, kept): a second
-- registration of a code under review is refused (server/src/submissions/rules.ts), and this
-- index holds it when two arrive at the same moment. A rejected registration frees its code.
create unique index submissions_pending_product_code
  on submissions ((data->>'productCode'))
  where kind = 'productRegistration' and status = 'PENDING';
