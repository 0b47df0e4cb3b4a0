import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK made: its form body (or query) read back as Stripe would. */
export interface FakeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

type Handler = (call: FakeCall) => [status: number, body: unknown];

/**
 * A local stand-in for api.stripe.com, for the adapter's tests only: it
 * records each call and answers what the test told it to for that method and
 * path. The SDK reaches it through its host/port/protocol options.
 */
export class StripeFake {
  readonly calls: FakeCall[] = [];
  private readonly handlers = new Map<string, Handler>();
  private server: Server | undefined;

  on(method: string, path: string, handler: Handler): this {
    this.handlers.set(`${method} ${path}`, handler);
    return this;
  }

  reset(): void {
    this.calls.length = 0;
    this.handlers.clear();
  }

  /** The calls to one method and path, in order. */
  callsTo(method: string, path: string): FakeCall[] {
    return this.calls.filter((c) => c.method === method && c.path === path);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const call: FakeCall = {
          method: req.method ?? 'GET',
          path: url.pathname,
          params: req.method === 'GET' ? url.searchParams : new URLSearchParams(raw),
          headers: req.headers,
        };
        this.calls.push(call);
        const handler = this.handlers.get(`${call.method} ${call.path}`);
        const [status, body] = handler
          ? handler(call)
          : [
              404,
              {
                error: {
                  type: 'invalid_request_error',
                  code: 'resource_missing',
                  message: `No such route ${call.path}`,
                },
              },
            ];
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
