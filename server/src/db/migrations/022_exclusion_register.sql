-- The register of exclusions in force (server/src/submissions/exclusion-state.ts; docs/decisions.md,
-- "Exclusion periods"): who is excluded, and until when, read by the facilities' register check,
-- the reminders and the staff queue from one definition.
--
-- excluded_key: the excluded person's ID or passport number as lookupKey normalises it (the
-- applicant of a self-exclusion, the player of a third-party one), set when the exclusion is
-- approved. The register check finds a person by it, and never by a phone number.
-- cancelled_from: the first day an approved cancellation takes effect (7 days after its
-- approval); null while none is in effect or pending effect. A withdrawn cancellation sets it
-- back to null. It never changes ends_on, which only ever moves later.
alter table submissions add column excluded_key text, add column cancelled_from date;
create index submissions_excluded on submissions (excluded_key)
  where kind = 'exclusion' and status = 'APPROVED' and excluded_key is not null;
-- The exclusions approved before: the same normalisation as lookupKey (spaces, brackets, dots
-- and hyphens out, capitals; a Botswana phone number is not an ID, so no +267 rule is needed).
update submissions set excluded_key = upper(regexp_replace(
    case when data->>'kind' = 'third-party' then data->'player'->>'idNumber'
         else data->'applicant'->>'idNumber' end,
    '[\s().-]', '', 'g'))
  where kind = 'exclusion' and status = 'APPROVED' and starts_on is not null;
