import type { SeedCustomer } from './types';

/** Demo accounts. The seeder hashes passwords; the invited customer has none and must activate. */
export const customers: SeedCustomer[] = [
  {
    email: 'demo@example.com',
    firstName: 'Dana',
    lastName: 'Morgan',
    password: 'Demo1234!',
    marketing: true,
    addresses: [
      {
        firstName: 'Dana', lastName: 'Morgan', address1: '1420 N Wells St', address2: 'Apt 3B',
        city: 'Chicago', provinceCode: 'IL', zip: '60610', country: 'US', phone: '(312) 555-0188', isDefault: true,
      },
      {
        firstName: 'Dana', lastName: 'Morgan', company: 'Lakefront Design Studio', address1: '233 S Wacker Dr', address2: 'Suite 4400',
        city: 'Chicago', provinceCode: 'IL', zip: '60606', country: 'US', phone: '(312) 555-0189',
      },
      {
        firstName: 'Ellen', lastName: 'Morgan', address1: '1127 Jenifer St',
        city: 'Madison', provinceCode: 'WI', zip: '53703', country: 'US', phone: '(608) 555-0142',
      },
    ],
    // A year of orders, oldest first, one in each state a customer meets.
    orders: [
      {
        number: 1001,
        placedAt: '2025-12-02T15:22:00.000Z',
        status: 'fulfilled',
        discountCode: 'WELCOME10',
        lines: [
          { handle: 'gentle-foaming-cleanser', sku: 'CLN-GFC-200', quantity: 1 },
          { handle: 'vitamin-c-15-brightening-serum', sku: 'AOX-VC15-30', quantity: 1 },
          { handle: 'daily-mineral-spf-45', sku: 'SPF-DM45-50', quantity: 2 },
        ],
      },
      {
        number: 1002,
        placedAt: '2026-02-09T19:48:00.000Z',
        status: 'refunded',
        shipTo: 2,
        lines: [
          { handle: 'holiday-glow-collection', sku: 'SET-HGC-26', quantity: 1 },
        ],
      },
      {
        number: 1003,
        placedAt: '2026-04-21T13:10:00.000Z',
        status: 'fulfilled',
        lines: [
          { handle: 'retinol-0-5-night-treatment', sku: 'RET-N50-30', quantity: 1 },
          { handle: 'mini-barrier-repair-moisturizer', sku: 'GWP-BRM-15', quantity: 1, gift: true },
          { handle: 'hyaluronic-acid-boosting-serum', sku: 'HA-HBS-30', quantity: 1 },
        ],
      },
      {
        number: 1005,
        placedAt: '2026-07-02T18:05:00.000Z',
        status: 'cancelled',
        shipTo: 1,
        lines: [
          { handle: 'overnight-lip-mask', sku: 'ENL-OLM-15', quantity: 1 },
        ],
      },
      {
        number: 1008,
        placedAt: '2026-11-10T09:41:00.000Z',
        status: 'shipped',
        discountCode: 'FREESHIP',
        lines: [
          { handle: 'barrier-repair-moisturizer', sku: 'MOI-BRM-50', quantity: 1 },
          { handle: 'overnight-lip-mask', sku: 'ENL-OLM-15', quantity: 2 },
        ],
      },
      {
        number: 1009,
        placedAt: '2026-11-20T21:16:00.000Z',
        status: 'processing',
        discountCode: 'GLOW20',
        shipTo: 1,
        lines: [
          { handle: 'peptide-firming-serum', sku: 'SRM-PFS-30', quantity: 1 },
          { handle: 'firming-peptide-eye-cream', sku: 'ENL-FPE-15', quantity: 1 },
        ],
      },
    ],
    subscriptions: [
      {
        id: 'sub-demo-vitamin-c',
        handle: 'vitamin-c-15-brightening-serum',
        sku: 'AOX-VC15-30',
        sellingPlanId: 'plan-60',
        status: 'active',
        nextDelivery: '2026-12-12T00:00:00.000Z',
      },
      {
        id: 'sub-demo-spf',
        handle: 'daily-mineral-spf-45',
        sku: 'SPF-DM45-50',
        sellingPlanId: 'plan-90',
        status: 'paused',
        nextDelivery: '2027-03-01T00:00:00.000Z',
      },
    ],
    favorites: [
      'tranexamic-tone-correcting-serum', 'peptide-firming-serum', 'hyaluronic-acid-overnight-mask',
      'ceramide-night-cream', 'gentle-vitamin-c-serum',
    ],
    professionalId: 'chi-lincoln-park-esthetics',
  },
  {
    email: 'invited@example.com',
    firstName: 'Riley',
    lastName: 'Chen',
    marketing: false,
    addresses: [],
    orders: [],
    subscriptions: [],
    favorites: [],
  },
  {
    email: 'sam.patel@example.com',
    firstName: 'Sam',
    lastName: 'Patel',
    password: 'Glow2026!',
    marketing: false,
    addresses: [
      {
        firstName: 'Sam', lastName: 'Patel', address1: '2218 E Cherry St',
        city: 'Seattle', provinceCode: 'WA', zip: '98122', country: 'US', phone: '(206) 555-0177', isDefault: true,
      },
    ],
    orders: [
      {
        number: 1004,
        placedAt: '2026-05-21T20:13:00.000Z',
        status: 'fulfilled',
        lines: [
          { handle: 'acne-clearing-starter-kit', sku: 'KIT-ACN-01', quantity: 1 },
          { handle: 'oil-control-spf-50', sku: 'SPF-OC50-50', quantity: 1 },
        ],
      },
      {
        number: 1006,
        placedAt: '2026-08-30T11:47:00.000Z',
        status: 'cancelled',
        lines: [{ handle: 'purifying-clay-mask', sku: 'MSK-PCM-75', quantity: 1 }],
      },
    ],
    subscriptions: [
      {
        id: 'sub-sam-salicylic',
        handle: 'salicylic-clarifying-wash',
        sku: 'CLN-SCW-150',
        sellingPlanId: 'plan-30',
        status: 'paused',
        nextDelivery: '2027-01-05T00:00:00.000Z',
      },
    ],
    favorites: ['niacinamide-pore-refining-serum', 'balancing-bha-toner'],
    professionalId: 'sea-capitol-hill-esthetics',
  },
  {
    email: 'lucia.romero@example.com',
    firstName: 'Lucia',
    lastName: 'Romero',
    password: 'Sunscreen#45',
    marketing: true,
    addresses: [
      {
        firstName: 'Lucia', lastName: 'Romero', address1: '1815 S Congress Ave', address2: 'Unit 210',
        city: 'Austin', provinceCode: 'TX', zip: '78704', country: 'US', isDefault: true,
      },
    ],
    orders: [
      {
        number: 1007,
        placedAt: '2026-09-18T14:02:00.000Z',
        status: 'fulfilled',
        lines: [
          { handle: 'calming-centella-serum', sku: 'SRM-CCS-30', quantity: 1 },
          { handle: 'redness-relief-moisturizer', sku: 'MOI-RRM-50', quantity: 1 },
          { handle: 'deluxe-travel-hyaluronic-serum', sku: 'GWP-HBS-7', quantity: 1, gift: true },
        ],
      },
    ],
    subscriptions: [],
    favorites: ['sensitive-skin-starter-kit', 'daily-mineral-spf-45', 'soothing-oat-recovery-mask', 'gentle-vitamin-c-serum'],
  },
];
