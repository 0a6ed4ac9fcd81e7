/**
 * The part of pdfkit 0.20 this module uses. pdfkit ships no types, and @types/pdfkit describes
 * 0.17: its constructor takes no font bytes, which the browser build needs (it has no
 * standard fonts unless they are registered), so these few lines follow the 0.20 source
 * (node_modules/pdfkit/js/pdfkit.browser.mjs) instead.
 */
declare module 'pdfkit' {
  type FontSource = Uint8Array | ArrayBuffer

  interface DocumentOptions {
    size?: string
    margins?: { top: number; bottom: number; left: number; right: number }
    pdfVersion?: '1.4' | '1.5' | '1.6' | '1.7'
    /** Sets /MarkInfo /Marked and creates the structure tree root. */
    tagged?: boolean
    /** The catalog's /Lang. */
    lang?: string
    /** Viewers show info.Title instead of the file name. */
    displayTitle?: boolean
    info?: { Title?: string; Author?: string; Subject?: string }
    /**
     * A conformance the document declares: 'PDF/UA' writes `pdfuaid:part` 1 into the XMP
     * metadata (pdfkit adds nothing else: the tags, language and title are ours to give).
     */
    subset?: 'PDF/UA'
    /** The first font; the browser build fails on its default, Helvetica, unless registered. */
    font?: FontSource
    bufferPages?: boolean
  }

  interface TextOptions {
    width?: number
    align?: 'left' | 'center' | 'right' | 'justify'
    lineGap?: number
    paragraphGap?: number
    continued?: boolean
    lineBreak?: boolean
    height?: number
  }

  interface StructureOptions {
    lang?: string
    alt?: string
    actual?: string
    title?: string
  }

  type StructureChild = PDFStructureElement | (() => void)

  export interface PDFStructureElement {
    add(child: StructureChild): this
    end(): void
  }

  interface ListOptions extends TextOptions {
    structParent?: PDFStructureElement
    bulletRadius?: number
    textIndent?: number
    bulletIndent?: number
  }

  export default class PDFDocument {
    constructor(options?: DocumentOptions)
    x: number
    y: number
    page: {
      width: number
      height: number
      margins: { top: number; bottom: number; left: number; right: number }
    }
    registerFont(name: string, source: FontSource): this
    font(name: string): this
    fontSize(size: number): this
    fillColor(color: string): this
    strokeColor(color: string): this
    lineWidth(width: number): this
    text(text: string, options?: TextOptions): this
    text(text: string, x: number, y: number, options?: TextOptions): this
    list(items: string[], options?: ListOptions): this
    moveDown(lines?: number): this
    moveTo(x: number, y: number): this
    lineTo(x: number, y: number): this
    stroke(): this
    rect(x: number, y: number, width: number, height: number): this
    fill(color?: string): this
    heightOfString(text: string, options?: TextOptions): number
    struct(
      type: string,
      options?: StructureOptions,
      children?: StructureChild[],
    ): PDFStructureElement
    struct(type: string, children: StructureChild | StructureChild[]): PDFStructureElement
    addStructure(element: PDFStructureElement): this
    markContent(tag: 'Artifact', options?: { type?: 'Pagination' | 'Layout' | 'Page' }): this
    endMarkedContent(): this
    addPage(): this
    bufferedPageRange(): { start: number; count: number }
    switchToPage(index: number): this
    on(event: 'data', listener: (chunk: Uint8Array) => void): this
    on(event: 'end', listener: () => void): this
    on(event: 'error', listener: (error: unknown) => void): this
    end(): void
  }
}
