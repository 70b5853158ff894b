import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askingForConsent, CONSENT_ASK_SCRIPT, CONSENT_BANNER_ID, stopAsking } from './consent-ask-script';
import { CONSENT_STORAGE_KEY } from './consent-keys';
import { parseChoices } from './consent-store';

// The inline line shows the server's banner exactly when readChoices would find no choice: from
// the first paint for the visitors the banner's code would show it to, and to no one else.

class FakeSheet {
  cssRules: { cssText: string }[] = [];
  replaceSync(text: string) {
    this.cssRules = [{ cssText: text }];
  }
}

function run(stored: string | null, { storageThrows = false, sheets = true } = {}) {
  const document = { adoptedStyleSheets: [] as FakeSheet[] };
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error('blocked');
      return key === CONSENT_STORAGE_KEY ? stored : null;
    },
  };
  new Function('localStorage', 'document', 'CSSStyleSheet', CONSENT_ASK_SCRIPT)(
    localStorage,
    document,
    sheets ? FakeSheet : undefined,
  );
  return document;
}
const asks = (stored: string | null, options?: Parameters<typeof run>[1]) =>
  run(stored, options).adoptedStyleSheets.some((s) =>
    s.cssRules[0]!.cssText.startsWith(`#${CONSENT_BANNER_ID}[data-kept]`),
  );

describe('CONSENT_ASK_SCRIPT', () => {
  it.each([
    ['nothing stored', null, true],
    ['a saved choice', '{"analytics":true,"advertising":false,"savedAt":"2026-11-01T00:00:00Z"}', false],
    ['both refused', '{"analytics":false,"advertising":false}', false],
    ['one category missing', '{"analytics":true}', true],
    ['a string where a boolean goes', '{"analytics":"yes","advertising":false}', true],
    ['not JSON', 'accepted', true],
    ['JSON null', 'null', true],
    ['an array', '[true,false]', true],
    ['a number', '1', true],
  ])('%s: shows the banner %s', (_name, stored, expected) => {
    expect(asks(stored)).toBe(expected);
  });

  it('shows it when storage is blocked, as readChoices finds no choice then', () => {
    expect(asks(null, { storageThrows: true })).toBe(true);
  });

  it('throws nothing in a browser without adopted style sheets (the banner then comes with its code)', () => {
    expect(run(null, { sheets: false }).adoptedStyleSheets).toEqual([]);
  });

  it('agrees with parseChoices on any stored text', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      fc.record({ analytics: fc.anything(), advertising: fc.anything() }).map((v) => JSON.stringify(v) ?? ''),
    );
    fc.assert(fc.property(stored, (text) => asks(text) === (parseChoices(text) === null)));
  });
});

describe('stopAsking', () => {
  it("removes the banner's sheet and keeps any other", () => {
    const document = run(null);
    const other = new FakeSheet();
    other.replaceSync('.x{color:red}');
    document.adoptedStyleSheets.unshift(other);
    stopAsking(document as unknown as Document);
    expect(document.adoptedStyleSheets).toEqual([other]);
  });
});

describe('askingForConsent', () => {
  it('reads what the line decided: the banner starts from it without the store', () => {
    const stored = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.record({ analytics: fc.anything(), advertising: fc.anything() }).map((v) => JSON.stringify(v) ?? ''),
    );
    fc.assert(
      fc.property(stored, (text) => {
        const document = run(text) as unknown as Document;
        return askingForConsent(document) === (parseChoices(text) === null);
      }),
    );
  });

  it('is false once a choice stopped the asking, and null without adopted sheets (the store answers then)', () => {
    const document = run(null) as unknown as Document;
    stopAsking(document);
    expect(askingForConsent(document)).toBe(false);
    expect(askingForConsent({} as Document)).toBeNull();
  });
});
