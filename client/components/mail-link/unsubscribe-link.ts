/** The values of a signed leave link (every list mail has one): the address and its signature. */
export interface UnsubscribeLink {
  email: string;
  signature: string;
}

/** The link's values as the button posted them, or null when either is missing or malformed. */
export async function readUnsubscribeLink(request: Request): Promise<UnsubscribeLink | null> {
  // The schemas load with the press of the button, not with the page (decision 018).
  const { Email } = await import('../../../shared/contract/fields');
  const { UnsubscribeSignature } = await import('../../../shared/contract/newsletter');
  const form = await request.formData();
  const email = Email.safeParse(form.get('email') ?? '');
  const signature = UnsubscribeSignature.safeParse(form.get('signature') ?? '');
  return email.success && signature.success ? { email: email.data, signature: signature.data } : null;
}

/** The link's values from the page's URL, to post back. */
export function unsubscribeFields(search: string): Record<keyof UnsubscribeLink, string> {
  const query = new URLSearchParams(search);
  return { email: query.get('email') ?? '', signature: query.get('signature') ?? '' };
}
