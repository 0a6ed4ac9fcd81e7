/**
 * A place as a latitude and longitude pair: read from what a person or a device gives, and
 * linked to a map. Without valibot: the report's location control uses it on its first page,
 * and the report's contract checks the pair with it (coordinatesSchema).
 */
export interface Coordinates {
  lat: number
  lng: number
}

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

function toNumber(part: unknown): number | undefined {
  if (typeof part === 'number') return Number.isFinite(part) ? part : undefined
  if (typeof part !== 'string' || !NUMERIC.test(part.trim())) return undefined
  return Number(part.trim())
}

/**
 * A pair from 'lat, lng' text or from two values: both numeric, the first within -90..90, the
 * second within -180..180. Undefined otherwise.
 */
export function parseCoordinates(input: string | readonly unknown[]): Coordinates | undefined {
  const parts = typeof input === 'string' ? input.split(',') : input
  if (parts.length !== 2) return undefined
  const lat = toNumber(parts[0])
  const lng = toNumber(parts[1])
  if (lat === undefined || lng === undefined) return undefined
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return undefined
  return { lat, lng }
}

export function isCoordinatePair(lat: unknown, lng: unknown): boolean {
  return parseCoordinates([lat, lng]) !== undefined
}

/** An OpenStreetMap link to a valid pair; throws RangeError for an invalid one. */
export function mapLink(lat: number, lng: number): string {
  if (!isCoordinatePair(lat, lng)) throw new RangeError(`Not a coordinate pair: ${lat}, ${lng}`)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
}
