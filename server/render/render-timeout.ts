/**
 * How long a page stream may run before it is cut short (page-renderer.ts). Graceful shutdown
 * waits longer than this (SHUTDOWN_TIMEOUT_MS, config.ts), so a drain never cuts a page.
 */
export const RENDER_ABORT_MS = 10_000;
