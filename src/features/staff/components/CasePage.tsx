/**
 * `/staff/cases/<area>/<reference>`: one case: what it is and where it
 * stands (an approved exclusion: its period and dates; a funeral claim: what to check), every answer in readable form, an
 * exclusion's support persons, its files, the decision form while it is pending (for a role
 * that may decide; another role is told why it has none), the messages sent about it (always
 * in the exclusions queue, elsewhere when there are any) and its history, the long sections
 * folding on a phone. The page offers only what the role may do; the gateway
 * refuses anything else all the same.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { Area, StaffMe } from '../../../shared/schemas/staff'
import type { CaseDetail } from '../../../shared/schemas/staff-cases'
import type { Readings } from '../answers'
import { AREA_LABELS } from '../case-labels'
import { showCase } from '../cases'
import { seesMembers } from '../members'
import { isArea, seesArea } from '../reach'
import { useSession } from '../session'
import { CaseAnswers } from './CaseAnswers'
import { CaseClaim } from './CaseClaim'
import { CaseExclusion } from './CaseExclusion'
import { CaseFiles } from './CaseFiles'
import { CaseHistory } from './CaseHistory'
import { CaseMessages } from './CaseMessages'
import { CaseOverview } from './CaseOverview'
import { CaseSupportPersons } from './CaseSupportPersons'
import { DecisionForm } from './DecisionForm'
import { NotAllowed } from './NotAllowed'
import { NotYours } from './NotYours'

interface Props {
  area: string
  reference: string
  readings: Readings
}

export function CasePage({ area, reference, readings }: Props) {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  if (!isArea(area) || !seesArea(session.me, area)) return <NotAllowed />
  return <Case area={area} reference={reference} readings={readings} me={session.me} />
}

type Loaded = { detail: CaseDetail } | { failed: true }

/** A self-exclusion asks for support persons; another case shows them only if it names any. */
const asksSupport = (detail: CaseDetail) =>
  detail.kind === 'exclusion-self' || detail.supportPersons.length > 0

function Case({
  area,
  reference,
  readings,
  me,
}: Omit<Props, 'area'> & { area: Area; me: StaffMe }) {
  const { i18n } = useLingui()
  const [loaded, setLoaded] = useState<Loaded>()
  const [version, setVersion] = useState(0)
  // One descriptor per case: the page title's effect runs again whenever it changes.
  const title = useMemo(() => msg`Case ${reference}`, [reference])

  useEffect(() => {
    let current = true
    showCase(area, reference).then(
      (detail) => current && setLoaded({ detail }),
      () => current && setLoaded({ failed: true }),
    )
    return () => {
      current = false
    }
  }, [area, reference, version])

  const reload = () => setVersion((n) => n + 1)
  const queue = i18n._(AREA_LABELS[area])

  return (
    <>
      <PageTitle title={title} />
      <p>
        <Link to="/staff/cases/$area" params={{ area }} search={{ status: 'PENDING' }}>
          <Trans>Back to {queue}</Trans>
        </Link>
      </p>
      {!loaded && (
        <p role="status">
          <Trans>Opening the case…</Trans>
        </p>
      )}
      {loaded && 'failed' in loaded && (
        <p>
          <Trans>This case could not be opened.</Trans>
        </p>
      )}
      {loaded && 'detail' in loaded && (
        <>
          <CaseOverview detail={loaded.detail} />
          {loaded.detail.kind === 'insuranceJoin' &&
            loaded.detail.status === 'APPROVED' &&
            seesMembers(me) && (
              <p>
                <Link to="/staff/members/$number" params={{ number: reference }}>
                  <Trans>Open the member’s page</Trans>
                </Link>
              </p>
            )}
          {loaded.detail.exclusion && <CaseExclusion exclusion={loaded.detail.exclusion} />}
          {loaded.detail.claim && (
            <CaseClaim claim={loaded.detail.claim} memberPage={seesMembers(me)} />
          )}
          <CaseAnswers detail={loaded.detail} readings={readings} />
          {asksSupport(loaded.detail) && (
            <CaseSupportPersons persons={loaded.detail.supportPersons} />
          )}
          <CaseFiles
            documents={loaded.detail.documents}
            canVerify={me.actions.includes('documents.verify')}
            onChanged={reload}
          />
          {loaded.detail.status === 'PENDING' &&
            (me.actions.includes('cases.decide') ? (
              <DecisionForm detail={loaded.detail} onDecided={reload} />
            ) : (
              <NotYours role={me.role} />
            ))}
          {(area === 'exclusions' || loaded.detail.messages.length > 0) && (
            <CaseMessages messages={loaded.detail.messages} />
          )}
          <CaseHistory events={loaded.detail.history} kind={loaded.detail.kind} />
        </>
      )}
    </>
  )
}
