/**
 * Makes the browser's Intl data ready on a thread of its own (intl-ready.ts): one number, one
 * currency and one date format in the language asked for, then says so.
 */
self.onmessage = (event: MessageEvent<unknown>) => {
  const tag = typeof event.data === 'string' ? event.data : 'en'
  Intl.DateTimeFormat.supportedLocalesOf([tag])
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'BWP' }).format(0)
  new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short' }).format(0)
  self.postMessage('ready')
}
