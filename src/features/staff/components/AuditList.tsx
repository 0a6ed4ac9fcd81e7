/**
 * The rows of the audit log: when, what (and whether it succeeded), who, on what, and for a
 * scheme save which of its fields changed.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { AuditRow } from '../../../shared/schemas/staff'
import {
  AUDIT_ACTION_LABELS,
  ORGANISATION_LABELS,
  OUTCOME_LABELS,
  ROLE_LABELS,
  SCHEME_FIELD_LABELS,
} from '../labels'
import { useFormatTime } from '../use-format-time'

export function AuditList({ rows, total }: { rows: AuditRow[]; total: number }) {
  const { i18n } = useLingui()
  const time = useFormatTime()
  return (
    <section aria-labelledby="audit-rows-title">
      <h2 id="audit-rows-title">
        <Trans>Entries ({total})</Trans>
      </h2>
      {rows.length === 0 && (
        <p>
          <Trans>No entries match these filters.</Trans>
        </p>
      )}
      <ul className="staff-list">
        {rows.map((row) => (
          <li key={row.id} className="staff-list__item">
            <p className="staff-list__title">
              {i18n._(AUDIT_ACTION_LABELS[row.action])}: {i18n._(OUTCOME_LABELS[row.outcome])}
            </p>
            <dl>
              <dt>
                <Trans>When</Trans>
              </dt>
              <dd>{time(row.at)}</dd>
              <dt>
                <Trans>Who</Trans>
              </dt>
              <dd>
                {row.actorEmail ?? <Trans>Unknown account</Trans>}
                {row.actorRole && <> ({i18n._(ROLE_LABELS[row.actorRole])})</>}
              </dd>
              {(row.target || row.reference) && (
                <>
                  <dt>
                    <Trans>On</Trans>
                  </dt>
                  <dd>{[row.area, row.reference, row.target].filter(Boolean).join(' ')}</dd>
                </>
              )}
              {row.changed && row.changed.length > 0 && (
                <>
                  <dt>
                    <Trans>Fields changed</Trans>
                  </dt>
                  <dd>
                    <ul className="inline-list">
                      {row.changed.map((field) => (
                        <li key={field}>{i18n._(SCHEME_FIELD_LABELS[field])}</li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
              <dt>
                <Trans>Organisation</Trans>
              </dt>
              <dd>{i18n._(ORGANISATION_LABELS[row.organisation])}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
