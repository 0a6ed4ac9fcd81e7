-- A version number per register that the gateways cache (server/src/verification/cache.ts):
-- every statement that changes the register adds one, in its own transaction, so the new
-- number is seen exactly when the change is. A gateway keeps its verdicts while the number
-- holds, reads it again every second or so, and drops them all when it moves: a product
-- flagged on any gateway, or straight in the database, shows as flagged within seconds on
-- every gateway, and the codes of a campaign's long tail are not read again every 5 s.
--
-- A statement-level trigger: a seed of thousands of rows in one statement is one update.
-- Writers of one register wait for each other on its row; the registers change rarely.
create table register_versions (
  register text primary key,
  version bigint not null default 0
);
insert into register_versions (register) values ('products');

create function bump_register_version() returns trigger language plpgsql as $$
begin
  update register_versions set version = version + 1 where register = tg_argv[0];
  return null;
end
$$;

create trigger products_version after insert or update or delete or truncate on products
  for each statement execute function bump_register_version('products');
