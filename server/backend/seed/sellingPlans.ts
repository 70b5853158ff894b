import type { SeedSellingPlan } from './types';

/** Subscribe-and-save plans offered on consumable products. */
export const sellingPlans: SeedSellingPlan[] = [
  { id: 'plan-30', name: 'Deliver every 30 days, save 10%', intervalDays: 30, discountPercent: 10 },
  { id: 'plan-60', name: 'Deliver every 60 days, save 10%', intervalDays: 60, discountPercent: 10 },
  { id: 'plan-90', name: 'Deliver every 90 days, save 10%', intervalDays: 90, discountPercent: 10 },
];
