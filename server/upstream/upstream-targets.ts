import type { Service } from '../../shared/contract/define';

/** Base URLs of the two upstream services, resolved once at boot (embedded backend or UPSTREAM_*). */
export interface UpstreamTargets {
  readonly ecomUrl: string;
  readonly cmsUrl: string;
}

export function upstreamBase(targets: UpstreamTargets, service: Service): string {
  return service === 'ecom' ? targets.ecomUrl : targets.cmsUrl;
}
