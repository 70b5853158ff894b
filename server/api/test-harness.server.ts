// Moved to server/test-support/test-harness.ts; this re-export goes once the cart tests import the new path.
export * from '../test-support/test-harness';
