import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ARTIFACTS } from './stack';

/**
 * The run's mail server: a real SMTP server on 127.0.0.1 (the `smtp-server` package) that the
 * global setup starts and gives the API as `SMTP_URL`. Each message it accepts is parsed and written
 * to `MAILBOX` as one JSON file, so every worker reads the receipts the store sent.
 */
export const MAILBOX = join(ARTIFACTS, 'mail');

/** A message as the server received it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailbox {
  url: string;
  stop(): Promise<void>;
}

/** Starts the SMTP server on a free port of 127.0.0.1; what it receives lands in `MAILBOX`. */
export async function startMailbox(): Promise<Mailbox> {
  rmSync(MAILBOX, { recursive: true, force: true });
  mkdirSync(MAILBOX, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          count += 1;
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          // Written aside, then renamed: a reader never sees half a message.
          const file = join(MAILBOX, `${Date.now()}-${count}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(mail));
          renameSync(`${file}.part`, file);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message received so far. */
export function receivedMail(): ReceivedMail[] {
  return readdirSync(MAILBOX)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(MAILBOX, name), 'utf8')) as ReceivedMail);
}

/**
 * Waits until a message to `recipient` whose subject contains `subject` has arrived (the API's mail
 * worker sends its outbox every second here) and resolves with it.
 */
export async function waitForMail(
  recipient: string,
  subject: string,
  timeout = 30_000,
): Promise<ReceivedMail> {
  const find = () =>
    receivedMail().find(
      (mail) => mail.to.includes(recipient.toLowerCase()) && mail.subject.includes(subject),
    );
  await expect
    .poll(() => find() !== undefined, {
      message: `a message to ${recipient} with "${subject}" in its subject`,
      timeout,
    })
    .toBe(true);
  return find() as ReceivedMail;
}

/** The subjects (English) of the store's account mails, as the specs look for them. */
export const ACCOUNT_MAIL = {
  signupCode: 'Your sign-up code',
  signupExisting: 'Someone tried to sign up',
  passwordReset: 'Reset your password',
  passwordChanged: 'Your password was changed',
} as const;

/** The 6-digit sign-up code mailed to `email` (its subject and text carry it). */
export async function signupCodeFor(email: string): Promise<string> {
  const mail = await waitForMail(email, ACCOUNT_MAIL.signupCode);
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail to ${email}: ${mail.subject}`);
  return code;
}

/** The path and query of the reset link in a mail (`/resetPassword?token=...`), to open in a page. */
export function resetLinkOf(mail: ReceivedMail): string {
  const link = /https?:\/\/[^\s"'<>]+\/resetPassword\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
