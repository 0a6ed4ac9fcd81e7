-- Funeral claims (`claims/submit`, src/shared/contracts/claim.ts): references CL-…, kept in a
-- new area of the union, `claims`, beside its join applications (`members`). The payout an
-- approval records is the package's on the day it was decided (server/src/staff/effects.ts),
-- kept on the claim so a later change of the catalogue does not change what was approved.
alter table submissions drop constraint submissions_reference_check;
alter table submissions add constraint submissions_reference_check
  check (reference ~ '^(EX|RP|CP|CN|TK|PR|RF|SC|MB|CL)-[0-9A-HJKMNP-TV-Z]{8}$');
alter table submissions drop constraint submissions_area_check;
alter table submissions add constraint submissions_area_check
  check (area in ('exclusions', 'reports', 'complaints', 'counselling', 'talk',
                  'registrations', 'fakes', 'members', 'claims'));
alter table submissions add column payout numeric(12, 2);
