import { randomBytes } from 'node:crypto';
import type { ImportPlan } from './import-plan';

// Between the preview and the confirmation the checked file waits here, in the console's
// memory: under a random id, for the staff member who uploaded it only, for 30 minutes, one
// at a time per person (a new upload replaces the last). The staff member confirms what they
// saw; nothing is parsed or fetched twice. A restart forgets it: upload again.

export const PENDING_MINUTES = 30;

interface Pending {
  id: string;
  staffId: number | null;
  expires: number;
  fileName: string;
  plan: ImportPlan;
}

export interface PendingImports {
  keep(staffId: number | null, fileName: string, plan: ImportPlan, now: Date): string;
  /** the staff member's own pending import, while it has not expired */
  get(id: string, staffId: number | null, now: Date): Pending | null;
  drop(id: string): void;
}

export function createPendingImports(): PendingImports {
  const byId = new Map<string, Pending>();
  const sweep = (now: Date) => {
    for (const [id, p] of byId) if (p.expires <= now.getTime()) byId.delete(id);
  };
  return {
    keep(staffId, fileName, plan, now) {
      sweep(now);
      for (const [id, p] of byId) if (p.staffId === staffId) byId.delete(id);
      const id = randomBytes(16).toString('hex');
      byId.set(id, { id, staffId, fileName, plan, expires: now.getTime() + PENDING_MINUTES * 60_000 });
      return id;
    },
    get(id, staffId, now) {
      sweep(now);
      const p = byId.get(id);
      return p && p.staffId === staffId ? p : null;
    },
    drop(id) {
      byId.delete(id);
    },
  };
}
