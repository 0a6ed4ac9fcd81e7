-- The union's funeral schemes (docs/design.md sections 4a and 5): funeralScheme,
-- package and addOn, with their field names as columns (quoted where they are camelCase), so
-- schemes/list reads them out as they are. Amounts are pula in numeric(10,2): exact to the
-- cent, no float. An age-based add-on is one row per age band, each with its own
-- minAgeRule, maxAgeRule and premium; the rows of one add-on share its name. `position` keeps
-- the order the union lists them in; `sample` marks seeded rows, shown as sample data.

create table funeral_schemes (
  id text primary key,
  title text not null,
  -- rich text, kept to the allow-list of staff/schemes/save (bold, italic, lists, links)
  description text not null,
  "imageUrl" text not null,
  category text not null,
  position integer not null default 0,
  sample boolean not null default false
);

create table packages (
  id text primary key,
  scheme_id text not null references funeral_schemes (id),
  title text not null,
  description text not null,
  premium numeric(10, 2) not null check (premium >= 0),
  payout numeric(12, 2) not null check (payout >= 0),
  position integer not null default 0,
  sample boolean not null default false
);
create index packages_scheme_idx on packages (scheme_id, position);

create table add_ons (
  id text primary key,
  package_id text not null references packages (id),
  name text not null,
  premium numeric(10, 2) not null check (premium >= 0),
  "minAgeRule" integer not null check ("minAgeRule" >= 0),
  "maxAgeRule" integer not null,
  type text not null check (type in ('Fixed Price', 'Age Based')),
  position integer not null default 0,
  sample boolean not null default false,
  check ("minAgeRule" <= "maxAgeRule")
);
create index add_ons_package_idx on add_ons (package_id, position);

-- A subpolicy list pairs the BRONZE package with the BOTUBS scheme. The
-- data we were given shows the pair, not what it means; it is kept as data for the staff side.
create table subpolicies (
  scheme_id text not null references funeral_schemes (id),
  package_id text not null references packages (id),
  sample boolean not null default false,
  primary key (scheme_id, package_id)
);
