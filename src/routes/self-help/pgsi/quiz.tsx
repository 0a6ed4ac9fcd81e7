import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PgsiQuiz } from '../../../features/pgsi/components/PgsiQuiz'

export const Route = createFileRoute('/self-help/pgsi/quiz')({
  staticData: { title: msg`PGSI quiz` },
  component: PgsiQuiz,
})
