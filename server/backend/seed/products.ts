import type { SeedProduct } from './types';
import { cleanseProducts } from './products-cleanse';
import { treatmentProducts } from './products-treatments';
import { moistureProducts } from './products-moisture';
import { bodyAndSetProducts } from './products-body-sets';

/** The whole catalog, grouped in files by product family. */
export const products: SeedProduct[] = [
  ...cleanseProducts,
  ...treatmentProducts,
  ...moistureProducts,
  ...bodyAndSetProducts,
];
