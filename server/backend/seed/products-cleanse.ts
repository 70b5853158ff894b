import type { SeedProduct } from './types';

/** Cleansers, toners, exfoliants and masks. */
export const cleanseProducts: SeedProduct[] = [
  {
    handle: 'gentle-foaming-cleanser',
    title: 'Gentle Foaming Cleanser',
    subtitle: 'Low-foam, pH-balanced daily face wash',
    descriptionHtml:
      '<p>A soft, cushiony gel that turns into a light foam and lifts away sunscreen, oil and the day without the squeaky, tight feeling that tells you a cleanser went too far. The formula sits close to the natural pH of skin, so it is kind enough for twice-daily use.</p>' +
      '<p>Mild coconut-derived surfactants do the cleansing while <strong>glycerin</strong> and <strong>panthenol</strong> help the skin hold on to water. A touch of <strong>allantoin</strong> keeps things calm, which makes this our go-to first step before actives such as retinol or vitamin C.</p>' +
      '<p><em>Fragrance-free, soap-free and non-comedogenic.</em></p>',
    keyBenefits: [
      'Removes makeup, sunscreen and excess oil',
      'Leaves skin soft, never tight',
      'Suitable for morning and evening use',
    ],
    keyIngredients: ['Sodium Cocoyl Glycinate', 'Glycerin', 'Panthenol (Pro-Vitamin B5)', 'Allantoin'],
    howToUse:
      'Massage a pump onto damp skin for 30 to 60 seconds, then rinse with lukewarm water. Use morning and evening.',
    categories: ['cleanse', 'best-sellers'],
    skinTypes: ['normal', 'combination', 'oily', 'sensitive'],
    concerns: ['sensitive-skin', 'preventative'],
    variants: [
      { sku: 'CLN-GFC-50', title: 'Travel size 1.7 fl oz', price: 18, inventory: 140 },
      { sku: 'CLN-GFC-200', title: '7 fl oz', price: 34, inventory: 420 },
      { sku: 'CLN-GFC-400', title: 'Refill 13.5 fl oz', price: 56, compareAtPrice: 68, inventory: 90 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'pump', texture: '#f3f0ea', finish: 'gel' },
    rating: 4.7,
    reviewCount: 2841,
    publishedAt: '2024-01-15T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'hydrating-cream-cleanser',
    title: 'Hydrating Cream Cleanser',
    subtitle: 'Milky, non-foaming cleanser for dry skin',
    descriptionHtml:
      '<p>A lotion-textured cleanser for days when skin feels parched, flaky or easily upset. It melts makeup and grime into a soft milk that rinses clean or can be tissued off, leaving a comfortable, supple finish.</p>' +
      '<p>Skin-identical <strong>ceramides</strong>, <strong>squalane</strong> and <strong>oat kernel extract</strong> support a stressed moisture barrier while you cleanse, so the rest of your routine lands on skin that already feels cared for.</p>',
    keyBenefits: [
      'Cleanses without stripping natural oils',
      'Supports the moisture barrier',
      'Comfortable finish for dry, reactive skin',
    ],
    keyIngredients: ['Ceramide NP', 'Squalane', 'Avena Sativa (Oat) Kernel Extract', 'Glycerin'],
    howToUse:
      'Smooth over dry or damp skin, massage gently, then rinse or remove with a warm, damp cloth. Use morning and evening.',
    categories: ['cleanse'],
    skinTypes: ['dry', 'normal', 'sensitive'],
    concerns: ['sensitive-skin', 'visible-aging'],
    variants: [
      { sku: 'CLN-HCC-200', title: '6.7 fl oz', price: 36, inventory: 310 },
      { sku: 'CLN-HCC-400', title: '13.5 fl oz', price: 58, inventory: 0 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'pump', texture: '#f3ede3', finish: 'cream' },
    rating: 4.6,
    reviewCount: 1187,
    publishedAt: '2024-02-06T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'salicylic-clarifying-wash',
    title: 'Salicylic Clarifying Wash',
    subtitle: '2% salicylic acid cleanser for breakout-prone skin',
    descriptionHtml:
      '<p>A clear gel wash built around <strong>2% salicylic acid</strong>, the oil-soluble beta hydroxy acid that works its way into pores to loosen the mix of oil and dead cells behind blackheads and breakouts.</p>' +
      '<p><strong>Niacinamide</strong> helps with the look of shine and enlarged pores, while <strong>aloe leaf juice</strong> and <strong>bisabolol</strong> soften the experience so clearer skin does not come at the cost of redness.</p>' +
      '<p>Start once a day and build to twice daily as your skin gets used to it.</p>',
    keyBenefits: [
      'Helps clear and prevent breakouts',
      'Reduces the look of blackheads and shine',
      'Gentle enough for daily use',
    ],
    keyIngredients: ['Salicylic Acid 2%', 'Niacinamide', 'Aloe Barbadensis Leaf Juice', 'Bisabolol'],
    howToUse:
      'Massage onto damp skin, leave on for up to a minute so the salicylic acid can work, then rinse. Start once daily.',
    categories: ['cleanse'],
    skinTypes: ['oily', 'combination'],
    concerns: ['acne'],
    variants: [
      { sku: 'CLN-SCW-150', title: '5 fl oz', price: 35, inventory: 260 },
      { sku: 'CLN-SCW-300', title: '10 fl oz', price: 54, inventory: 80 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#efeade', finish: 'cream' },
    rating: 4.5,
    reviewCount: 963,
    publishedAt: '2024-03-12T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'brightening-gel-cleanser',
    title: 'Brightening Gel Cleanser',
    subtitle: 'Lactic and mandelic acid gel for a brighter look',
    descriptionHtml:
      '<p>A refreshing, lightly foaming gel that pairs cleansing with a low, rinse-off dose of <strong>lactic</strong> and <strong>mandelic acid</strong>. Used daily, it helps lift dull surface cells so skin looks clearer and more even.</p>' +
      '<p><strong>Licorice root extract</strong> and <strong>vitamin C (sodium ascorbyl phosphate)</strong> round out the formula for a cleanser that prepares skin beautifully for brightening serums.</p>',
    keyBenefits: ['Gently exfoliates while cleansing', 'Helps even the look of skin tone', 'Refreshing gel texture'],
    keyIngredients: [
      'Lactic Acid',
      'Mandelic Acid',
      'Glycyrrhiza Glabra (Licorice) Root Extract',
      'Sodium Ascorbyl Phosphate',
    ],
    howToUse:
      'Massage onto damp skin for 60 seconds and rinse. Use once or twice daily; follow with broad spectrum SPF in the morning.',
    categories: ['cleanse'],
    skinTypes: ['normal', 'combination', 'oily'],
    concerns: ['discolorations'],
    variants: [{ sku: 'CLN-BGC-150', title: '5 fl oz', price: 38, inventory: 210 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#e8c68c', finish: 'gel' },
    rating: 4.4,
    reviewCount: 512,
    publishedAt: '2024-09-03T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'micellar-cleansing-water',
    title: 'Micellar Cleansing Water',
    subtitle: 'No-rinse cleanser and makeup remover',
    descriptionHtml:
      '<p>Tiny micelles of mild cleansing agents act like magnets for makeup, sunscreen and oil, so a few sweeps of a cotton pad leave skin clean without rubbing or rinsing. Perfect for travel, the gym bag or as the first step of a double cleanse.</p>' +
      '<p><strong>Cucumber fruit extract</strong> and <strong>panthenol</strong> keep it soothing, even around the eyes.</p>',
    keyBenefits: ['Removes makeup, including around the eyes', 'No rinsing needed', 'Soothing and fragrance-free'],
    keyIngredients: ['Poloxamer 184', 'Cucumis Sativus (Cucumber) Fruit Extract', 'Panthenol', 'Glycerin'],
    howToUse:
      'Saturate a cotton pad and sweep across the face and eyes, holding for a few seconds on eye makeup. No need to rinse.',
    categories: ['cleanse'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['sensitive-skin', 'preventative'],
    variants: [
      { sku: 'CLN-MCW-100', title: 'Travel size 3.4 fl oz', price: 18, inventory: 150 },
      { sku: 'CLN-MCW-400', title: '13.5 fl oz', price: 28, inventory: 330 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'bottle', texture: '#e6edef', finish: 'fluid' },
    rating: 4.6,
    reviewCount: 734,
    publishedAt: '2025-01-21T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'nourishing-cleansing-balm',
    title: 'Nourishing Cleansing Balm',
    subtitle: 'Melting balm that dissolves makeup and SPF',
    descriptionHtml:
      '<p>A solid balm that melts into a silky oil on contact with skin, then emulsifies to a milk with a splash of water and rinses away clean. It is the simplest way to take off long-wear makeup and water-resistant sunscreen.</p>' +
      '<p>Plant oils rich in fatty acids, including <strong>meadowfoam seed oil</strong> and <strong>sunflower seed oil</strong>, plus <strong>vitamin E</strong>, leave skin cushioned and comfortable rather than greasy.</p>' +
      '<p>Follow with a water-based cleanser for a classic double cleanse.</p>',
    keyBenefits: [
      'Dissolves long-wear makeup and sunscreen',
      'Rinses clean without residue',
      'Leaves skin soft and nourished',
    ],
    keyIngredients: [
      'Limnanthes Alba (Meadowfoam) Seed Oil',
      'Helianthus Annuus (Sunflower) Seed Oil',
      'Tocopherol (Vitamin E)',
      'Polyglyceryl-10 Diisostearate',
    ],
    howToUse:
      'Scoop a small amount with the spatula, massage over dry skin, add a little water to emulsify, then rinse thoroughly.',
    categories: ['cleanse'],
    skinTypes: ['dry', 'normal'],
    concerns: ['visible-aging', 'preventative'],
    variants: [{ sku: 'CLN-NCB-100', title: '3.4 oz', price: 42, inventory: 180 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#efdcb3', finish: 'balm' },
    rating: 4.8,
    reviewCount: 655,
    publishedAt: '2025-10-07T09:00:00.000Z',
  },
  {
    handle: 'benzoyl-peroxide-acne-wash',
    title: 'Benzoyl Peroxide Acne Wash',
    subtitle: '4% benzoyl peroxide creamy wash for face and body',
    descriptionHtml:
      '<p>A creamy, low-foam wash with <strong>4% benzoyl peroxide</strong>, an over-the-counter acne ingredient that helps reduce acne-causing bacteria on the skin. The lower strength is easier on skin than 10% formulas while still doing the job.</p>' +
      '<p><strong>Glycerin</strong> and <strong>hyaluronic acid</strong> help offset dryness. Benzoyl peroxide can bleach fabric, so use white towels and rinse well.</p>',
    keyBenefits: ['Treats and helps prevent acne breakouts', 'For face, chest and back', 'Hydrating, creamy base'],
    keyIngredients: ['Benzoyl Peroxide 4%', 'Glycerin', 'Sodium Hyaluronate', 'Allantoin'],
    howToUse:
      'Wet skin, massage a small amount over affected areas for 1 to 2 minutes, then rinse. Begin with one daily use. Can bleach fabrics.',
    categories: ['cleanse', 'body-treatments'],
    skinTypes: ['oily', 'combination', 'normal'],
    concerns: ['acne'],
    variants: [{ sku: 'CLN-BPW-150', title: '5 fl oz', price: 32, inventory: 240 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#f3ede3', finish: 'cream' },
    rating: 4.3,
    reviewCount: 488,
    publishedAt: '2025-04-15T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'hydrating-essence-toner',
    title: 'Hydrating Essence Toner',
    subtitle: 'Alcohol-free hydrating toner with three weights of hyaluronic acid',
    descriptionHtml:
      '<p>A watery essence that floods freshly cleansed skin with moisture and helps every following layer spread more evenly. Three molecular weights of <strong>hyaluronic acid</strong> hydrate at the surface and just below it.</p>' +
      '<p><strong>Beta-glucan</strong> and <strong>panthenol</strong> calm and comfort, making it a lovely buffer step under retinol for skin that is still getting used to it.</p>',
    keyBenefits: ['Instant, weightless hydration', 'Preps skin for serums', 'Alcohol-free and soothing'],
    keyIngredients: ['Sodium Hyaluronate (multi-weight)', 'Beta-Glucan', 'Panthenol', 'Glycerin'],
    howToUse:
      'After cleansing, pat a few drops into skin with your palms or sweep on with a cotton pad. Use morning and evening.',
    categories: ['ha-family'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['preventative', 'sensitive-skin'],
    variants: [
      { sku: 'HA-HET-150', title: '5 fl oz', price: 40, inventory: 270 },
      { sku: 'HA-HET-300', title: '10 fl oz', price: 64, inventory: 0 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'bottle', texture: '#e6edef', finish: 'fluid' },
    rating: 4.7,
    reviewCount: 1320,
    publishedAt: '2024-05-14T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'glycolic-resurfacing-toner',
    title: 'Glycolic Resurfacing Toner',
    subtitle: '7% glycolic acid toner for smoother, brighter skin',
    descriptionHtml:
      '<p>A leave-on toner with <strong>7% glycolic acid</strong>, the smallest alpha hydroxy acid, to loosen the bonds between dull surface cells. Over a few weeks skin looks smoother, more radiant and more even in tone.</p>' +
      '<p><strong>Aloe</strong> and <strong>ginseng root extract</strong> help keep it comfortable. Because AHAs can increase sun sensitivity, wear broad spectrum SPF daily while using it.</p>',
    keyBenefits: ['Smooths rough texture', 'Brightens a dull complexion', 'Helps fade the look of uneven tone'],
    keyIngredients: [
      'Glycolic Acid 7%',
      'Aloe Barbadensis Leaf Juice',
      'Panax Ginseng Root Extract',
      'Tasmanian Pepperberry Extract',
    ],
    howToUse:
      'In the evening, sweep over clean, dry skin with a cotton pad, avoiding the eye area. Start 2 to 3 nights a week. Use sunscreen daily.',
    categories: ['exfoliants'],
    skinTypes: ['normal', 'oily', 'combination'],
    concerns: ['discolorations', 'visible-aging'],
    variants: [{ sku: 'EXF-GRT-200', title: '6.7 fl oz', price: 42, inventory: 230 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'bottle', texture: '#efeade', finish: 'fluid' },
    rating: 4.6,
    reviewCount: 1544,
    publishedAt: '2024-04-02T09:00:00.000Z',
  },
  {
    handle: 'balancing-bha-toner',
    title: 'Balancing BHA Toner',
    subtitle: 'Salicylic acid and willow bark pore-clearing toner',
    descriptionHtml:
      '<p>A lightweight, leave-on toner with <strong>1% salicylic acid</strong> that keeps pores clear between cleanses. It is especially helpful along the T-zone, where oil and blackheads tend to gather.</p>' +
      '<p><strong>Zinc PCA</strong> helps with the look of shine and <strong>green tea leaf extract</strong> brings antioxidant support, while a glycerin base keeps skin from feeling parched.</p>',
    keyBenefits: ['Keeps pores clear', 'Controls the look of shine', 'Helps prevent new blemishes'],
    keyIngredients: [
      'Salicylic Acid 1%',
      'Zinc PCA',
      'Camellia Sinensis (Green Tea) Leaf Extract',
      'Salix Alba (Willow) Bark Extract',
    ],
    howToUse:
      'Apply with a cotton pad to clean skin once daily, focusing on oily or congested areas. Follow with moisturizer.',
    categories: ['exfoliants'],
    skinTypes: ['oily', 'combination'],
    concerns: ['acne', 'preventative'],
    variants: [{ sku: 'EXF-BBT-200', title: '6.7 fl oz', price: 38, inventory: 200 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'bottle', texture: '#efeade', finish: 'fluid' },
    rating: 4.5,
    reviewCount: 702,
    publishedAt: '2024-08-20T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'enzyme-polishing-powder',
    title: 'Enzyme Polishing Powder',
    subtitle: 'Rice-based powder exfoliant activated with water',
    descriptionHtml:
      '<p>A fine powder that turns into a creamy foam when mixed with water. <strong>Papain</strong> (from papaya) and <strong>bromelain</strong> (from pineapple) are enzymes that gently digest the proteins holding dull cells together, while finely milled <strong>rice powder</strong> gives a soft polish.</p>' +
      '<p>Because you control the strength with the amount of water, it is a friendly exfoliant for sensitive skin and for those who do not tolerate acids well.</p>',
    keyBenefits: ['Gentle, adjustable exfoliation', 'Brightens and softens', 'No harsh grains or acids'],
    keyIngredients: ['Oryza Sativa (Rice) Powder', 'Papain', 'Bromelain', 'Colloidal Oatmeal'],
    howToUse:
      'Shake half a teaspoon into wet palms, add water and rub into a paste. Massage over damp skin for 30 seconds and rinse. Use 2 to 4 times a week.',
    categories: ['exfoliants'],
    skinTypes: ['sensitive', 'normal', 'dry'],
    concerns: ['sensitive-skin', 'discolorations'],
    variants: [{ sku: 'EXF-EPP-60', title: '2.1 oz', price: 48, inventory: 170 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'sachet', texture: '#f0e7d4', finish: 'powder' },
    rating: 4.7,
    reviewCount: 868,
    publishedAt: '2024-11-12T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'at-home-resurfacing-peel-pads',
    title: 'At-Home Resurfacing Peel Pads',
    subtitle: 'Pre-soaked glycolic, lactic and salicylic acid pads',
    descriptionHtml:
      '<p>Inspired by the chemical peels our professional partners perform in the treatment room, these single-use pads deliver a balanced blend of <strong>glycolic</strong>, <strong>lactic</strong> and <strong>salicylic acid</strong> in a strength designed for home use.</p>' +
      '<p>Regular use helps refine rough texture, visibly minimize pores and soften the look of fine lines and uneven tone. <strong>Niacinamide</strong> and <strong>chamomile</strong> help skin stay comfortable.</p>' +
      '<p>As featured in several beauty editor roundups of the best at-home peels.</p>',
    keyBenefits: [
      'Visibly refines texture and pores',
      'Helps fade the look of dark spots',
      'Pre-measured, no-mess pads',
    ],
    keyIngredients: [
      'Glycolic Acid',
      'Lactic Acid',
      'Salicylic Acid',
      'Niacinamide',
      'Chamomilla Recutita (Matricaria) Flower Extract',
    ],
    howToUse:
      'In the evening, swipe one pad over clean, dry skin, avoiding eyes and lips. Do not rinse. Start twice weekly and build up to every other night. Use sunscreen daily.',
    categories: ['exfoliants', 'in-the-media'],
    skinTypes: ['normal', 'oily', 'combination'],
    concerns: ['visible-aging', 'discolorations', 'acne'],
    variants: [
      { sku: 'EXF-RPP-30', title: '30 pads', price: 72, inventory: 190 },
      { sku: 'EXF-RPP-60', title: '60 pads', price: 124, compareAtPrice: 144, inventory: 0 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60'],
    image: { shape: 'jar', texture: '#efeade', finish: 'fluid' },
    rating: 4.8,
    reviewCount: 2210,
    publishedAt: '2024-06-11T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'lactic-acid-night-exfoliant',
    title: 'Lactic Acid Night Exfoliant',
    subtitle: '10% lactic acid serum for dry and sensitive skin',
    descriptionHtml:
      '<p>Lactic acid is a larger alpha hydroxy acid than glycolic, so it works more gradually at the surface and also acts as a humectant. This milky serum uses <strong>10% lactic acid</strong> to smooth flaky patches and brighten a tired-looking complexion.</p>' +
      '<p><strong>Squalane</strong> and <strong>sodium PCA</strong> keep the formula cushioning, which is why many people with dry skin prefer it to stronger acids.</p>',
    keyBenefits: ['Smooths dry, flaky texture', 'Brightens dullness', 'Hydrates as it exfoliates'],
    keyIngredients: ['Lactic Acid 10%', 'Squalane', 'Sodium PCA', 'Tremella Fuciformis (Snow Mushroom) Extract'],
    howToUse:
      'Apply 3 to 4 drops to clean, dry skin at night, 2 to 3 times a week, before moisturizer. Avoid on nights you use retinol. Use sunscreen daily.',
    categories: ['exfoliants', 'serums'],
    skinTypes: ['dry', 'sensitive', 'normal'],
    concerns: ['discolorations', 'visible-aging'],
    variants: [{ sku: 'EXF-LNE-30', title: '1 fl oz', price: 54, inventory: 160 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#efeade', finish: 'fluid' },
    rating: 4.5,
    reviewCount: 431,
    publishedAt: '2025-02-18T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'micro-polish-facial-scrub',
    title: 'Micro Polish Facial Scrub',
    subtitle: 'Jojoba bead and bamboo scrub',
    descriptionHtml:
      '<p>For those who love the instant smoothness of a physical scrub, this creamy formula uses round <strong>jojoba esters beads</strong> and ultra-fine <strong>bamboo powder</strong> that polish without scratching.</p>' +
      '<p>A low level of <strong>salicylic acid</strong> helps keep pores clear, and the cream base rinses off without leaving skin dry.</p>',
    keyBenefits: ['Instantly smoother skin', 'Helps unclog pores', 'Round, skin-friendly beads'],
    keyIngredients: ['Jojoba Esters', 'Bambusa Arundinacea Stem Powder', 'Salicylic Acid 0.5%', 'Kaolin'],
    howToUse:
      'Massage a small amount over damp skin with light pressure for 30 seconds, then rinse. Use 2 to 3 times a week.',
    categories: ['exfoliants'],
    skinTypes: ['normal', 'combination', 'oily'],
    concerns: ['acne', 'preventative'],
    variants: [{ sku: 'EXF-MPS-100', title: '3.4 fl oz', price: 38, inventory: 0 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#f3ede3', finish: 'cream' },
    rating: 4.3,
    reviewCount: 377,
    publishedAt: '2024-07-09T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'purifying-clay-mask',
    title: 'Purifying Clay Mask',
    subtitle: 'Kaolin and bentonite mask with sulfur',
    descriptionHtml:
      '<p>A classic clay mask for oily and congested skin. <strong>Kaolin</strong> and <strong>bentonite</strong> absorb excess oil, while <strong>3% sulfur</strong> helps dry out surface blemishes.</p>' +
      '<p><strong>Allantoin</strong> and <strong>glycerin</strong> keep the clays from over-drying, so skin looks matte and clear rather than tight. Use it all over or just on the T-zone for multi-masking.</p>',
    keyBenefits: ['Absorbs excess oil', 'Helps clear blemishes', 'Visibly minimizes pores'],
    keyIngredients: ['Kaolin', 'Bentonite', 'Sulfur 3%', 'Allantoin'],
    howToUse:
      'Apply an even layer to clean skin, leave on for 10 minutes, then rinse with warm water. Use 1 to 3 times a week.',
    categories: ['masks'],
    skinTypes: ['oily', 'combination'],
    concerns: ['acne'],
    variants: [{ sku: 'MSK-PCM-75', title: '2.5 oz', price: 42, inventory: 190 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#bdb4a0', finish: 'clay' },
    rating: 4.6,
    reviewCount: 942,
    publishedAt: '2024-03-26T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'soothing-oat-recovery-mask',
    title: 'Soothing Oat Recovery Mask',
    subtitle: 'Colloidal oatmeal and centella cream mask',
    descriptionHtml:
      '<p>A cooling cream mask for skin that feels hot, tight or irritated, whether from wind, a too-strong active or a long flight. <strong>Colloidal oatmeal</strong> is a skin protectant with a long history of soothing dry, itchy skin.</p>' +
      '<p><strong>Centella asiatica</strong>, <strong>madecassoside</strong> and <strong>ceramides</strong> help skin recover its comfort, and it can be left on overnight as a sleeping mask.</p>',
    keyBenefits: ['Calms the look of redness', 'Relieves tightness and dryness', 'Can be used as an overnight mask'],
    keyIngredients: ['Colloidal Oatmeal', 'Centella Asiatica Extract', 'Madecassoside', 'Ceramide NP'],
    howToUse:
      'Apply a generous layer to clean skin. Leave on for 15 minutes and tissue off the excess, or leave on overnight.',
    categories: ['masks'],
    skinTypes: ['sensitive', 'dry', 'normal'],
    concerns: ['sensitive-skin'],
    variants: [{ sku: 'MSK-SOM-75', title: '2.5 oz', price: 46, inventory: 150 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#e6dac3', finish: 'cream' },
    rating: 4.8,
    reviewCount: 611,
    publishedAt: '2025-03-04T09:00:00.000Z',
    tags: ['fragrance-free'],
  },
  {
    handle: 'brightening-pumpkin-enzyme-mask',
    title: 'Brightening Pumpkin Enzyme Mask',
    subtitle: 'Fruit enzyme and lactic acid radiance mask',
    descriptionHtml:
      '<p>A warm-toned, creamy mask made with <strong>pumpkin ferment filtrate</strong>, <strong>papain</strong> and a touch of <strong>lactic acid</strong> to dissolve dullness in ten minutes. Expect a gentle tingle and a noticeably brighter, smoother finish.</p>' +
      '<p>It is a favorite before events, and a good weekly reset for skin that looks uneven or lackluster.</p>',
    keyBenefits: ['Instant radiance boost', 'Helps even the look of skin tone', 'Smooths rough texture'],
    keyIngredients: ['Cucurbita Pepo (Pumpkin) Fruit Ferment Filtrate', 'Papain', 'Lactic Acid', 'Niacinamide'],
    howToUse:
      'Apply a thin layer to clean, dry skin. Leave on for 5 to 10 minutes, then rinse. A mild tingle is normal. Use once or twice a week.',
    categories: ['masks', 'exfoliants'],
    skinTypes: ['normal', 'combination', 'oily'],
    concerns: ['discolorations'],
    variants: [{ sku: 'MSK-BPM-50', title: '1.7 oz', price: 52, inventory: 130 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#e0a46e', finish: 'cream' },
    rating: 4.7,
    reviewCount: 1033,
    publishedAt: '2025-09-23T09:00:00.000Z',
  },
  {
    handle: 'charcoal-detox-mask',
    title: 'Charcoal Detox Mask',
    subtitle: 'Charcoal and tea tree pore-clearing mask',
    descriptionHtml:
      '<p>A smooth black mask that pulls excess oil from pores with <strong>activated charcoal</strong> and <strong>kaolin</strong>, while <strong>tea tree leaf oil</strong> and <strong>zinc</strong> help with the look of blemishes.</p>' +
      '<p>It dries down in about eight minutes and rinses away easily. A good pick for warm months and post-workout skin.</p>',
    keyBenefits: ['Deep cleans pores', 'Mattifies oily areas', 'Helps calm the look of blemishes'],
    keyIngredients: ['Charcoal Powder', 'Kaolin', 'Melaleuca Alternifolia (Tea Tree) Leaf Oil', 'Zinc Gluconate'],
    howToUse: 'Apply to clean skin, avoiding the eye area. Leave on 8 to 10 minutes and rinse. Use up to twice weekly.',
    categories: ['masks'],
    skinTypes: ['oily', 'combination', 'normal'],
    concerns: ['acne', 'preventative'],
    variants: [{ sku: 'MSK-CDM-75', title: '2.5 oz', price: 39, inventory: 120 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#4a4744', finish: 'clay' },
    rating: 4.4,
    reviewCount: 298,
    publishedAt: '2026-02-10T09:00:00.000Z',
    tags: ['new'],
  },
];
