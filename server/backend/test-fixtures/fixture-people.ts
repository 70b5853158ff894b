import type { SeedBundle } from '../seed/seed-bundle';
import { DEMO, INVITED } from './fixture-accounts';

// The fixture's professionals and stores, and its customers.

export const fixturePeople: Pick<SeedBundle, 'locations' | 'customers'> = {
  locations: [
    {
      id: 'pro-la',
      kind: 'professional',
      name: 'Dr. Ana Longname Who Has A Very Long Professional Name For Testing',
      business: 'LA Skin',
      address1: '1 Main St',
      city: 'Los Angeles',
      provinceCode: 'CA',
      zip: '90012',
      phone: '555-0100',
      lat: 34.0522,
      long: -118.2437,
      services: ['peels'],
    },
    {
      id: 'store-sf',
      kind: 'store',
      name: 'SF Store',
      address1: '2 Market St',
      city: 'San Francisco',
      provinceCode: 'CA',
      zip: '94105',
      phone: '555-0101',
      lat: 37.7749,
      long: -122.4194,
      services: [],
    },
    {
      id: 'pro-ny',
      kind: 'professional',
      name: 'NY Pro',
      address1: '3 Broadway',
      city: 'New York',
      provinceCode: 'NY',
      zip: '10004',
      phone: '555-0102',
      lat: 40.7128,
      long: -74.006,
      services: ['facials'],
    },
  ],
  customers: [
    {
      email: DEMO.email,
      password: DEMO.password,
      firstName: 'Demo',
      lastName: 'Customer',
      marketing: true,
      addresses: [
        {
          firstName: 'Demo',
          lastName: 'Customer',
          address1: '10 Elm St',
          city: 'Austin',
          provinceCode: 'TX',
          zip: '73301',
          country: 'United States',
        },
        {
          firstName: 'Demo',
          lastName: 'Customer',
          address1: '20 Oak St',
          city: 'Dallas',
          provinceCode: 'TX',
          zip: '75201',
          country: 'United States',
          isDefault: true,
        },
      ],
      orders: [
        {
          number: 1001,
          placedAt: '2025-05-01T10:00:00.000Z',
          status: 'fulfilled',
          lines: [{ handle: 'vitamin-c-serum', sku: 'VCS-30', quantity: 2 }],
        },
      ],
      subscriptions: [
        {
          id: 'sub-1',
          handle: 'vitamin-c-serum',
          sku: 'VCS-30',
          sellingPlanId: 'plan-30',
          status: 'active',
          nextDelivery: '2025-07-01',
        },
      ],
      favorites: ['gentle-cleanser'],
      professionalId: 'pro-ny',
    },
    {
      email: INVITED.email,
      firstName: 'Ivy',
      lastName: 'Invited',
      marketing: false,
      addresses: [],
      orders: [],
      subscriptions: [],
      favorites: [],
    },
  ],
};
