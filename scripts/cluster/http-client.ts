import http from 'node:http';

// A small HTTP client for the cluster test: its own keep-alive agent (so each virtual client
// holds its own connections, as a browser does), a cookie jar, an optional local address
// (127.0.0.N: each client is its own address for the throttle) and a deadline per request.

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface RequestInit {
  method?: string;
  json?: unknown;
  /** A urlencoded form (the console's forms), posted from the target's own origin; pairs keep repeated names. */
  form?: Record<string, string> | [string, string][];
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class Client {
  readonly cookies = new Map<string, string>();
  private readonly agent: http.Agent;

  constructor(private readonly localAddress?: string) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, ...(localAddress && { localAddress }) });
  }

  request(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
    const url = new URL(path, base);
    const body =
      init.form !== undefined
        ? new URLSearchParams(init.form).toString()
        : init.json === undefined
          ? undefined
          : JSON.stringify(init.json);
    const headers: Record<string, string> = { 'user-agent': 'cluster-test', ...init.headers };
    if (body !== undefined) {
      headers['content-type'] = init.form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
      headers.origin = url.origin;
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            this.remember(res.headers['set-cookie'] ?? []);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            });
          });
        },
      );
      req.setTimeout(init.timeoutMs ?? 20_000, () => req.destroy(new Error(`timeout ${url.pathname}`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  /** POST /api/ecom/v1.0/<name> with a JSON body (same-origin, as the browser's transport sends it). */
  api(base: string, name: string, input: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.request(base, `/api/ecom/v1.0/${name}`, { json: input, ...(headers && { headers }) });
  }

  close(): void {
    this.agent.destroy();
  }

  private remember(lines: string[]): void {
    for (const line of lines) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const expired = attrs.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()),
      );
      const cleared = expired || pair.slice(eq + 1).trim() === '';
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
  }
}

export const json = <T>(a: Answer): T => JSON.parse(a.body) as T;
