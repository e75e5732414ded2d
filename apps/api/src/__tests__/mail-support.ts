import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@storefront/api-client';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { createOutbox } from '../modules/mail/outbox';
import { smtpSender } from '../modules/mail/worker';
import type { Identity, TestServer } from './harness';

/** A real SMTP server on 127.0.0.1 that keeps what it receives; `stop()` closes the port. */
export interface MailCatcher {
  url: string;
  received: ParsedMail[];
  /** SMTP connections opened to it so far. */
  connections(): number;
  stop(): Promise<void>;
}

export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const received: ParsedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
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
    connections: () => connections,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let shared: Promise<MailCatcher> | undefined;

/** One SMTP server for every test of this file that signs up or reads account mail. */
export function sharedMailCatcher(): Promise<MailCatcher> {
  shared ??= startMailCatcher();
  return shared;
}

const taken = new WeakSet<ParsedMail>();

function isTo(mail: ParsedMail, email: string): boolean {
  const lists = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return lists.some((list) =>
    list.value.some((entry) => entry.address?.toLowerCase() === email.toLowerCase()),
  );
}

/**
 * The next mail to `email` whose subject matches, as the server's outbox delivers it over SMTP to
 * the shared catcher (each mail is returned once). Fails after `timeoutMs` without one.
 */
export async function nextMailTo(
  server: TestServer,
  email: string,
  subject: RegExp = /./,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const catcher = await sharedMailCatcher();
  const sender = smtpSender(catcher.url);
  const outbox = createOutbox({
    db: server.database.db,
    clock: server.clock,
    sender,
    from: 'Storefront <accounts@shop.example>',
    storeOrigin: server.deps.settings.mail.storeOrigin,
  });
  try {
    return await vi.waitFor(
      async () => {
        const found = catcher.received.find(
          (each) => !taken.has(each) && isTo(each, email) && subject.test(each.subject ?? ''),
        );
        if (found) {
          taken.add(found);
          return found;
        }
        await outbox.drain();
        throw new Error(`no mail to ${email} matching ${subject}`);
      },
      { timeout: timeoutMs, interval: 20 },
    );
  } finally {
    sender.close();
  }
}

/** The 6-digit code of a sign-up mail. */
export function codeIn(mail: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

/** The reset token of a mail's `/resetPassword?token=` link. */
export function resetTokenIn(mail: ParsedMail): string {
  const token = /\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in "${mail.subject}"`);
  return token;
}

export const SIGNUP_CODE_SUBJECT = /sign-up code|kode pendaftaran/i;

/**
 * Signs up for real: Register, the code from the mail the outbox sends over SMTP, VerifySignup.
 * The one way every API test gets a new account.
 */
export async function signUp(
  server: TestServer,
  account: { email: string; password: string; nickname: string },
  identity: Identity = {},
): Promise<LoginResponse> {
  const client = server.client(identity);
  const { signupToken } = await client.user.register(account);
  const mail = await nextMailTo(server, account.email, SIGNUP_CODE_SUBJECT);
  return client.user.verifySignup({ email: account.email, code: codeIn(mail), signupToken });
}
