import type { User } from '../../../shared/contract/models';
import { GID_PREFIX } from '../../../shared/constants';
import { decodeId, encodeId } from '../../../shared/rules/xor-id';

// Ids as they appear in account URLs. Orders go by their numeric id (the last gid segment);
// address ids are obfuscated with the XOR codec of SPEC section 3 and decoded only when the
// result starts with the gid prefix.

const ORDER_GID = 'gid://shopify/Order/';

/** The last path segment of a gid: the customer id of a user id (SPEC section 3). */
export function lastSegment(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1);
}

export const customerIdOf = (user: Pick<User, 'id'>): string => lastSegment(user.id);

export const orderPath = (orderId: string): string => `/account/orders/${lastSegment(orderId)}`;

/** The order gid named by a URL segment, or null when the segment is not an order number id. */
export function orderIdFromParam(param: string | undefined): string | null {
  return param && /^[1-9]\d{0,14}$/.test(param) ? `${ORDER_GID}${param}` : null;
}

export const subscriptionPath = (id: string): string => `/account/subscriptions/${encodeURIComponent(id)}`;

export const addressPath = (addressId: string): string => `/account/addresses/${encodeId(addressId)}`;

/**
 * The customer's own address named by a URL segment. A segment that does not decode to a gid
 * (tampered), or decodes to an address that is not in this customer's book (foreign), is null.
 */
export function addressFromParam(user: User, param: string | undefined) {
  if (!param) return null;
  const id = decodeId(param);
  if (!id.startsWith(GID_PREFIX) || id === param) return null;
  return user.addresses.edges.find((e) => e.node.id === id)?.node ?? null;
}
