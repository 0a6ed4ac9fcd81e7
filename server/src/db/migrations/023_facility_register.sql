-- The fourth organisation, `facility`: the licensed gambling facilities whose door staff check the
-- register of exclusions (POST /api/register/check; docs/decisions.md, "The register check").
-- A facility account is an agent and nothing else, and carries the name of its facility, given by
-- the regulator's system-administrator who creates it; no other account has one. The facility's
-- name is what the regulator's log shows beside every check.
alter table staff_users drop constraint staff_users_organisation_check;
alter table staff_users add constraint staff_users_organisation_check
  check (organisation in ('regulator', 'verify', 'union', 'facility', 'all'));
alter table staff_users add column facility_name text
  check (facility_name is null or (length(facility_name) between 1 and 100));
alter table staff_users add constraint staff_users_facility_check
  check ((organisation = 'facility') = (facility_name is not null)
    and (organisation <> 'facility' or role = 'agent'));

-- The sign-ins of facility accounts are written to the facility's log (its checks to the
-- regulator's).
alter table audit_log drop constraint audit_log_organisation_check;
alter table audit_log add constraint audit_log_organisation_check
  check (organisation in ('regulator', 'verify', 'union', 'facility', 'all'));
