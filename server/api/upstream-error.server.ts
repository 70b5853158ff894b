// Moved to server/upstream/upstream-error.server.ts; this re-export goes once the cart code imports the new path.
export * from '../upstream/upstream-error.server';
