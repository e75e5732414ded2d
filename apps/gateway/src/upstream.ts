import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** No answer (or no next part of one) from an upstream in time, or no connection to it. */
export class UpstreamTimeoutError extends Error {
  readonly statusCode = 504;

  constructor(what: string) {
    super(`upstream ${what} timed out`);
  }
}

export interface UpstreamTimeouts {
  /** Connecting to the upstream. */
  connectMs: number;
  /** Waiting for the response headers, and then for each next part of the body. */
  idleMs: number;
}

export interface UpstreamRequest {
  method: string;
  /** Path and query, as the visitor sent them (checked by `readRequestTarget`). */
  path: string;
  headers: OutgoingHttpHeaders;
}

/**
 * Keep-alive connections to one upstream origin, on node's own HTTP client. Unlike
 * `@fastify/reply-from` over undici, the request can be destroyed at any time, so a visitor who
 * leaves before the answer comes stops the upstream's work. The caller pipes any request body in
 * and ends the request.
 */
export class UpstreamOrigin {
  private readonly agent: HttpAgent;
  private readonly send: typeof httpRequest;
  private readonly hostname: string;
  private readonly port: number;

  constructor(origin: string, timeouts: UpstreamTimeouts) {
    const url = new URL(origin);
    const secure = url.protocol === 'https:';
    const options = { keepAlive: true, scheduling: 'lifo', timeout: timeouts.idleMs } as const;
    this.agent = secure ? new HttpsAgent(options) : new HttpAgent(options);
    const createConnection = this.agent.createConnection.bind(this.agent);
    // Connecting has its own, shorter limit, set once per connection rather than per request.
    this.agent.createConnection = (connectOptions, callback) => {
      const socket = createConnection(connectOptions, callback);
      if (!socket) return socket;
      const timer = setTimeout(() => {
        socket.destroy(new UpstreamTimeoutError('connection'));
      }, timeouts.connectMs);
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
      return socket;
    };
    this.send = secure ? httpsRequest : httpRequest;
    this.hostname = url.hostname;
    this.port = Number(url.port) || (secure ? 443 : 80);
  }

  /** Sends the head of a request; `onAnswer` gets the response, its body unread. */
  request(
    { method, path, headers }: UpstreamRequest,
    onAnswer: (answer: IncomingMessage) => void,
  ): ClientRequest {
    const outgoing = this.send(
      { agent: this.agent, hostname: this.hostname, port: this.port, method, path, headers },
      onAnswer,
    );
    // The agent's sockets carry the idle time-out; a request only listens (no timer per request).
    outgoing.on('timeout', () => outgoing.destroy(new UpstreamTimeoutError('answer')));
    return outgoing;
  }

  close(): void {
    this.agent.destroy();
  }
}
