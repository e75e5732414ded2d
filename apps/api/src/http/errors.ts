import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import {
  type Locale,
  type Localized,
  type MessageKey,
  type MessageParams,
  translate,
  translateContractMessage,
} from '../i18n/messages';
import { failure } from './envelope';
import { localeFrom } from './locale';

export interface AppErrorOptions {
  data?: unknown;
  headers?: Record<string, string>;
  /** Bad input: the message is made from these, in the request's locale. */
  issues?: readonly z.core.$ZodIssue[];
}

/**
 * The one error a request can end with on purpose: an HTTP status and a message, either a key of the
 * shared catalogue or the `Localized` messages a module keeps beside its own code.
 */
export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey | Localized;
  readonly params: MessageParams;
  readonly options: AppErrorOptions;

  constructor(
    status: number,
    key: MessageKey | Localized,
    params: MessageParams = {},
    options: AppErrorOptions = {},
  ) {
    super(typeof key === 'string' ? key : key.en);
    this.name = 'AppError';
    this.status = status;
    this.key = key;
    this.params = params;
    this.options = options;
  }
}

/** Marks an issue that carries zod's default text, so that it gets ours instead. */
export const DEFAULT_ISSUE_MESSAGE = '\u0000default';

function pathOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      return index === 0 ? String(part) : `.${String(part)}`;
    })
    .join('');
}

function typeName(locale: Locale, expected: string): string {
  const known = ['string', 'number', 'int', 'boolean', 'object', 'array'] as const;
  const match = known.find((type) => type === expected);
  return match ? translate(locale, `type.${match}`) : expected;
}

function formatName(locale: Locale, format: string): string {
  const known = ['email', 'date', 'datetime', 'url', 'regex'] as const;
  const match = known.find((name) => name === format);
  return match ? translate(locale, `format.${match}`) : format;
}

function describeIssue(locale: Locale, issue: z.core.$ZodIssue): string {
  if (issue.message !== DEFAULT_ISSUE_MESSAGE)
    return translateContractMessage(locale, issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? translate(locale, 'validation.required')
        : translate(locale, 'validation.type', { expected: typeName(locale, issue.expected) });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return translate(locale, 'validation.minLength', { min });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return translate(locale, 'validation.minItems', { min });
      }
      return translate(
        locale,
        issue.inclusive === false ? 'validation.above' : 'validation.atLeast',
        {
          min,
        },
      );
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return translate(locale, 'validation.maxLength', { max });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return translate(locale, 'validation.maxItems', { max });
      }
      return translate(
        locale,
        issue.inclusive === false ? 'validation.below' : 'validation.atMost',
        {
          max,
        },
      );
    }
    case 'invalid_format':
      return translate(locale, 'validation.format', { format: formatName(locale, issue.format) });
    case 'invalid_value':
      return translate(locale, 'validation.oneOf', {
        values: issue.values.map((value) => String(value)).join(', '),
      });
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknownKeys', { keys: issue.keys.join(', ') });
    default:
      return translate(locale, 'validation.invalid');
  }
}

/** Each issue's field and what is wrong with it (`must be at most 100`), in the request's locale. */
export function describeIssues(locale: Locale, issues: readonly z.core.$ZodIssue[]) {
  return issues.map((issue) => ({
    path: pathOf(issue.path),
    message: describeIssue(locale, issue),
  }));
}

const FASTIFY_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.bodyTooLarge',
};

const STATUS_MESSAGES: Record<number, MessageKey> = {
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  429: 'error.tooManyRequests',
};

/** Turns anything thrown by a request into the envelope; nothing internal reaches the client. */
export function handleError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const locale = localeFrom(request.headers['accept-language']);
  if (error instanceof AppError) {
    const { status, options } = error;
    if (options.headers) reply.headers(options.headers);
    if (options.issues) {
      const issues = describeIssues(locale, options.issues);
      const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      return reply.status(status).send(failure(status, message, { issues }));
    }
    const message = translate(locale, error.key, error.params);
    return reply.status(status).send(failure(status, message, options.data));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = FASTIFY_ERRORS[error.code] ?? STATUS_MESSAGES[status] ?? 'error.badRequest';
    request.log.info({ code: error.code, status }, 'request refused');
    return reply.status(status).send(failure(status, translate(locale, key)));
  }
  if (isDatabaseUnavailable(error)) return unavailable(request, reply, error);
  request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send(failure(500, translate(locale, 'error.internal'), { requestId: request.id }));
}

/** Seconds a client is asked to wait before retrying a request the database could not serve. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The retryable answer while the database is out of reach (cut connection, failover, time limit):
 * 503 with `Retry-After`, the catalogue's message and no detail.
 */
export function unavailable(request: FastifyRequest, reply: FastifyReply, error?: unknown) {
  if (error) request.log.warn({ err: error }, 'database unavailable');
  const locale = localeFrom(request.headers['accept-language']);
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(failure(503, translate(locale, 'error.unavailable')));
}
