// Who may do what in the operator console. Owner: everything; fulfilment: orders, stock, reviews,
// customers (read-only); editor: reviews, catalogue, content, redirects. Checked on the server for
// every action, whatever the screen offered; permissions.test.ts covers every action for every role.

export const ROLES = ['owner', 'fulfilment', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  'overview.view',
  'orders.view',
  'orders.ship',
  'orders.cancel',
  'orders.refund',
  'orders.note',
  'reviews.view',
  'reviews.moderate',
  'stock.view',
  'stock.adjust',
  'activity.view',
  'staff.manage',
  'account.manage',
  'products.view',
  'products.edit',
  'content.view',
  'content.edit',
  'promotions.view',
  'promotions.edit',
  'redirects.view',
  'redirects.edit',
  'customers.view',
  'customers.manage',
] as const;
export type Action = (typeof ACTIONS)[number];

const GRANTS: Record<Role, readonly Action[] | 'all'> = {
  owner: 'all',
  fulfilment: [
    'overview.view',
    'orders.view',
    'orders.ship',
    'orders.cancel',
    'orders.refund',
    'orders.note',
    'reviews.view',
    'reviews.moderate',
    'stock.view',
    'stock.adjust',
    'activity.view',
    'account.manage',
    'customers.view',
  ],
  editor: [
    'overview.view',
    'reviews.view',
    'reviews.moderate',
    'activity.view',
    'account.manage',
    'products.view',
    'products.edit',
    'content.view',
    'content.edit',
    'redirects.view',
    'redirects.edit',
  ],
};

export function can(role: Role, action: Action): boolean {
  const grants = GRANTS[role];
  return grants === 'all' || grants.includes(action);
}

/**
 * What a role must be allowed to view to read an audit entry about an entity: the trail quotes
 * before and after values (a customer's e-mail, an order's address), so Activity shows a role
 * only the entities its own screens show. Entities not listed are the owner's.
 */
const ENTITY_VIEW: Record<string, Action> = {
  order: 'orders.view',
  review: 'reviews.view',
  variant: 'stock.view',
  product: 'products.view',
  blog_post: 'content.view',
  blog_category: 'content.view',
  content_page: 'content.view',
  navigation: 'content.view',
  announcement: 'content.view',
  globals: 'content.view',
  content_picture: 'content.view',
  discount: 'promotions.view',
  gift_rule: 'promotions.view',
  redirect: 'redirects.view',
  customer: 'customers.view',
  staff: 'staff.manage',
};

/** The audit entities `role` may read in Activity; null for all of them. */
export function visibleEntities(role: Role): string[] | null {
  if (GRANTS[role] === 'all') return null;
  return Object.entries(ENTITY_VIEW).flatMap(([entity, action]) => (can(role, action) ? [entity] : []));
}
