import { PROFESSIONAL_NAME_ERROR } from '../messages';
import { PROFESSIONAL_ATTRIBUTE_KEY, PROFESSIONAL_NAME_LIMIT } from '../cart-constants';
import type { Attribute } from './cart-attributes';
import { parseJsonObject } from './json-object';

// The chosen professional reaches the order as a cart attribute (SPEC section 3). The user
// record keeps it as a JSON-encoded value, the client as an object; both are accepted.

/** The professional's name, or null when there is no usable one. */
export function professionalName(professional: unknown): string | null {
  const name = parseJsonObject(professional)?.name;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

/** Cut to 59 characters, counting code points so an emoji or accent is never split. */
export function truncateProfessionalName(name: string): string {
  return Array.from(name).slice(0, PROFESSIONAL_NAME_LIMIT).join('');
}

/** { key: 'professional', value: name cut to 59 } or the SPEC's error text when there is none. */
export function professionalAttribute(professional: unknown): Attribute {
  const name = professionalName(professional);
  return { key: PROFESSIONAL_ATTRIBUTE_KEY, value: name ? truncateProfessionalName(name) : PROFESSIONAL_NAME_ERROR };
}
