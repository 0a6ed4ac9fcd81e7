-- Reports of scam calls (`callerId/report`, src/shared/contracts/scam-call.ts): references SC-…,
-- kept in the verify organisation's `fakes` area beside the reports of fakes (migration 027),
-- so only the prefix check is widened.
alter table submissions drop constraint submissions_reference_check;
alter table submissions add constraint submissions_reference_check
  check (reference ~ '^(EX|RP|CP|CN|TK|PR|RF|SC|MB)-[0-9A-HJKMNP-TV-Z]{8}$');
