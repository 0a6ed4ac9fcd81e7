// @vitest-environment node
/**
 * Makes the PDF of a French third-party application and reads it back with PDF.js (unpdf), as
 * a viewer or a screen reader would: the text must come out with its accents (the embedded
 * font's ToUnicode map), and the structure tree must carry the headings and lists.
 */
import { setupI18n } from '@lingui/core'
import { readFileSync } from 'node:fs'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Snapshot } from '../../../journey/snapshot'
import { makeApplicationPdf } from '.'
import { THIRD_PARTY_FR } from './testing/third-party-fr'
import { i18nFor, translateTexts, type PdfTexts } from './texts'

const fonts = {
  regular: readFileSync(
    new URL('../../../components/pdf/fonts/NotoSans-Regular.ttf', import.meta.url),
  ),
  bold: readFileSync(new URL('../../../components/pdf/fonts/NotoSans-Bold.ttf', import.meta.url)),
}

let texts: PdfTexts

async function make(snapshot: Snapshot) {
  const blob = await makeApplicationPdf(snapshot, texts, fonts)
  const bytes = new Uint8Array(await blob.arrayBuffer())
  return { blob, bytes, raw: Buffer.from(bytes).toString('latin1') }
}

interface StructNode {
  role?: string
  children?: StructNode[]
}

const roles = (node: StructNode | null | undefined): string[] =>
  node ? [node.role ?? '', ...(node.children ?? []).flatMap(roles)] : []

