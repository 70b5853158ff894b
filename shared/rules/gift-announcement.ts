// An announcement can say what a gift-with-purchase rule does in the rule's own words: its
// text names the rule as `{gift:<rule handle>}` and the content service writes the rule's
// plain-language summary there, from the rule as it is now. An announcement naming a rule that
// is not running (disabled, outside its dates, deleted) is not shown: it would promise a gift
// the cart does not give.

/** `{gift:gwp-75-deluxe-hyaluronic}`: a rule's handle (lower-case letters, digits, - and _). */
const GIFT_TOKEN = /\{gift:([a-z0-9][a-z0-9_-]{0,99})\}/g;

/** How to write a rule's summary into an announcement's text. */
export const giftToken = (ruleHandle: string) => `{gift:${ruleHandle}}`;

/** The rule handles a text names, each once, in order. */
export function giftTokensIn(text: string): string[] {
  return [...new Set([...text.matchAll(GIFT_TOKEN)].map((m) => m[1]!))];
}

/**
 * The text with each token replaced by its rule's summary; null when a named rule has none
 * (`summaryOf` answers null for a rule that is not running now).
 */
export function fillGiftTokens(text: string, summaryOf: (ruleHandle: string) => string | null): string | null {
  let missing = false;
  const filled = text.replace(GIFT_TOKEN, (_token, handle: string) => {
    const summary = summaryOf(handle);
    if (summary === null) missing = true;
    return summary ?? '';
  });
  return missing ? null : filled;
}
