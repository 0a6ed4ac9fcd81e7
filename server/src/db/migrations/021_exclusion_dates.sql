-- The dates of an approved exclusion (docs/design.md section 4a; docs/decisions.md, "Exclusion
-- periods"): set when a manager approves a self or third-party exclusion that asked for a
-- period (data->>'period'), from that day (Botswana's date) to its last day inclusive.
-- `ends_on` only ever moves later (exclusions/extend). Null for every other kind, and for the
-- exclusions approved before periods existed: those have no end on record.
alter table submissions add column starts_on date, add column ends_on date;
alter table submissions add constraint submissions_exclusion_dates
  check ((starts_on is null) = (ends_on is null) and (ends_on is null or ends_on >= starts_on));
