import { PassThrough } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { writesPerPass, type FlushableWritable } from './pass-writes';

// A page of many rows (several 4 KB pieces) and one boundary that resolves later, rendered by
// React's own stream into a real stream, with and without the gathering in between.

function Rows() {
  return (
    <ul>
      {Array.from({ length: 400 }, (_, i) => (
        <li key={i} className="row">
          Row number {i} of the listing
        </li>
      ))}
    </ul>
  );
}

function Late({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

function Page({ late }: { late: Promise<string> }) {
  return (
    <html lang="en">
      <body>
        <Rows />
        <Suspense fallback={<p>Loading</p>}>
          <Late value={late} />
        </Suspense>
      </body>
    </html>
  );
}

async function render(gather: boolean): Promise<{ html: string; writes: number; flushes: number }> {
  let resolveLate!: (v: string) => void;
  const late = new Promise<string>((r) => {
    resolveLate = r;
  });
  const target = new PassThrough() as FlushableWritable & PassThrough;
  let flushes = 0;
  target.flush = () => {
    flushes += 1;
  };
  const pieces: Buffer[] = [];
  target.on('data', (b: Buffer) => pieces.push(b));
  const done = new Promise<void>((r) => target.on('end', () => r()));
  const stream = renderToPipeableStream(<Page late={late} />, {
    onShellReady() {
      stream.pipe(gather ? writesPerPass(target) : target);
      setTimeout(() => resolveLate('Arrived later'), 5);
    },
  });
  await done;
  return { html: Buffer.concat(pieces).toString('utf8'), writes: pieces.length, flushes };
}

describe('writesPerPass: one write to the response per React pass', () => {
  it('the same page, byte for byte, in one write per pass (shell, then the late boundary)', async () => {
    const plain = await render(false);
    const gathered = await render(true);
    expect(gathered.html).toBe(plain.html);
    expect(gathered.html.match(/class="row"/g)).toHaveLength(400);
    expect(gathered.html).toContain('Arrived later');
    expect(plain.writes).toBeGreaterThan(4);
    // the shell's pass, then the pass that streams the late boundary and ends the document
    expect(gathered.writes).toBe(2);
    expect(gathered.flushes).toBeGreaterThanOrEqual(gathered.writes);
  });

  it('a response closed early stops the render (React hears the close)', async () => {
    const late = new Promise<string>(() => {});
    const target = new PassThrough();
    target.resume();
    const errors: unknown[] = [];
    const stream = renderToPipeableStream(<Page late={late} />, {
      onShellReady() {
        stream.pipe(writesPerPass(target));
        setImmediate(() => target.destroy());
      },
      onError(error) {
        errors.push(error);
      },
    });
    await new Promise((r) => target.on('close', r));
    await new Promise((r) => setTimeout(r, 10));
    expect(String(errors[0])).toContain('closed early');
  });
});
