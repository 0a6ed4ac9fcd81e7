-- The caller register gets a version number like the products register (migration 013), so a
-- gateway knows when its signed offline copy of the reported numbers and products
-- (server/src/verification/snapshot.ts) must be made again, without reading either table.
insert into register_versions (register) values ('callers') on conflict do nothing;

create trigger caller_ids_version after insert or update or delete or truncate on caller_ids
  for each statement execute function bump_register_version('callers');
