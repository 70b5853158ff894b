import type { CallDef, Service } from '../../shared/contract/define';
import { unavailableError } from './upstream-error.server';

/** Base URLs of the two upstream services, resolved once at boot (embedded backend or UPSTREAM_*). */
export interface UpstreamTargets {
  readonly ecomUrl: string;
  readonly cmsUrl: string;
}

export function upstreamBase(targets: UpstreamTargets | null, service: Service): string {
  if (!targets) throw unavailableError({ reason: 'upstream not configured' });
  return service === 'ecom' ? targets.ecomUrl : targets.cmsUrl;
}

export function upstreamUrl(targets: UpstreamTargets | null, call: Pick<CallDef, 'service' | 'path'>): string {
  return upstreamBase(targets, call.service) + call.path;
}
