import type { TestProject } from 'vitest/node';
import { startShop, type RunningShop } from './shop-server';

let shop: RunningShop | undefined;

/** Starts the built shop once for all browser tests, on a fresh data directory. */
export async function setup(project: TestProject) {
  shop = await startShop();
  project.provide('baseUrl', shop.baseUrl);
  // the shop's store (store.db): a test can read the embedded backend's outbox (mailed links)
  project.provide('dataDir', shop.dataDir);
  project.provide('consoleUrl', shop.consoleUrl);
}

export async function teardown() {
  await shop?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    consoleUrl: string;
  }
}
