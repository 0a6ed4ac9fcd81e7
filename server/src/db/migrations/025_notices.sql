-- The notices about an exclusion (server/src/messages/notices.ts; docs/decisions.md, "Notices
-- about an exclusion").
--
-- submissions.language: the app locale the submission was made in (src/shared/locales.ts), from
-- the request's Content-Language (docs/api.md); 'en' for every submission made before, and for
-- a request that names none or one we do not have.
alter table submissions add column language text not null default 'en';

-- The notices the gateways' job sends on a date (30 and 7 days before an exclusion's last day
-- in force, the day a cancellation takes effect), one row each once it is queued: the job of
-- every gateway looks for what is due and not here, and the insert that adds the row decides
-- which gateway queues its messages (the other's insert does nothing), in the transaction that
-- queues them. on_day is the day it is about (the last day in force, the cancellation's first
-- day): an exclusion extended or cancelled after a reminder gets the reminders of its new date.
create table exclusion_notices (
  reference text not null,
  event text not null check (event in ('ending-30', 'ending-7', 'cancelled')),
  on_day date not null,
  noticed_at timestamptz not null default now(),
  primary key (reference, event, on_day)
);

-- What the job reads, a few rows a day: exclusions by their last day in force (the very
-- expression of exclusion-state.ts, lastDayInForce), and those with a cancellation.
create index submissions_last_day_in_force on submissions ((least(ends_on, cancelled_from - 1)))
  where kind = 'exclusion' and status = 'APPROVED';
create index submissions_cancelled_from on submissions (cancelled_from)
  where kind = 'exclusion' and status = 'APPROVED' and cancelled_from is not null;
