// Runs npm scripts at the same time and fails if any fails. The test command's static checks
// (tsc, ESLint, Prettier) each keep one core busy, so two cores finish them sooner together.
// Each one's output is printed whole when it ends, so the log reads as if they ran in turn.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => {
          process.stdout.write(`> npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code);
        });
      }),
  ),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
