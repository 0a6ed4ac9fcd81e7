-- A pre-registration names the code the maker prints on the product: the
-- code buyers will check with product/check once staff approve it. Rows from before have none.
-- One code is pending at most once: a second registration of a code still under review is
-- refused by product/register (400 on productCode), and this index holds that rule when two
-- arrive at the same moment. A rejected registration frees its code.
alter table product_registrations add column product_code text;
create unique index product_registrations_pending_code
  on product_registrations (product_code) where status = 'PENDING';
