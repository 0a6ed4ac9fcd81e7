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

-- The files of a submission (000's `document`: storageRef, verified, verifiedBy, verifiedAt),
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
