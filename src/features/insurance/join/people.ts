/**
 * The people of a join an add-on line can cover (the spouse, then each dependent), each with
 * the key its line carries (`spouse: true` or `dependent: <index>`), as the contract has it.
 */
import type { Answers } from '../../../journey/types'

export interface Line {
  addOnId: string
  dependent?: number
  spouse?: true
}

export interface Person {
  path: string
  name: string
  birth: string | undefined
  key: { spouse: true } | { dependent: number }
  covers: (line: Line) => boolean
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

const nameOf = (person: Record<string, unknown>) =>
  [person.firstName, person.surname].filter((part) => typeof part === 'string').join(' ')

const birthOf = (person: Record<string, unknown>) =>
  typeof person.dateOfBirth === 'string' ? person.dateOfBirth : undefined

export function peopleOf(data: Answers): Person[] {
  const people: Person[] = []
  if (data.spouse !== undefined) {
    const spouse = record(data.spouse)
    people.push({
      path: 'spouse',
      name: nameOf(spouse),
      birth: birthOf(spouse),
      key: { spouse: true },
      covers: (line) => line.spouse === true,
    })
  }
  const dependents = Array.isArray(data.dependents) ? data.dependents : []
  dependents.forEach((raw: unknown, index) => {
    const person = record(raw)
    people.push({
      path: `dependents.${index}`,
      name: nameOf(person),
      birth: birthOf(person),
      key: { dependent: index },
      covers: (line) => line.dependent === index,
    })
  })
  return people
}

/**
 * After dependent `removed` left the list: the add-on lines that covered them go, and the lines
 * of the dependents after them follow them down one place, so each line keeps its person.
 */
export function afterDependentRemoved(answers: Answers, removed: number): Answers {
  if (!Array.isArray(answers.addOns)) return answers
  const lines = (answers.addOns as Line[])
    .filter((line) => line?.dependent !== removed)
    .map((line) =>
      typeof line?.dependent === 'number' && line.dependent > removed
        ? { ...line, dependent: line.dependent - 1 }
        : line,
    )
  return { ...answers, addOns: lines }
}
