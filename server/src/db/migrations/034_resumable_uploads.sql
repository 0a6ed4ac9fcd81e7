-- The files of a submission sent by the resumable protocol (tus 1.0, server/src/uploads/resumable.ts)
-- before the submission itself. The bytes and the offset live in the upload store (a folder
-- under DATA_DIR, or the bucket shared by every gateway); this row says whose the upload is (the
-- SHA-256 of the gateway key that made it, the reference of its outbox entry), from which client
-- address (the per-client caps count the unfinished rows of every gateway), its length as
-- declared, when it expires (a day after creation, by the gateway clock) and, once its last
-- byte came, the type its content showed. A submission that uses it deletes the row; the sweep
-- deletes those past expiry, with their bytes. `locked_by`/`locked_until` are the lease of the
-- one request that may write to it at a time, whichever gateway it reached; `release_asked` is
-- another gateway asking the holder to let go (a PATCH cut off whose socket is not closed yet).
create table resumable_uploads (
  id text primary key,
  key_digest text not null,
  reference text not null,
  client text not null,
  length bigint not null check (length > 0),
  file_name text not null default '',
  file_type text not null default '',
  media_type text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  locked_by text,
  locked_until timestamptz,
  release_asked boolean not null default false
);
create index resumable_uploads_client on resumable_uploads (client) where media_type is null;
create index resumable_uploads_expires on resumable_uploads (expires_at);
