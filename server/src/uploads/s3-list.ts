/**
 * Reads one page of an S3 ListObjectsV2 answer (the sweep's `list`). Only three elements
 * matter (Key, LastModified, NextContinuationToken), all plain text, so a few patterns do
 * what an XML library would, without one more dependency in the gateway.
 */
export interface ListPage {
  items: { key: string; modifiedMs: number }[]
  /** The continuation token of the next page, if the list is truncated. */
  next: string | undefined
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
}
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]!)

const element = (xml: string, name: string) =>
  new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]

export function parseListPage(xml: string): ListPage {
  const items: ListPage['items'] = []
  for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = element(contents, 'Key')
    const modified = Date.parse(element(contents, 'LastModified') ?? '')
    if (key !== undefined && !Number.isNaN(modified)) {
      items.push({ key: unescape(key), modifiedMs: modified })
    }
  }
  const truncated = element(xml, 'IsTruncated') === 'true'
  const token = element(xml, 'NextContinuationToken')
  return { items, next: truncated && token ? unescape(token) : undefined }
}
