-- Cancelling an exclusion (docs/decisions.md, "Cancelling an exclusion"), on the row of the
-- cancellation (an exclusion submission whose data.kind is 'cancel'):
--
-- effective_on: the first day an approved cancellation takes effect, 7 days after its approval
-- (Botswana's date, by the gateway clock). The exclusion it names, when on our register, carries
-- the same day as its cancelled_from (migration 022) until the cancellation is withdrawn; a
-- paper exclusion has no row, so the day is kept here for the status check to answer.
-- withdrawn_at: when the person withdrew it (exclusions/withdraw-cancellation), pending or
-- approved before it took effect; null while it stands. A withdrawn one is never decided.
alter table submissions add column effective_on date, add column withdrawn_at timestamptz;
