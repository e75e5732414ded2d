import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { call } from './http';

/** A message as the in-process SMTP server received it. */
export interface CaughtMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  /** The `X-Receipt-Key` header the API puts on every receipt (one key per receipt); null on others. */
  receiptKey: string | null;
  /** When the server accepted it (ms since the epoch). */
  acceptedAt: number;
}

/** A real SMTP server on 127.0.0.1 in this process, keeping what it receives in memory. */
export interface MailCatcher {
  url: string;
  /** What an API started with these variables mails here, its worker polling every second. */
  env: Record<string, string>;
  received: CaughtMail[];
  stop(): Promise<void>;
}

function receiptKeyOf(header: unknown): string | null {
  return typeof header === 'string' ? header : null;
}

/** `answerDelayMs`: how long the server takes to accept each message (a slow mail relay). */
export async function startMailCatcher(answerDelayMs = 0): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const gone = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          // Received is what the server accepted (250): a sender gone before that sent nothing.
          setTimeout(() => {
            if (gone.has(session.id)) return;
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              receiptKey: receiptKeyOf(parsed.headers.get('x-receipt-key')),
              acceptedAt: Date.now(),
            });
            callback();
          }, answerDelayMs);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    url,
    env: { SMTP_URL: url, MAIL_POLL_SECONDS: '1' },
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const taken = new WeakSet<CaughtMail>();

/** The next mail (each is returned once) to `email` whose subject matches, within `timeoutMs`. */
export async function nextMail(
  catcher: MailCatcher,
  email: string,
  subject: RegExp,
  timeoutMs = 30_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = catcher.received.find(
      (each) =>
        !taken.has(each) && each.to.includes(email.toLowerCase()) && subject.test(each.subject),
    );
    if (mail) {
      taken.add(mail);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const SIGNUP_CODE_SUBJECT = /sign-up code/i;
export const RESET_SUBJECT = /reset your password/i;

/** The reset token of a mail's `/resetPassword?token=` link. */
export function resetTokenIn(mail: CaughtMail): string {
  const token = /\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in "${mail.subject}"`);
  return token;
}

/**
 * Signs up for real through `origin` (an API or a gateway): Register, the code from the mail the
 * API sends to `catcher`, VerifySignup. The one way the resilience suite gets a new account.
 */
export async function signUp(
  origin: string,
  catcher: MailCatcher,
  account: { email: string; password: string; nickname: string },
  headers: Record<string, string> = {},
): Promise<{ token: string; userId: number }> {
  const registered = await call<{ signupToken: string }>(origin, 'User/Register', account, headers);
  if (registered.status !== 200) throw new Error(`User/Register: ${registered.message}`);
  const mail = await nextMail(catcher, account.email, SIGNUP_CODE_SUBJECT);
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  const verified = await call<{ userDetail: { token: string; id: number } }>(
    origin,
    'User/VerifySignup',
    { email: account.email, code, signupToken: registered.data.signupToken },
    headers,
  );
  if (verified.status !== 200) throw new Error(`User/VerifySignup: ${verified.message}`);
  return { token: verified.data.userDetail.token, userId: verified.data.userDetail.id };
}
