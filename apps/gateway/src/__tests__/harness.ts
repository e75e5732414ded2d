import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type BuildGatewayOptions, buildGateway } from '../app';
import type { GatewayConfig, UpstreamName } from '../config';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What an upstream saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

/** A real node:http server on 127.0.0.1 that can be stopped and started again on the same port. */
export class Upstream {
  readonly seen: SeenRequest[] = [];
  private server: Server | null = null;
  private port = 0;

  constructor(
    readonly name: UpstreamName,
    private handler: Handler,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  handle(handler: Handler): void {
    this.handler = handler;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      this.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      this.handler(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The default answers: an HTML page marked with its app, and an echo of the request for the API. */
export function defaultHandler(name: UpstreamName): Handler {
  return (req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', app: name, buildId: `${name}-build-1` }));
      return;
    }
    if (name === 'api') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 0, message: 'ok', data: { url: req.url } }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'x-device': name,
      vary: 'User-Agent',
    });
    res.end(`<!doctype html><html><body data-app="${name}">${req.url}</body></html>`);
  };
}

export interface Stack {
  gateway: FastifyInstance;
  /** `http://127.0.0.1:<port>` of the gateway. */
  url: string;
  port: number;
  upstreams: Record<UpstreamName, Upstream>;
  close(): Promise<void>;
}

/** Three real upstream servers on free ports and a gateway in front of them, listening too. */
export async function startStack(
  config: Partial<
    Pick<
      GatewayConfig,
      'trustProxy' | 'upstreamTimeoutMs' | 'htmlCacheMs' | 'slowClients' | 'metrics'
    >
  > = {},
  logger: BuildGatewayOptions['logger'] = false,
): Promise<Stack> {
  const upstreams = {
    pc: new Upstream('pc', defaultHandler('pc')),
    mobile: new Upstream('mobile', defaultHandler('mobile')),
    api: new Upstream('api', defaultHandler('api')),
  };
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.start()));
  const gateway = await buildGateway({
    config: {
      upstreams: {
        pc: [upstreams.pc.url],
        mobile: [upstreams.mobile.url],
        api: [upstreams.api.url],
      },
      trustProxy: config.trustProxy ?? false,
      upstreamTimeoutMs: config.upstreamTimeoutMs ?? 30_000,
      htmlCacheMs: config.htmlCacheMs ?? 0,
      ...(config.slowClients ? { slowClients: config.slowClients } : {}),
      ...(config.metrics ? { metrics: config.metrics } : {}),
    },
    logger,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const port = (gateway.server.address() as AddressInfo).port;
  return {
    gateway,
    port,
    url: `http://127.0.0.1:${port}`,
    upstreams,
    async close() {
      await gateway.close();
      await Promise.all(Object.values(upstreams).map((upstream) => upstream.stop()));
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * One request with the request target written exactly as given (`//host`, `http://host/`,
 * `/..%2f`), which fetch would normalise away.
 */
export function rawRequest(
  port: number,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