const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('the PDF of an application', () => {
  let made: Awaited<ReturnType<typeof make>>
  let text: string

  beforeAll(async () => {
    // The page is in English, the answers were given in French: the sentences follow them.
    const english = setupI18n({ locale: 'en', messages: { en: {} } })
    texts = translateTexts(await i18nFor('fr', english), THIRD_PARTY_FR, {
      state: 'delivered',
      deliveredAt: THIRD_PARTY_FR.submittedAt + 60_000,
    })
    made = await make(THIRD_PARTY_FR)
    const pdf = await getDocumentProxy(made.bytes.slice())
    text = flat((await extractText(pdf, { mergePages: true })).text)
  })

  it('is a PDF holding the reference, the answers with their accents and the file names', () => {
    expect(made.blob.type).toBe('application/pdf')
    expect(made.raw.startsWith('%PDF-1.7')).toBe(true)
    expect(text).toContain('EX-7K3M9Q2P')
    expect(text).toContain('Demander l’exclusion d’une autre personne')
    expect(text).toContain('Numéro de référence')
    expect(text).toContain('Kgomotšo Aimée Mothibi')
    expect(text).toContain('Lien de parenté')
    expect(text).toContain('Époux ou épouse')
    expect(text).toContain('Casino « Grand Palm », Gaborone')
    expect(text).toContain('l’été comme à l’hiver')
    expect(text).toContain('Fichiers joints')
    for (const file of THIRD_PARTY_FR.files) expect(text).toContain(file)
  })

  it('dates it in the snapshot’s language and keeps the reference on every page', async () => {
    expect(text).toMatch(/Date d’envoi \d{2}\/11\/2026 \d{2}:\d{2}/)
    const pdf = await getDocumentProxy(made.bytes.slice())
    expect(pdf.numPages).toBeGreaterThan(1)
    const { text: pages } = await extractText(pdf)
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('EX-7K3M9Q2P')
      expect(page).toContain(`${index + 1} / ${pdf.numPages}`)
    }
  })

  it('is tagged: marked, with its language, title and a structure of headings and lists', async () => {
    expect(made.raw).toMatch(/\/StructTreeRoot \d+ 0 R/)
    expect(made.raw).toMatch(/\/Lang \(fr\)/)
    expect(made.raw).toMatch(/\/DisplayDocTitle true/)
    const pdf = await getDocumentProxy(made.bytes.slice())
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true })
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } }
    expect(info.Title).toBe(THIRD_PARTY_FR.title)
    const first = roles((await (await pdf.getPage(1)).getStructTree()) as StructNode)
    expect(first).toEqual(expect.arrayContaining(['Document', 'H1', 'P', 'H2', 'L', 'LI']))
    expect(first).toEqual(expect.arrayContaining(['Lbl', 'LBody']))
    expect(first.filter((role) => role === 'H1')).toHaveLength(1)
  })

  it('declares PDF/UA-1 in its XMP metadata, with its title and its issuer', async () => {
    const pdf = await getDocumentProxy(made.bytes.slice())
    const { metadata, info } = (await pdf.getMetadata()) as {
      metadata: { get(name: string): unknown } | null
      info: { Author?: string }
    }
    expect(metadata?.get('pdfuaid:part')).toBe('1')
    expect(metadata?.get('dc:title')).toBe(THIRD_PARTY_FR.title)
    expect(info.Author).toBe(
      'Portail d’auto-assistance de l’autorité nationale de régulation des jeux d’argent',
    )
  })

  it('names who issued the form, and says a request’s copy is quoted with the phone number', async () => {
    expect(text).toContain(
      'Délivré par Portail d’auto-assistance de l’autorité nationale de régulation des jeux d’argent',
    )
    const english = setupI18n({ locale: 'en', messages: { en: {} } })
    const talk = { ...THIRD_PARTY_FR, reference: 'TK-7K3M9Q2P', locale: 'en' }
    const waiting = translateTexts(english, talk, { state: 'waiting' })
    expect(waiting.keepReference).toBe(
      'Keep this reference number. For any question about this request, give it together with the phone number you gave.',
    )
    expect(waiting.keepReference).not.toMatch(/\bID\b|passport/)
    expect(waiting.title).toBe('Copy of your request')
    const blob = await makeApplicationPdf(talk, waiting, fonts)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    const shown = flat(
      (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text,
    )
    expect(shown).toContain('Issued by Self Help Portal of the national gambling regulator')
    expect(shown).not.toMatch(/\bID\b or passport/)
  })

  it('says a copy made before it was sent is saved on this device, not yet sent', async () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } })
    const snapshot = { ...THIRD_PARTY_FR, locale: 'en' }
    const waiting = translateTexts(english, snapshot, { state: 'waiting' })
    expect(waiting.sentLabel).toBeUndefined()
    expect(waiting.sent).toMatch(/^Saved on this device on 23\/11\/2026 \d\d:30, not yet sent\.$/)
    const blob = await makeApplicationPdf(snapshot, waiting, fonts)
    const shown = flat(
      (
        await extractText(await getDocumentProxy(new Uint8Array(await blob.arrayBuffer())), {
          mergePages: true,
        })
      ).text,
    )
    expect(shown).toContain('not yet sent')
    expect(shown).not.toContain('Submitted on')
    expect(translateTexts(english, snapshot, { state: 'needs-attention' }).sent).toMatch(
      /The service has not accepted it yet\.$/,
    )
  })

  it('embeds a subset of Noto Sans and no standard font', () => {
    expect(made.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/)
    expect(made.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/)
    expect(made.raw).toContain('/FontFile2')
    expect(made.raw).not.toContain('/Helvetica')
  })

  it('marks letters its fonts lack, and keeps them as the actual text for screen readers', async () => {
    const [about, ...rest] = THIRD_PARTY_FR.sections
    const name = { ...about!.rows[4]!, lines: ['Анна Mothibi 🙂'] }
    const sections = [{ ...about!, rows: [name] }, ...rest]
    const { bytes, raw } = await make({ ...THIRD_PARTY_FR, sections })
    const shown = flat(
      (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text,
    )
    expect(shown).toContain('Nom complet \uFFFD\uFFFD\uFFFD\uFFFD Mothibi \uFFFD')
    // A PDF text string: UTF-16BE with its byte-order mark (none of these bytes needs escaping).
    const utf16 = Buffer.from('\uFEFFАнна Mothibi 🙂', 'utf16le').swap16().toString('latin1')
    expect(raw).toContain(`/ActualText (${utf16})`)
  })

  it('says "None" when nothing was attached, and writes the Setswana language tag', async () => {
    const { bytes, raw } = await make({ ...THIRD_PARTY_FR, locale: 'ts', files: [] })
    const pdf = await getDocumentProxy(bytes)
    const none = flat((await extractText(pdf, { mergePages: true })).text)
    expect(none).toMatch(/Fichiers joints Aucun/)
    expect(raw).toMatch(/\/Lang \(tn\)/)
  })
})
