import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps what it receives; `stop()` closes the port. */
export interface MailCatcher {
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
}

export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
