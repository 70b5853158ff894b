import type { ScreenModule } from './types';

function Warmup() {
  return <p>OK</p>;
}

const warmupScreen: ScreenModule = { Component: Warmup };

export default warmupScreen;
