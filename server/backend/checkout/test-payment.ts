import { TEST_CARDS } from '../seed/checkout';

// The TEST payment: no card is charged and no number leaves this function; the order keeps
// only the last four digits. The approved test card pays, everything else is declined.

export type PaymentResult = { ok: true; last4: string } | { ok: false; message: string };

export function takeTestPayment(cardNumber: string): PaymentResult {
  if (cardNumber === TEST_CARDS.approved) return { ok: true, last4: cardNumber.slice(-4) };
  if (cardNumber === TEST_CARDS.declined) return { ok: false, message: TEST_CARDS.declinedMessage };
  return {
    ok: false,
    message: 'This is a test checkout: real cards are not accepted. Use the test card 4242 4242 4242 4242.',
  };
}
