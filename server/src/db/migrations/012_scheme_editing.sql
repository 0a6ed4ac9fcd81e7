-- Scheme editing by the union's staff (staff/schemes/save; docs/design.md section 4a).
--
-- `version` counts saves: the edit form sends the version it loaded, and a save against an
-- older one is refused (409), so of two staff editing at once the second is told instead of
-- silently overwriting the first. An integer, not a time: it compares exactly on every driver.
-- `updated_at` and `updated_by` say on the staff list who changed a scheme last.
alter table funeral_schemes add column version integer not null default 1 check (version >= 1);
alter table funeral_schemes add column updated_at timestamptz;
alter table funeral_schemes add column updated_by text;

-- Scheme pictures are public (anyone may see a scheme), unlike every other upload: only a
-- digest listed here is served at /media/schemes/<sha256>.<ext> (server/src/insurance/
-- scheme-images.ts). A picture stays listed after it is replaced, so a page or service worker
-- still holding the old address keeps working.
create table scheme_images (
  sha256 text primary key references uploads (sha256),
  scheme_id text not null references funeral_schemes (id),
  created_at timestamptz not null default now()
);
