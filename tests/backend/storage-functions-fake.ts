/// <reference types="node" />
// A test stand-in for the two Supabase services the speech adapters call besides the data API: Storage (public
// objects, signed URLs) and Edge Functions, speaking the request shapes of storage-js and functions-js. Requests
// under /rest/v1/ can be forwarded to the PostgREST shim, so one supabase-js client talks to both. Test code only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a route does instead of answering: an HTTP error, never answering, or dropping the connection. */
export type Fault = { status: number; body?: unknown } | 'hang' | 'drop';

/** HEAD/GET of a public object, POST sign, GET of a signed object, POST of a function. */
export type FakeRoute = 'public' | 'sign' | 'signed' | 'function';

export interface FunctionReply {
  status?: number;
  body: unknown;
}

export interface RecordedRequest {
  method: string;
  /** The path without the query string, e.g. /storage/v1/object/public/tts-cache/pt-oi.mp3 */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON when the body was JSON, otherwise the text (empty for none). */
  body: unknown;
}

export interface StorageFunctionsFake {
  /** Base URL to give createClient (storage at /storage/v1, functions at /functions/v1). */
  url: string;
  /** Every request answered, in order (forwarded /rest/v1 requests included). */
  requests: RecordedRequest[];
  /** Stores an object; `isPublic` buckets serve it at /object/public/… too. */
  putObject(bucket: string, path: string, body: Uint8Array | string, contentType?: string): void;
  setBucketPublic(bucket: string, isPublic: boolean): void;
  /** What POST /functions/v1/<name> answers; the default replies 404. */
  setFunction(name: string, handler: (body: unknown) => FunctionReply | Promise<FunctionReply>): void;
  setFault(route: FakeRoute, fault: Fault | null): void;
  /** Forgets objects, functions, faults, tokens and recorded requests (public buckets stay public). */
  reset(): void;
  close(): Promise<void>;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parse(raw: Buffer, type: string | undefined): unknown {
  const text = raw.toString('utf8');
  if (type?.includes('json') && text) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

// Browsers (jsdom) and supabase-js send these; the fake allows every origin like the hosted service does.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': '*',
};

export interface FakeOptions {
  /** Where /rest/v1 requests go (the PostgREST shim's url); without it they get a 404. */
  restUrl?: string;
}

export async function startStorageFunctionsFake(options: FakeOptions = {}): Promise<StorageFunctionsFake> {
  const objects = new Map<string, StoredObject>();
  const publicBuckets = new Set<string>();
  const functions = new Map<string, (body: unknown) => FunctionReply | Promise<FunctionReply>>();
  const faults = new Map<FakeRoute, Fault>();
  const tokens = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let nextToken = 1;

  /** True when the route's fault took over the response. */
  function applyFault(route: FakeRoute, response: ServerResponse): boolean {
    const fault = faults.get(route);
    if (!fault) return false;
    if (fault === 'hang') hanging.add(response);
    else if (fault === 'drop') response.socket?.destroy();
    else json(response, fault.status, fault.body ?? { statusCode: String(fault.status), error: 'Fault', message: `Injected ${fault.status}` });
    return true;
  }

  function sendObject(method: string, response: ServerResponse, key: string): void {
    const object = objects.get(key);
    if (!object) return json(response, 404, { statusCode: '404', error: 'not_found', message: 'Object not found' });
    response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
    response.end(method === 'HEAD' ? undefined : object.body);
  }

  async function forward(request: IncomingMessage, response: ServerResponse, raw: Buffer): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === 'host' || name === 'content-length' || name === 'connection') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    try {
      const answer = await fetch(`${options.restUrl}${request.url}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(raw),
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') out[name] = value;
      });
      response.writeHead(answer.status, out);
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      response.socket?.destroy(); // the shim itself dropped or hung up: the client sees a network error
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(CORS)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    requests.push({ method, path: url.pathname, query: url.searchParams, headers: request.headers, body: parse(raw, request.headers['content-type']) });
    if (method === 'OPTIONS') return void response.writeHead(204).end();

    if (url.pathname.startsWith('/rest/v1/') && options.restUrl) return forward(request, response, raw);

    const publicObject = url.pathname.match(/^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/);
    if (publicObject && (method === 'GET' || method === 'HEAD')) {
      if (applyFault('public', response)) return;
      const [, bucket = '', path = ''] = publicObject;
      if (!publicBuckets.has(bucket)) return json(response, 404, { statusCode: '404', error: 'not_found', message: 'Bucket not found' });
      return sendObject(method, response, `${bucket}/${decodeURIComponent(path)}`);
    }

    const signed = url.pathname.match(/^\/storage\/v1\/object\/sign\/([^/]+)\/(.+)$/);
    if (signed && method === 'POST') {
      if (applyFault('sign', response)) return;
      const [, bucket = '', path = ''] = signed;
      const key = `${bucket}/${decodeURIComponent(path)}`;
      const body = parse(raw, 'json') as { expiresIn?: unknown };
      if (typeof body?.expiresIn !== 'number') return json(response, 400, { statusCode: '400', error: 'invalid', message: 'expiresIn is required' });
      if (!objects.has(key)) return json(response, 400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
      const token = `token-${nextToken++}-${body.expiresIn}`;
      tokens.set(token, key);
      return json(response, 200, { signedURL: `/object/sign/${bucket}/${path}?token=${token}` });
    }
    if (signed && (method === 'GET' || method === 'HEAD')) {
      if (applyFault('signed', response)) return;
      const token = url.searchParams.get('token') ?? '';
      const [, bucket = '', path = ''] = signed;
      const key = `${bucket}/${decodeURIComponent(path)}`;
      if (tokens.get(token) !== key) return json(response, 400, { statusCode: '403', error: 'InvalidJWT', message: 'invalid signature' });
      return sendObject(method, response, key);
    }

    const fn = url.pathname.match(/^\/functions\/v1\/([^/]+)$/);
    if (fn && method === 'POST') {
      if (applyFault('function', response)) return;
      const handler = functions.get(fn[1] ?? '');
      if (!handler) return json(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      const reply = await handler(parse(raw, request.headers['content-type']));
      return json(response, reply.status ?? 200, reply.body);
    }

    json(response, 404, { message: `No route for ${method} ${url.pathname}` });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    putObject(bucket, path, body, contentType = 'audio/mpeg') {
      objects.set(`${bucket}/${path}`, { body: Buffer.from(body), contentType });
    },
    setBucketPublic(bucket, isPublic) {
      if (isPublic) publicBuckets.add(bucket);
      else publicBuckets.delete(bucket);
    },
    setFunction(name, handler) {
      functions.set(name, handler);
    },
    setFault(route, fault) {
      if (fault) faults.set(route, fault);
      else faults.delete(route);
    },
    reset() {
      objects.clear();
      functions.clear();
      faults.clear();
      tokens.clear();
      requests.length = 0;
    },
    close() {
      for (const response of hanging) response.socket?.destroy();
      hanging.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
