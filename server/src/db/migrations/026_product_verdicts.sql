-- Product verdicts beyond yes or no (docs/design.md section 4, product/check).
--
-- `check_threshold`: how many checks of one code are normal for this product; past it the
-- public page warns that the code may have been copied. Null: the default of the gateway
-- (docs/decisions.md, "How often a code was checked"). A verify manager sets it
-- (staff/products/set-threshold); recalled and suspended are statuses of the same column as
-- before ('Recalled', 'Suspended'), with `reason` the words the public sees.
alter table products add column check_threshold integer check (check_threshold between 1 and 1000000000);

-- How often each code on the register was checked, on every gateway: each gateway counts in
-- memory and adds its counts here with one `insert ... on conflict do update ... returning`
-- per flush (server/src/verification/checks.ts). No foreign key: a product deleted from the
-- register keeps its count, and a count never blocks a change of the register.
create table product_checks (
  code text primary key,
  count integer not null check (count >= 0),
  first_checked_at timestamptz not null
);
