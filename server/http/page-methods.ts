/**
 * The methods a page answers: GET and HEAD, and POST for a form sent without JavaScript
 * (decision 013). The route rules (trailing slash, redirect table) apply to all three alike.
 */
export const ROUTE_RULE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST']);
