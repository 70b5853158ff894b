import express, { Router } from 'express';
import { join } from 'node:path';

/** Hashed build output never changes under its name: cached for a year. Other public files briefly. */
export function builtStaticFiles(clientDir: string): Router {
  const router = Router();
  // fallthrough: false so a missing hashed asset is a plain 404, never an HTML page.
  router.use('/assets', express.static(join(clientDir, 'assets'), { index: false, immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(clientDir, { index: false, maxAge: '1h', dotfiles: 'ignore' }));
  return router;
}
