import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createElement, Fragment } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { bodyOf, htmlToReact } from './html-to-react';

// The bench's "bare React" server: the app's /shop body (a file named by argv[2]) turned into
// React elements once at start, then rendered by renderToPipeableStream for every request, with
// no router, data or app code. Run with NODE_ENV=production so React's production build serves.
const [, , htmlFile, port = '3604'] = process.argv;
if (!htmlFile) throw new Error('usage: bare-react-server <html file> [port]');
const children = htmlToReact(bodyOf(readFileSync(htmlFile, 'utf8')));

const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.end('ok');
    return;
  }
  // a fresh element tree per request, as an app's render would build
  const tree = createElement(
    'html',
    { lang: 'en' },
    createElement('head', null),
    createElement('body', null, createElement(Fragment, null, ...children)),
  );
  const stream = renderToPipeableStream(tree, {
    onShellReady() {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      stream.pipe(res);
    },
    onShellError() {
      res.statusCode = 500;
      res.end();
    },
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`bare react on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
