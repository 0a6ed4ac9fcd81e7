-- Case review by staff (docs/design.md sections 4a and 6).

-- Who submitted a case for someone else: the staff account of an agent signed in on the
-- device that sent it (server/src/auth/agent.ts), so the agent sees the cases it submitted
-- (staff/cases/mine, and cases/list scoped by the matrix's `submitted` grant). Null for a
-- submission made by a member of the public.
alter table submissions add column submitted_by uuid references staff_users (id);
create index submissions_submitted_by
  on submissions (submitted_by, created_at desc) where submitted_by is not null;

-- The approved product registration (PR- reference) a product came from (docs/design.md 4a: an
-- approved registration becomes a product that product/check finds as genuine). Null for the
-- products of the register that came from elsewhere (the seed).
alter table products add column registration text references submissions (reference);
