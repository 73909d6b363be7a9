/**
 * The app on Node's HTTP server. Some requests never reach the app: Node answers them itself
 * when their head cannot be read (headers over its 16 KB limit, a malformed request line, a
 * head that takes too long). Its own answers have no body; these carry the API's JSON `{detail}`
 * like every other error, and close the connection as Node would.
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';

type FetchHandler = Parameters<typeof serve>[0]['fetch'];

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large (at most 16 KB).'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADERS_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/** The raw HTTP answer for an error Node met before the app. */
export function clientErrorAnswer(code: string | undefined): string {
  const [status, detail] = CLIENT_ERRORS[code ?? ''] ?? [400, 'The request is malformed.'];
  const body = JSON.stringify({ detail });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export function answerClientErrors(server: Server) {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A reset connection or one already answering cannot take another answer.
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(err.code));
  });
}

/** serve() from @hono/node-server, with JSON answers to the errors Node meets first. */
export function serveApp(options: { fetch: FetchHandler; port: number; hostname?: string }, listening?: () => void) {
  const server = serve(options, listening);
  answerClientErrors(server as Server);
  return server;
}
