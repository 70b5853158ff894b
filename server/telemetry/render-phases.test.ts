import { describe, expect, it } from 'vitest';
import { renderPhases } from './render-phases';

// With tracing off (as here: no SDK started) the phases still give the Server-Timing figures.
function clock(...times: number[]) {
  return () => times.shift() ?? Number.NaN;
}

describe('renderPhases timing', () => {
  it('upstream is start to loaded, render is loaded to shell', () => {
    const phases = renderPhases(() => '/products/:handle', clock(100, 130, 142));
    phases.loaded();
    phases.shell();
    phases.allReady();
    expect(phases.timing()).toEqual({ upstreamMs: 30, renderMs: 12 });
  });

  it('no timing before the shell', () => {
    const phases = renderPhases(() => '/', clock(0, 5));
    phases.loaded();
    expect(phases.timing()).toBeUndefined();
  });

  it('a shell without a loaded signal counts the whole time as loaders', () => {
    const phases = renderPhases(() => '/', clock(0, 7, 9));
    phases.shell();
    expect(phases.timing()).toEqual({ upstreamMs: 7, renderMs: 2 });
  });

  it('runs the work and hands back its answer; close() after anything is harmless', async () => {
    const phases = renderPhases(() => '/');
    await expect(phases.run(async () => 42)).resolves.toBe(42);
    phases.close(new Error('gone'));
    phases.close();
    expect(phases.timing()).toBeUndefined();
  });
});
