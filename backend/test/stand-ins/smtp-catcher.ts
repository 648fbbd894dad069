import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A loopback SMTP server that keeps every message the site sends, so tests can read the e-mails. */
export class SmtpCatcher {
  private constructor(
    private readonly server: SMTPServer,
    /** Every message received, in arrival order. */
    readonly mails: CaughtMail[],
    /** The `SMTP_URL` that makes the site send here. */
    readonly url: string,
  ) {}

  static async start(): Promise<SmtpCatcher> {
    const mails: CaughtMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new SmtpCatcher(server, mails, `smtp://127.0.0.1:${port}`);
  }

  mailsTo(address: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  clear(): void {
    this.mails.length = 0;
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The raw message with quoted-printable soft breaks and folded headers joined. */
export function unfolded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
}
