-- Reports of fakes (`product/report`, src/shared/contracts/product-report.ts): references RF-…,
-- kept in the verify organisation's `fakes` area. The two checks of migration 008 list every
-- prefix and area, so they are widened here.
alter table submissions drop constraint submissions_reference_check;
alter table submissions add constraint submissions_reference_check
  check (reference ~ '^(EX|RP|CP|CN|TK|PR|RF|MB)-[0-9A-HJKMNP-TV-Z]{8}$');
alter table submissions drop constraint submissions_area_check;
alter table submissions add constraint submissions_area_check
  check (area in ('exclusions', 'reports', 'complaints', 'counselling', 'talk',
                  'registrations', 'fakes', 'members'));
