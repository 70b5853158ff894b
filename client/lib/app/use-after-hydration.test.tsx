import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAfterHydration } from './use-after-hydration';

function Probe() {
  return <p>{useAfterHydration() ? 'browser controls' : 'server markup'}</p>;
}

describe('useAfterHydration', () => {
  it('is false in the server render (and so in the hydration render that must match it)', () => {
    expect(renderToString(<Probe />)).toBe('<p>server markup</p>');
  });
});
