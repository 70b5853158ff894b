import type { SeedPlp } from './types';

/** Listing-page headers: '' is the main /shop page, then every skin type, concern and category. */
export const plps: SeedPlp[] = [
  {
    handle: '',
    title: 'Shop All Skincare',
    description:
      'Explore our full range of clinical skincare, from gentle cleansers and daily sunscreens to retinols, vitamin C and targeted serums. Filter by skin type, concern or category to find what your skin needs.',
  },
  // Skin types
  {
    handle: 'combination',
    title: 'Combination Skin',
    description:
      'Balance an oily T-zone and drier cheeks with lightweight hydration, gentle pore-clearing actives and formulas that never strip.',
  },
  {
    handle: 'dry',
    title: 'Dry Skin',
    description:
      'Cream cleansers, hyaluronic acid and rich, lipid-replenishing moisturizers to relieve tightness and restore softness and comfort.',
  },
  {
    handle: 'normal',
    title: 'Normal Skin',
    description:
      'Keep balanced skin healthy with prevention-first essentials: antioxidants by day, retinol by night and broad spectrum SPF every morning.',
  },
  {
    handle: 'oily',
    title: 'Oily Skin',
    description:
      'Control shine and keep pores clear with salicylic acid, niacinamide, oil-free moisturizers and matte sunscreens that stay comfortable all day.',
  },
  {
    handle: 'sensitive',
    title: 'Sensitive Skin',
    description:
      'Fragrance-free, barrier-supporting formulas with calming ingredients like centella, colloidal oatmeal and ceramides for reactive skin.',
  },
  // Concerns
  {
    handle: 'acne',
    title: 'Acne and Breakouts',
    description:
      'Clear and help prevent breakouts with salicylic acid, benzoyl peroxide, azelaic acid and niacinamide, paired with non-comedogenic hydration.',
  },
  {
    handle: 'discolorations',
    title: 'Dark Spots and Discolorations',
    description:
      'Fade the look of dark spots, post-blemish marks and uneven tone with tranexamic acid, vitamin C and exfoliants, and protect with tinted SPF.',
  },
  {
    handle: 'preventative',
    title: 'Preventative Care',
    description:
      'Protect your skin for the long term with daily broad spectrum sunscreen, antioxidant serums and lightweight hydration.',
  },
  {
    handle: 'sensitive-skin',
    title: 'Redness and Sensitivity',
    description:
      'Calm the look of redness and support a stressed barrier with gentle, fragrance-free treatments and moisturizers made for reactive skin.',
  },
  {
    handle: 'visible-aging',
    title: 'Visible Aging',
    description:
      'Soften the look of fine lines, improve firmness and refine texture with retinoids, peptides, vitamin C and rich, nourishing creams.',
  },
  // Categories
  {
    handle: 'antioxidants',
    title: 'Vitamin C and Antioxidants',
    description:
      'Vitamin C, ferulic acid, resveratrol and more to brighten dull skin and help defend against the visible effects of UV and pollution.',
  },
  {
    handle: 'best-sellers',
    title: 'Best Sellers',
    description:
      'The products our customers and professional partners reorder most, from our hyaluronic acid serum to our daily mineral sunscreen.',
  },
  {
    handle: 'body-treatments',
    title: 'Body Treatments',
    description:
      'Bring clinical care below the neck with retinol and AHA lotions, a clarifying body spray, firming serum and barrier-repair body cream.',
  },
  {
    handle: 'broad-spectrum-spf',
    title: 'Broad Spectrum SPF',
    description:
      'Daily mineral, tinted, matte and water-resistant sunscreens with broad spectrum UVA and UVB protection for every skin type.',
  },
  {
    handle: 'cleanse',
    title: 'Cleansers',
    description:
      'Gentle foaming and cream cleansers, cleansing balms, micellar water and treatment washes that clean without stripping.',
  },
  {
    handle: 'exfoliants',
    title: 'Exfoliants and Peels',
    description:
      'Glycolic, lactic and salicylic acids, enzymes and at-home peel pads inspired by our professional peel heritage for smoother, brighter skin.',
  },
  {
    handle: 'eye-neck-lip',
    title: 'Eye, Neck and Lip',
    description:
      'Targeted care for delicate areas: peptide and retinol eye creams, a brightening eye serum, neck and chest cream and lip treatments.',
  },
  {
    handle: 'ha-family',
    title: 'The HA Family',
    description:
      'Our hyaluronic acid collection: serum, essence, gel cream, eye gel, mist and overnight mask for plump, hydrated skin.',
  },
  {
    handle: 'in-the-media',
    title: 'In the Media',
    description:
      'Products that beauty editors and reviewers keep recommending, from our vitamin C serum to our at-home resurfacing peel pads.',
  },
  {
    handle: 'limited-edition-sets',
    title: 'Limited-Edition Sets',
    description:
      'Seasonal collections of full-size favorites at a special value, available only while supplies last. Perfect for gifting.',
  },
  {
    handle: 'masks',
    title: 'Masks',
    description:
      'Clay, enzyme, soothing and overnight masks for a weekly reset, whether your skin needs purifying, brightening or calming.',
  },
  {
    handle: 'moisturizers',
    title: 'Moisturizers',
    description:
      'From oil-free gel creams to rich recovery creams, moisturizers that support the barrier and match the texture your skin prefers.',
  },
  {
    handle: 'retinols',
    title: 'Retinols',
    description:
      'Retinol, retinal and bakuchiol treatments in a range of strengths, so you can start gently and build up for smoother, clearer skin.',
  },
  {
    handle: 'serums',
    title: 'Serums',
    description:
      'Concentrated treatments for every goal: niacinamide for pores, tranexamic acid for dark spots, peptides for firmness and more.',
  },
  {
    handle: 'starter-kits',
    title: 'Starter Kits',
    description:
      'Complete routines in travel-friendly sizes, built for a specific concern and priced below the individual products.',
  },
];
