-- The union's monthly deduction schedules (server/src/insurance/deductions.ts): one import per
-- month and source, kept once (the unique constraint decides between two confirms at once, not
-- a read before the write), with the digest of the schedule it came from, so the same schedule
-- confirmed again answers this import and another one for that month and source is refused.
-- Each matched row is one member's deduction: the approved join's reference and the amount.
create table deduction_imports (
  id bigserial primary key,
  month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  source text not null check (source in ('government-payroll', 'mpi-payroll', 'debit-order')),
  digest text not null,
  matched integer not null,
  unmatched integer not null,
  total numeric(14, 2) not null,
  imported_by text not null,
  imported_at timestamptz not null default now(),
  unique (month, source)
);

create table deductions (
  import_id bigint not null references deduction_imports (id),
  reference text not null,
  month text not null,
  amount numeric(12, 2) not null check (amount >= 0),
  primary key (import_id, reference)
);
create index deductions_reference on deductions (reference, month);

-- The warning before a cover lapses, once per run of months without the full premium: the
-- join and the first month of the run (server/src/insurance/deductions.ts).
create table deduction_warnings (
  reference text not null,
  run_from text not null,
  warned_at timestamptz not null default now(),
  primary key (reference, run_from)
);
