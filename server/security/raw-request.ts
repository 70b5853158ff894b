import net from 'node:net';

// Test-only: a request written byte for byte on a socket, for request lines fetch and
// supertest cannot send (absolute-form, asterisk-form, raw bytes in the target).

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** Sends `GET <target> HTTP/1.1` (or any request line) and reads the status line and headers. */
export function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${requestLine.slice(0, 80)}`));
    }, 10_000);
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      const lines = [
        requestLine,
        'Host: shop.test',
        'Connection: close',
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    });
    socket.on('data', (chunk: string) => {
      data += chunk;
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.destroy();
      const [statusLine, ...rest] = data.slice(0, end).split('\r\n');
      const out: Record<string, string> = {};
      for (const line of rest) {
        const colon = line.indexOf(':');
        out[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers: out });
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}
