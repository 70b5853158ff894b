import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productRecipes } from '../seed/imagery';
import { products } from '../seed/products';
import { toSvg } from './recipes';

// Every seeded product's two views go through librsvg (sharp) without error. Small sizes:
// the drawing is resolution-independent and this runs on shared cores.
describe('every seed product renders', () => {
  it('front packshot and texture view of each product', async () => {
    for (const p of products) {
      for (const recipe of productRecipes(p)) {
        const png = await sharp(Buffer.from(toSvg(recipe, 240, 240)))
          .png()
          .toBuffer();
        const meta = await sharp(png).metadata();
        expect([meta.width, meta.height], `${p.handle} ${recipe.kind}`).toEqual([240, 240]);
      }
    }
  }, 240_000);
});
