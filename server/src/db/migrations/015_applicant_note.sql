-- A decision's note for the applicant (docs/design.md section 4a, staff/cases/decide), apart from
-- `decision_note`, the note for the record: the public status check (exclusions/status) answers
-- this one when staff wrote it, and never the other, which may hold what only staff should read
-- (another person's details, an inspector's findings). Null when staff left it out, and for
-- every decision made before it existed.
alter table submissions add column applicant_note text;
