/** `/staff/schemes` lists the union's schemes; `/staff/schemes/<id>` edits one. */
import { SchemeEditPage } from './SchemeEditPage'
import { SchemesPage } from './SchemesPage'

export function SchemesArea({ scheme }: { scheme: string | undefined }) {
  return scheme ? <SchemeEditPage id={scheme} /> : <SchemesPage />
}
