// Moved to server/upstream/forward-headers.server.ts; this re-export goes once the cart code imports the new path.
export * from '../upstream/forward-headers.server';
