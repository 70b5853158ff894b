import type { ScreenModule } from './types';

function Warmup() {
  return <p>OK</p>;
}

export const warmupScreen: ScreenModule = { Component: Warmup };
