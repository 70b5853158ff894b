import type { SeedDiscountCode } from './types';

export const discountCodes: SeedDiscountCode[] = [
  { code: 'WELCOME10', type: 'DiscountCodeBasic', percentage: 10, description: '10% off your order', enabled: true },
  { code: 'GLOW20', type: 'DiscountCodeBasic', percentage: 20, description: '20% off your order', enabled: true },
  {
    code: 'FREESHIP',
    type: 'DiscountCodeFreeShipping',
    description: 'Free standard shipping on any order',
    enabled: true,
  },
  {
    code: 'SPRING15',
    type: 'DiscountCodeBasic',
    percentage: 15,
    description: 'Spring event: 15% off (ended)',
    enabled: false,
  },
];
