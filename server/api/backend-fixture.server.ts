// Moved to server/test-support/backend-fixture.ts; this re-export goes once the cart tests import the new path.
export * from '../test-support/backend-fixture';
