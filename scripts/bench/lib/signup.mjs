// Signs bench customers up as customers do: Register, the 6-digit code from the mail the API sends
// to an SMTP server in this process (`SMTP_URL`), VerifySignup. No backdoor in the API.
import { SMTPServer } from 'smtp-server';
import { call } from '../api-support.mjs';

/** A real SMTP server on 127.0.0.1 keeping each sign-up code by recipient; give the API `env`. */
export async function startMailCatcher() {
  const codes = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        // The subject is plain ASCII ("Your sign-up code: 123456"), so the raw header is enough.
        const code = /^Subject:[^\r\n]*?\b(\d{6})\b/im.exec(Buffer.concat(chunks).toString())?.[1];
        if (code) {
          for (const rcpt of session.envelope.rcptTo) codes.set(rcpt.address.toLowerCase(), code);
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${server.server.address().port}`;
  return {
    env: { SMTP_URL: url, MAIL_POLL_SECONDS: '1' },
    /** Waits for the code mailed to `email` (the API's worker sends every second). */
    async codeFor(email, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!codes.has(email)) {
        if (Date.now() > deadline) throw new Error(`no sign-up code mailed to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return codes.get(email);
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One new account: its `userDetail` (token and all). */
export async function signUp(base, mail, account) {
  const { signupToken } = await call(base, '/api/User/Register', account);
  const code = await mail.codeFor(account.email.toLowerCase());
  const verify = { email: account.email, code, signupToken };
  const { userDetail } = await call(base, '/api/User/VerifySignup', verify);
  return userDetail;
}
