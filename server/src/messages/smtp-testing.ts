/**
 * A real SMTP server in the test process (imported by *.test.ts only): `smtp-server` on
 * loopback, each message parsed by `mailparser`. A message counts as received only once the
 * server has answered 250 to it, as a real one takes responsibility only then; `decide` may
 * instead refuse it with an SMTP code, or hold the answer (a promise the test settles later),
 * to stand for a slow server or to kill a gateway while its message waits for the 250.
 */
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  messageId: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string | undefined
  language: string | undefined
}

export type Verdict = 'accept' | { code: number; message: string }

export interface TestSmtp {
  url: string
  /** Every message answered 250, in that order. */
  received: ReceivedMail[]
  /** What to answer to a message; accept by default. */
  decide: (mail: ReceivedMail) => Verdict | Promise<Verdict>
  stop(): Promise<void>
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const smtp: TestSmtp = {
    url: '',
    received: [],
    decide: () => 'accept',
    stop: async () => {},
  }
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed certificate for the client to refuse.
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            messageId: parsed.messageId ?? '',
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            language: parsed.headers.get('content-language') as string | undefined,
          }
          const verdict = await smtp.decide(mail)
          if (verdict === 'accept') {
            smtp.received.push(mail)
            callback()
          } else {
            const error = new Error(verdict.message) as Error & { responseCode: number }
            error.responseCode = verdict.code
            callback(error)
          }
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  smtp.url = `smtp://127.0.0.1:${port}`
  smtp.stop = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return smtp
}
