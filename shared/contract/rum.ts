import { z } from 'zod';
import { ROUTES } from '../routes/route-table';
import {
  RUM_CONNECTIONS,
  RUM_METRIC_NAMES,
  RUM_UNMATCHED_ROUTE,
  rumMax,
  type RumBeacon as RumBeaconShape,
} from './rum-values';

export * from './rum-values';

// The Web Vitals beacon's schema (POST /api/rum): one page's metrics, each at most once, each
// within its bound, with a route label from the route table and a known connection type. Every
// label a beacon carries is one of a fixed set, so no beacon can make a new series.

/** Every route label a beacon may name: the route table's patterns, and the unmatched page. */
export const RUM_ROUTES: ReadonlySet<string> = new Set([...ROUTES.map((r) => r.pattern), RUM_UNMATCHED_ROUTE]);

const RumMetric = z
  .strictObject({
    name: z.enum(RUM_METRIC_NAMES),
    value: z.number().finite().min(0),
  })
  .superRefine((m, ctx) => {
    const max = rumMax(m.name);
    if (m.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: `must be at most ${max}` });
  });

export const RumBeacon = z.strictObject({
  route: z
    .string()
    .max(200)
    .refine((r) => RUM_ROUTES.has(r), 'must be a route pattern of the shop'),
  connection: z.enum(RUM_CONNECTIONS),
  metrics: z
    .array(RumMetric)
    .min(1)
    .max(RUM_METRIC_NAMES.length)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((m, i) => {
        if (seen.has(m.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'must not repeat' });
        seen.add(m.name);
      });
    }),
}) satisfies z.ZodType<RumBeaconShape>;

export type RumBeacon = z.infer<typeof RumBeacon>;
