import { join } from 'node:path';
import { DEFAULT_CONSOLE_PORT, loadBackendEnv } from '../server/backend/backend-env';
import { runStaffCommand } from '../server/backend/console/staff/staff-cli';
import { openDatabase } from '../server/backend/db/open-database';

// `npm run staff -- add EMAIL --role owner|fulfilment|editor`, `-- list`, `-- disable EMAIL`:
// staff accounts of the operator console, in the store the backend uses (DATA_DIR, backend-env.ts).
// Built into dist/server/staff.js, so a container runs `node dist/server/staff.js …`.
let env;
try {
  env = loadBackendEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
const port = typeof env.CONSOLE_PORT === 'number' && env.CONSOLE_PORT > 0 ? env.CONSOLE_PORT : DEFAULT_CONSOLE_PORT;
const db = openDatabase(join(env.DATA_DIR, 'store.db'));
const code = runStaffCommand(process.argv.slice(2), {
  db,
  now: new Date(),
  consoleUrl: env.CONSOLE_URL ?? `http://localhost:${port}`,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
db.close();
process.exit(code);
