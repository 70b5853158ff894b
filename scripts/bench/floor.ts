import { ensureFloorBuild } from '../../bench/floor/start';
import { FLOOR_SERVER } from '../../bench/floor/inputs';
import { baseline, browser, byName, log, measure, PORT, rebaseline, warmUp } from './context';
import { startServer } from './servers';

// The floor page (bench/floor: react-dom, the data router's static handler and React Query's
// dehydration, on Express with the shop's compression, and nothing else) as a server-side
// baseline: its uncached render rate as a ratio to its own server's /healthz, beside ours.

export const FLOOR_ROW = 'floor page (the framework alone), uncached';

export async function floorRows(): Promise<void> {
  ensureFloorBuild();
  log('floor page: starting its server');
  const server = await startServer([process.execPath, FLOOR_SERVER], {}, PORT);
  try {
    const healthz = await baseline(server, '/healthz (floor server)');
    await warmUp(server, ['/']);
    await measure(FLOOR_ROW, `${server.url}/`, healthz, { headers: browser });
    await rebaseline(server, healthz);
  } finally {
    await server.stop();
  }
}

/** Each uncached page's ratio to /healthz beside the floor's: how much of the framework's pace our render keeps. */
export function floorLines(): string[] {
  const floor = byName(FLOOR_ROW);
  const floorHealthz = byName('/healthz (floor server)');
  if (!floor || !floorHealthz) return [];
  const floorRatio = floor.rps / floorHealthz.rps;
  const ours = ['content page', 'blog post', 'home', '/shop', 'product'].flatMap((page) => {
    const row = byName(`${page}, uncached`);
    const healthz = byName('/healthz (uncached server)');
    return row && healthz ? [`${page} ${(row.rps / healthz.rps / floorRatio).toFixed(2)}`] : [];
  });
  return [
    `Floor page (${(floor.bytes / 1024).toFixed(1)} KB HTML): ${floor.rps.toFixed(0)} req/s, ${floorRatio.toFixed(3)} of its server's /healthz${ours.length ? `; our uncached pages' ratio to /healthz as a share of the floor's: ${ours.join(', ')}` : ''}.`,
  ];
}
