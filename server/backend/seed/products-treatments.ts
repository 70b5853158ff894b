import type { SeedProduct } from './types';

/** Serums, retinols, vitamin C / antioxidants and the hyaluronic acid (HA) family. */
export const treatmentProducts: SeedProduct[] = [
  {
    handle: 'niacinamide-pore-refining-serum',
    title: 'Niacinamide Pore Refining Serum',
    subtitle: '10% niacinamide and zinc serum',
    descriptionHtml:
      '<p>A lightweight water serum with <strong>10% niacinamide</strong> (vitamin B3), one of the most versatile ingredients in skincare. It helps with the look of enlarged pores and excess shine, supports the skin barrier and helps even out post-blemish marks over time.</p>' +
      '<p><strong>Zinc PCA</strong> adds oil-balancing support, and <strong>N-acetyl glucosamine</strong> works alongside niacinamide on uneven tone. It layers under everything, morning or night.</p>',
    keyBenefits: ['Visibly minimizes pores', 'Balances oil and shine', 'Helps fade post-blemish marks'],
    keyIngredients: ['Niacinamide 10%', 'Zinc PCA', 'N-Acetyl Glucosamine', 'Panthenol'],
    howToUse: 'Apply 2 to 3 drops to clean skin morning and evening, before moisturizer.',
    categories: ['serums', 'best-sellers'],
    skinTypes: ['oily', 'combination', 'normal'],
    concerns: ['acne', 'discolorations'],
    variants: [
      { sku: 'SRM-NPR-30', title: '1 fl oz', price: 58, inventory: 320 },
      { sku: 'SRM-NPR-60', title: '2 fl oz', price: 98, inventory: 90 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#f1ede4', finish: 'fluid' },
    rating: 4.7,
    reviewCount: 3120,
    publishedAt: '2024-01-30T09:00:00.000Z',
  },
  {
    handle: 'peptide-firming-serum',
    title: 'Peptide Firming Serum',
    subtitle: 'Multi-peptide serum for visible firmness',
    descriptionHtml:
      '<p>A silky serum built around a complex of signal peptides, including <strong>palmitoyl tripeptide-1</strong>, <strong>palmitoyl tetrapeptide-7</strong> and <strong>acetyl hexapeptide-8</strong>. Peptides are short chains of amino acids; in skincare they help skin look firmer, smoother and more resilient.</p>' +
      '<p>A base of <strong>hyaluronic acid</strong> and <strong>glycerin</strong> plumps the look of fine lines right away, while the peptides work over weeks of consistent use. Gentle enough to pair with retinol or vitamin C.</p>' +
      '<p>Named a best anti-aging serum by several beauty editors.</p>',
    keyBenefits: [
      'Skin looks firmer and more lifted',
      'Softens the look of fine lines',
      'Pairs well with retinol and vitamin C',
    ],
    keyIngredients: [
      'Palmitoyl Tripeptide-1',
      'Palmitoyl Tetrapeptide-7',
      'Acetyl Hexapeptide-8',
      'Sodium Hyaluronate',
    ],
    howToUse: 'Smooth 2 pumps over face, neck and chest morning and evening after cleansing and toning.',
    categories: ['serums', 'in-the-media'],
    skinTypes: ['normal', 'dry', 'combination'],
    concerns: ['visible-aging', 'preventative'],
    variants: [
      { sku: 'SRM-PFS-30', title: '1 fl oz', price: 98, inventory: 210 },
      { sku: 'SRM-PFS-50', title: '1.7 fl oz', price: 142, inventory: 60 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#f3ede3', finish: 'fluid' },
    rating: 4.6,
    reviewCount: 1456,
    publishedAt: '2024-10-01T09:00:00.000Z',
  },
  {
    handle: 'calming-centella-serum',
    title: 'Calming Centella Serum',
    subtitle: 'Redness-relief serum with centella and panthenol',
    descriptionHtml:
      '<p>A soothing gel serum for skin that flushes easily or feels reactive. <strong>Centella asiatica</strong> and its active compound <strong>madecassoside</strong> help calm the look of redness, while <strong>panthenol</strong> and <strong>allantoin</strong> support a comfortable, resilient barrier.</p>' +
      '<p>Free from fragrance, essential oils and drying alcohols. Use it on its own or as a buffer before stronger treatments.</p>',
    keyBenefits: ['Calms the look of redness', 'Comforts reactive skin', 'Strengthens the barrier over time'],
    keyIngredients: ['Centella Asiatica Extract', 'Madecassoside', 'Panthenol 5%', 'Allantoin'],
    howToUse: 'Press 3 to 4 drops into clean skin morning and evening before moisturizer.',
    categories: ['serums'],
    skinTypes: ['sensitive', 'dry', 'normal'],
    concerns: ['sensitive-skin'],
    variants: [{ sku: 'SRM-CCS-30', title: '1 fl oz', price: 62, inventory: 180 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#cdd5ba', finish: 'fluid' },
    rating: 4.8,
    reviewCount: 987,
    publishedAt: '2024-12-03T09:00:00.000Z',
  },
  {
    handle: 'tranexamic-tone-correcting-serum',
    title: 'Tranexamic Tone Correcting Serum',
    subtitle: 'Dark spot serum with tranexamic acid and kojic acid',
    descriptionHtml:
      '<p>Our most-loved answer to stubborn dark spots, post-blemish marks and uneven patches. <strong>Tranexamic acid</strong>, <strong>kojic acid</strong> and <strong>niacinamide</strong> each work on a different step of how discoloration shows up, so together they help skin look more even.</p>' +
      '<p>The formula is gentle enough for twice-daily use on most skin types, including deeper skin tones. Results build over 8 to 12 weeks, and daily sunscreen is essential to keep new spots from forming.</p>',
    keyBenefits: [
      'Visibly fades dark spots and marks',
      'Evens the look of overall tone',
      'Suitable for all skin tones',
    ],
    keyIngredients: [
      'Tranexamic Acid 3%',
      'Kojic Acid',
      'Niacinamide 4%',
      'Glycyrrhiza Glabra (Licorice) Root Extract',
    ],
    howToUse:
      'Apply 2 to 3 drops to clean skin morning and evening. Follow with moisturizer and, in the morning, broad spectrum SPF 30 or higher.',
    categories: ['serums', 'best-sellers'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['discolorations'],
    variants: [
      { sku: 'SRM-TTC-30', title: '1 fl oz', price: 88, inventory: 260 },
      { sku: 'SRM-TTC-60', title: '2 fl oz', price: 150, inventory: 55 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#f3ede3', finish: 'fluid' },
    rating: 4.7,
    reviewCount: 2673,
    publishedAt: '2024-06-25T09:00:00.000Z',
  },
  {
    handle: 'azelaic-acid-10-serum',
    title: 'Azelaic Acid 10% Serum',
    subtitle: 'Multi-tasking serum for redness, blemishes and tone',
    descriptionHtml:
      '<p><strong>Azelaic acid</strong> is a grain-derived acid that is unusually well tolerated. At 10% in a light cream-gel, it helps with the look of blemishes, calms visible redness and gradually brightens uneven tone, which makes it a favorite for skin that is both breakout-prone and sensitive.</p>' +
      '<p>We paired it with <strong>bisabolol</strong> and <strong>dipotassium glycyrrhizate</strong> for extra comfort. A slight tingle for the first few uses is normal.</p>',
    keyBenefits: ['Helps clear blemishes', 'Calms the look of redness', 'Brightens uneven tone'],
    keyIngredients: ['Azelaic Acid 10%', 'Bisabolol', 'Dipotassium Glycyrrhizate', 'Squalane'],
    howToUse:
      'Apply a pea-sized amount to clean skin once or twice daily. Follow with moisturizer and sunscreen in the morning.',
    categories: ['serums'],
    skinTypes: ['sensitive', 'oily', 'combination'],
    concerns: ['acne', 'sensitive-skin', 'discolorations'],
    variants: [{ sku: 'SRM-AZA-30', title: '1 fl oz', price: 52, inventory: 200 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#cdd5ba', finish: 'cream' },
    rating: 4.5,
    reviewCount: 845,
    publishedAt: '2025-05-13T09:00:00.000Z',
  },
  {
    handle: 'copper-peptide-recovery-serum',
    title: 'Copper Peptide Recovery Serum',
    subtitle: 'GHK-Cu serum for resilient, smoother-looking skin',
    descriptionHtml:
      '<p>Copper tripeptide-1, often called <strong>GHK-Cu</strong>, gives this serum its soft blue tint. It helps skin look smoother, firmer and more resilient, and it is a lovely evening companion on nights off from exfoliants.</p>' +
      '<p>A cushion of <strong>squalane</strong>, <strong>ceramides</strong> and <strong>hyaluronic acid</strong> keeps skin comfortable. Avoid layering with vitamin C (L-ascorbic acid) in the same routine.</p>',
    keyBenefits: [
      'Skin looks smoother and more resilient',
      'Supports recovery after exfoliation',
      'Cushioning, non-sticky finish',
    ],
    keyIngredients: ['Copper Tripeptide-1', 'Squalane', 'Ceramide NP', 'Sodium Hyaluronate'],
    howToUse:
      'In the evening, apply 2 to 3 drops after cleansing and before moisturizer. Use vitamin C in the morning instead.',
    categories: ['serums'],
    skinTypes: ['dry', 'normal', 'sensitive'],
    concerns: ['visible-aging', 'sensitive-skin'],
    variants: [{ sku: 'SRM-CPR-30', title: '1 fl oz', price: 110, inventory: 110 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#a9bfcc', finish: 'fluid' },
    rating: 4.5,
    reviewCount: 402,
    publishedAt: '2025-11-18T09:00:00.000Z',
  },
  {
    handle: 'blemish-control-spot-treatment',
    title: 'Blemish Control Spot Treatment',
    subtitle: '5% benzoyl peroxide targeted spot gel',
    descriptionHtml:
      '<p>A clear, fast-drying gel to dab on individual blemishes as soon as they appear. <strong>5% benzoyl peroxide</strong> helps reduce acne-causing bacteria, while <strong>niacinamide</strong> and <strong>allantoin</strong> help with the look of redness around the spot.</p>' +
      '<p>Layers cleanly under makeup and will not pill. Skip picking and let the gel do the work.</p>',
    keyBenefits: ['Targets individual blemishes', 'Helps reduce the look of redness', 'Dries clear under makeup'],
    keyIngredients: ['Benzoyl Peroxide 5%', 'Niacinamide', 'Allantoin', 'Aloe Barbadensis Leaf Juice'],
    howToUse:
      'Apply a thin layer to the blemish only, once to three times daily. If dryness occurs, reduce to once daily. Can bleach fabrics.',
    categories: ['serums'],
    skinTypes: ['oily', 'combination', 'normal'],
    concerns: ['acne'],
    variants: [{ sku: 'SRM-BCS-15', title: '0.5 fl oz', price: 26, inventory: 300 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#e6edef', finish: 'gel' },
    rating: 4.3,
    reviewCount: 1190,
    publishedAt: '2024-02-27T09:00:00.000Z',
  },
  {
    handle: 'intro-retinol-0-25-serum',
    title: 'Intro Retinol 0.25% Serum',
    subtitle: 'Beginner-friendly encapsulated retinol',
    descriptionHtml:
      '<p>New to retinol? Start here. This serum delivers <strong>0.25% encapsulated retinol</strong>, released gradually through the night so skin gets the benefits with less of the dryness and flaking that can come with a first retinoid.</p>' +
      '<p>Over time, regular use helps refine texture, keep pores clear and soften the look of early fine lines. <strong>Ceramides</strong> and <strong>niacinamide</strong> support the barrier while skin adjusts.</p>',
    keyBenefits: [
      'Gentle first step into retinol',
      'Smooths texture and keeps pores clear',
      'Helps prevent the look of early lines',
    ],
    keyIngredients: ['Encapsulated Retinol 0.25%', 'Niacinamide', 'Ceramide NP', 'Bisabolol'],
    howToUse:
      'At night, apply a pea-sized amount to clean, dry skin 2 to 3 times a week, increasing as tolerated. Use SPF daily. Not for use during pregnancy.',
    categories: ['retinols'],
    skinTypes: ['normal', 'combination', 'oily'],
    concerns: ['preventative', 'acne', 'visible-aging'],
    variants: [{ sku: 'RET-I25-30', title: '1 fl oz', price: 72, inventory: 240 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#eedfae', finish: 'fluid' },
    rating: 4.6,
    reviewCount: 1378,
    publishedAt: '2024-04-16T09:00:00.000Z',
  },
  {
    handle: 'retinol-0-5-night-treatment',
    title: 'Retinol 0.5% Night Treatment',
    subtitle: 'Pure retinol night cream for lines and texture',
    descriptionHtml:
      '<p>Our best-selling retinol: <strong>0.5% pure retinol</strong> in a silky cream that helps visibly reduce fine lines, smooth rough texture and even out tone. It is the natural next step once skin is comfortable with a beginner retinol.</p>' +
      '<p><strong>Peptides</strong>, <strong>shea butter</strong> and <strong>bisabolol</strong> help keep skin comfortable, and an airless pump protects the retinol from light and air so it stays effective to the last pump.</p>',
    keyBenefits: ['Visibly reduces fine lines and wrinkles', 'Refines rough texture', 'Evens the look of skin tone'],
    keyIngredients: ['Retinol 0.5%', 'Palmitoyl Tripeptide-5', 'Butyrospermum Parkii (Shea) Butter', 'Bisabolol'],
    howToUse:
      'At night, apply a pea-sized amount to clean, dry skin, starting every other night. Avoid eyes and lips. Use SPF daily. Not for use during pregnancy.',
    categories: ['retinols', 'best-sellers'],
    skinTypes: ['normal', 'combination', 'oily', 'dry'],
    concerns: ['visible-aging', 'discolorations'],
    variants: [
      { sku: 'RET-N50-30', title: '1 fl oz', price: 82, inventory: 280 },
      { sku: 'RET-N50-50', title: '1.7 fl oz', price: 118, inventory: 70 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#eedfae', finish: 'cream' },
    rating: 4.7,
    reviewCount: 3542,
    publishedAt: '2024-01-09T09:00:00.000Z',
  },
  {
    handle: 'advanced-retinol-1-treatment',
    title: 'Advanced Retinol 1% Treatment',
    subtitle: 'High-strength retinol for experienced users',
    descriptionHtml:
      '<p>For seasoned retinol users ready for more, this treatment delivers <strong>1% retinol</strong> in a lightweight serum-cream, along with <strong>retinyl palmitate</strong> for a gentle, sustained effect.</p>' +
      '<p><strong>Niacinamide</strong> and <strong>colloidal oatmeal</strong> help offset irritation. Please work up to it: skin that has not used retinoids before should start with a lower strength.</p>',
    keyBenefits: [
      'Maximum-strength over-the-counter retinol',
      'Targets deeper-looking lines and texture',
      'Formulated with soothing support',
    ],
    keyIngredients: ['Retinol 1%', 'Retinyl Palmitate', 'Niacinamide', 'Colloidal Oatmeal'],
    howToUse:
      'At night, apply a pea-sized amount to clean, dry skin 2 to 3 nights a week at first. Use SPF daily. Not for use during pregnancy.',
    categories: ['retinols'],
    skinTypes: ['normal', 'oily', 'combination'],
    concerns: ['visible-aging'],
    variants: [{ sku: 'RET-A10-30', title: '1 fl oz', price: 95, inventory: 150 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#eedfae', finish: 'fluid' },
    rating: 4.4,
    reviewCount: 689,
    publishedAt: '2024-08-06T09:00:00.000Z',
  },
  {
    handle: 'bakuchiol-night-serum',
    title: 'Bakuchiol Night Serum',
    subtitle: 'Plant-based retinol alternative for sensitive skin',
    descriptionHtml:
      '<p><strong>Bakuchiol</strong>, from the seeds of the babchi plant, has been shown in studies to improve the look of fine lines and uneven tone with far less irritation than retinol. That makes this oil-serum a smart choice for sensitive skin.</p>' +
      '<p><strong>Squalane</strong>, <strong>rosehip seed oil</strong> and <strong>vitamin E</strong> leave skin soft and glowing by morning.</p>',
    keyBenefits: [
      'Retinol-like smoothing without the sting',
      'Helps even the look of skin tone',
      'Nourishing overnight glow',
    ],
    keyIngredients: ['Bakuchiol 1%', 'Squalane', 'Rosa Canina (Rosehip) Seed Oil', 'Tocopherol'],
    howToUse:
      'Warm 3 to 4 drops between fingertips and press into clean skin at night, as the last step or before a night cream.',
    categories: ['retinols', 'serums'],
    skinTypes: ['sensitive', 'dry', 'normal'],
    concerns: ['sensitive-skin', 'visible-aging', 'preventative'],
    variants: [{ sku: 'RET-BAK-30', title: '1 fl oz', price: 68, inventory: 170 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#eedfae', finish: 'fluid' },
    rating: 4.6,
    reviewCount: 720,
    publishedAt: '2025-06-10T09:00:00.000Z',
  },
  {
    handle: 'retinal-renewal-cream',
    title: 'Retinal Renewal Cream',
    subtitle: '0.05% retinaldehyde night cream',
    descriptionHtml:
      '<p><strong>Retinaldehyde</strong> (retinal) is one conversion step closer to the retinoic acid skin actually uses than retinol, so it works efficiently at low strength. Our rich night cream pairs <strong>0.05% retinal</strong> with a barrier-friendly base.</p>' +
      '<p><strong>Ceramides</strong>, <strong>cholesterol</strong> and <strong>fatty acids</strong> mimic the lipids skin makes itself, so dry, mature skin gets renewal and comfort in one step.</p>',
    keyBenefits: [
      'Efficient, low-strength retinoid',
      'Smooths the look of lines and crepiness',
      'Rich, barrier-supporting texture',
    ],
    keyIngredients: ['Retinal 0.05%', 'Ceramide NP', 'Cholesterol', 'Linoleic Acid'],
    howToUse:
      'At night, smooth a pea-sized amount over clean skin every other night at first. Use SPF daily. Not for use during pregnancy.',
    categories: ['retinols', 'moisturizers'],
    skinTypes: ['dry', 'normal'],
    concerns: ['visible-aging'],
    variants: [{ sku: 'RET-RRC-50', title: '1.7 oz', price: 105, inventory: 120 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#eedfae', finish: 'cream' },
    rating: 4.6,
    reviewCount: 533,
    publishedAt: '2025-08-26T09:00:00.000Z',
  },
  {
    handle: 'vitamin-c-15-brightening-serum',
    title: 'Vitamin C 15% Brightening Serum',
    subtitle: 'L-ascorbic acid, vitamin E and ferulic acid serum',
    descriptionHtml:
      '<p>The classic antioxidant trio: <strong>15% L-ascorbic acid</strong>, <strong>1% vitamin E</strong> and <strong>0.5% ferulic acid</strong>. Together they help defend against free radicals from UV and pollution and brighten the look of dull, uneven skin.</p>' +
      '<p>Formulated at a low pH for stability and packed in an amber, air-restrictive bottle. Apply in the morning under sunscreen for an extra layer of daytime defense.</p>' +
      '<p>A frequent pick in editor lists of the best vitamin C serums.</p>',
    keyBenefits: [
      'Brightens dull skin',
      'Helps defend against environmental stressors',
      'Improves the look of uneven tone over time',
    ],
    keyIngredients: ['L-Ascorbic Acid 15%', 'Tocopherol 1%', 'Ferulic Acid 0.5%', 'Glycerin'],
    howToUse:
      'Each morning, apply 4 to 5 drops to clean, dry skin before moisturizer and sunscreen. Store away from heat and light.',
    categories: ['antioxidants', 'serums', 'best-sellers', 'in-the-media'],
    skinTypes: ['normal', 'combination', 'oily'],
    concerns: ['discolorations', 'preventative'],
    variants: [{ sku: 'AOX-VC15-30', title: '1 fl oz', price: 94, inventory: 300 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#e8c68c', finish: 'fluid' },
    rating: 4.7,
    reviewCount: 4012,
    publishedAt: '2024-01-02T09:00:00.000Z',
  },
  {
    handle: 'gentle-vitamin-c-serum',
    title: 'Gentle Vitamin C Serum',
    subtitle: 'Stable vitamin C for sensitive and dry skin',
    descriptionHtml:
      '<p>Vitamin C without the sting. This oil-in-water serum uses <strong>tetrahexyldecyl ascorbate</strong>, an oil-soluble, stable form of vitamin C that works at a skin-friendly pH, so sensitive and dry skin can enjoy the brightening benefits.</p>' +
      '<p><strong>Ceramides</strong> and <strong>oat beta-glucan</strong> keep it comforting, and <strong>vitamin E</strong> supports the antioxidant action.</p>',
    keyBenefits: ['Brightens without tingling', 'Helps even the look of tone', 'Nourishing for dry, sensitive skin'],
    keyIngredients: ['Tetrahexyldecyl Ascorbate 10%', 'Tocopherol', 'Beta-Glucan', 'Ceramide AP'],
    howToUse:
      'Apply 3 to 4 drops morning or evening to clean skin. Follow with moisturizer and broad spectrum SPF in the morning.',
    categories: ['antioxidants', 'serums'],
    skinTypes: ['sensitive', 'dry'],
    concerns: ['discolorations', 'sensitive-skin'],
    variants: [{ sku: 'AOX-GVC-30', title: '1 fl oz', price: 78, inventory: 180 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#e8c68c', finish: 'fluid' },
    rating: 4.5,
    reviewCount: 617,
    publishedAt: '2024-09-17T09:00:00.000Z',
  },
  {
    handle: 'antioxidant-defense-serum',
    title: 'Antioxidant Defense Serum',
    subtitle: 'Resveratrol, ferulic acid and green tea serum',
    descriptionHtml:
      '<p>A broad antioxidant network in one lightweight serum: <strong>resveratrol</strong>, <strong>ferulic acid</strong>, <strong>green tea polyphenols</strong>, <strong>vitamin E</strong> and <strong>ergothioneine</strong>. Different antioxidants neutralize different free radicals, so a blend covers more ground.</p>' +
      '<p>Use it in the morning under sunscreen to help protect against the visible effects of pollution and daily UV exposure, or at night to help skin look revitalized.</p>' +
      '<p>Recently featured in a national magazine feature on antioxidant skincare.</p>',
    keyBenefits: [
      'Multi-antioxidant protection',
      'Helps prevent the look of premature aging',
      'Revitalizes tired-looking skin',
    ],
    keyIngredients: [
      'Resveratrol',
      'Ferulic Acid',
      'Camellia Sinensis (Green Tea) Leaf Extract',
      'Ergothioneine',
      'Tocopherol',
    ],
    howToUse: 'Apply 3 to 4 drops to clean skin morning and/or evening, before moisturizer and sunscreen.',
    categories: ['antioxidants', 'serums', 'in-the-media'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['preventative', 'visible-aging'],
    variants: [{ sku: 'AOX-ADS-30', title: '1 fl oz', price: 120, inventory: 130 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#d8bd86', finish: 'fluid' },
    rating: 4.6,
    reviewCount: 958,
    publishedAt: '2024-11-05T09:00:00.000Z',
  },
  {
    handle: 'vitamin-c-20-booster',
    title: 'Vitamin C 20% Booster',
    subtitle: 'Fresh-mix powder-to-serum vitamin C',
    descriptionHtml:
      '<p>L-ascorbic acid is powerful but unstable once it meets water. This two-part booster keeps <strong>20% L-ascorbic acid</strong> as a dry powder until you activate it, so every weekly batch is fresh.</p>' +
      '<p>Mix a scoop into the included <strong>hyaluronic acid</strong> base or your usual serum. Best for resilient, oily or normal skin already comfortable with vitamin C.</p>',
    keyBenefits: ['Maximum-freshness vitamin C', 'Visible brightening for dull skin', 'Customizable strength'],
    keyIngredients: ['L-Ascorbic Acid 20%', 'Sodium Hyaluronate', 'Ferulic Acid', 'Glycerin'],
    howToUse:
      'Mix one scoop with 4 to 5 drops of serum in your palm and apply in the morning before sunscreen. Start every other day.',
    categories: ['antioxidants'],
    skinTypes: ['oily', 'normal', 'combination'],
    concerns: ['discolorations', 'preventative'],
    variants: [{ sku: 'AOX-VCB-10', title: '0.35 oz powder + 1 fl oz base', price: 72, inventory: 100 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'sachet', texture: '#e8c68c', finish: 'powder' },
    rating: 4.2,
    reviewCount: 286,
    publishedAt: '2026-01-13T09:00:00.000Z',
  },
  {
    handle: 'hyaluronic-acid-boosting-serum',
    title: 'Hyaluronic Acid Boosting Serum',
    subtitle: 'Multi-weight hyaluronic acid serum',
    descriptionHtml:
      '<p>A fan favorite for a reason. This oil-free serum combines <strong>five forms of hyaluronic acid</strong>, from large molecules that form a hydrating film on the surface to smaller fragments that hydrate more deeply, so skin looks plumper and smoother within minutes.</p>' +
      '<p><strong>Vitamin B5</strong> and <strong>ectoin</strong> help skin hold that moisture. Apply to damp skin and seal with moisturizer for the best results.</p>',
    keyBenefits: ['Instantly plumps the look of fine lines', 'Long-lasting hydration', 'Layers under any routine'],
    keyIngredients: [
      'Sodium Hyaluronate',
      'Hydrolyzed Hyaluronic Acid',
      'Sodium Acetylated Hyaluronate',
      'Panthenol',
      'Ectoin',
    ],
    howToUse: 'Apply 2 to 3 drops to damp skin morning and evening, then follow with moisturizer.',
    categories: ['ha-family', 'serums', 'best-sellers'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['preventative', 'visible-aging'],
    variants: [
      { sku: 'HA-HBS-15', title: 'Deluxe 0.5 fl oz', price: 34, inventory: 150 },
      { sku: 'HA-HBS-30', title: '1 fl oz', price: 68, inventory: 380 },
      { sku: 'HA-HBS-60', title: '2 fl oz', price: 112, inventory: 90 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'dropper', texture: '#e6edef', finish: 'fluid' },
    rating: 4.8,
    reviewCount: 4389,
    publishedAt: '2024-02-13T09:00:00.000Z',
  },
  {
    handle: 'hyaluronic-acid-gel-cream',
    title: 'Hyaluronic Acid Gel Cream',
    subtitle: 'Oil-free, water-light moisturizer',
    descriptionHtml:
      '<p>A bouncy gel cream that hydrates like a rich moisturizer but feels like water. <strong>Hyaluronic acid</strong> and <strong>glycerin</strong> draw moisture in, while a weightless <strong>squalane</strong> touch locks it without shine.</p>' +
      '<p>It absorbs in seconds and sits perfectly under sunscreen and makeup, which makes it a favorite for oily and combination skin and for humid weather.</p>',
    keyBenefits: ['Oil-free hydration', 'Non-greasy, fast-absorbing', 'Great under makeup'],
    keyIngredients: ['Sodium Hyaluronate', 'Glycerin', 'Squalane', 'Betaine'],
    howToUse: 'Smooth over face and neck morning and evening after serums.',
    categories: ['ha-family', 'moisturizers'],
    skinTypes: ['oily', 'combination', 'normal'],
    concerns: ['preventative', 'acne'],
    variants: [{ sku: 'HA-HGC-50', title: '1.7 oz', price: 62, inventory: 220 }],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#e6edef', finish: 'gel' },
    rating: 4.6,
    reviewCount: 1265,
    publishedAt: '2024-07-23T09:00:00.000Z',
  },
  {
    handle: 'hyaluronic-acid-eye-gel',
    title: 'Hyaluronic Acid Eye Gel',
    subtitle: 'Cooling, depuffing hydration for the eye area',
    descriptionHtml:
      '<p>A cooling gel with a metal roller tip for mornings that start a little puffy. <strong>Hyaluronic acid</strong> smooths the look of fine lines, and <strong>caffeine</strong> helps the eye area look more awake.</p>' +
      '<p><strong>Niacinamide</strong> helps with the look of dark circles over time. Lightweight enough to wear under concealer.</p>',
    keyBenefits: ['Depuffs and refreshes', 'Hydrates and smooths fine lines', 'Cooling roller tip'],
    keyIngredients: ['Sodium Hyaluronate', 'Caffeine', 'Niacinamide', 'Cucumber Fruit Extract'],
    howToUse:
      'Glide the roller tip under and around the eyes morning and evening, then pat in gently with your ring finger.',
    categories: ['ha-family', 'eye-neck-lip'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['preventative', 'visible-aging'],
    variants: [{ sku: 'HA-HEG-15', title: '0.5 fl oz', price: 55, inventory: 160 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#e6edef', finish: 'gel' },
    rating: 4.5,
    reviewCount: 742,
    publishedAt: '2025-03-18T09:00:00.000Z',
  },
  {
    handle: 'hyaluronic-acid-facial-mist',
    title: 'Hyaluronic Acid Facial Mist',
    subtitle: 'Hydrating refresher for anytime moisture',
    descriptionHtml:
      '<p>An ultra-fine mist of <strong>hyaluronic acid</strong>, <strong>rose water</strong> and <strong>ectoin</strong> that refreshes skin over makeup, between layers of your routine or on a dry flight.</p>' +
      '<p>Mist before serums to give hyaluronic acid a little extra water to hold on to.</p>',
    keyBenefits: ['Refreshes skin anytime', 'Sets makeup with a dewy finish', 'Soothes dry, tight skin'],
    keyIngredients: ['Sodium Hyaluronate', 'Rosa Damascena Flower Water', 'Ectoin', 'Panthenol'],
    howToUse: 'Hold 8 inches from the face, close your eyes and mist. Use as often as you like.',
    categories: ['ha-family'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['sensitive-skin', 'preventative'],
    variants: [
      { sku: 'HA-HFM-50', title: 'Travel size 1.7 fl oz', price: 18, inventory: 200 },
      { sku: 'HA-HFM-120', title: '4 fl oz', price: 32, inventory: 260 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'bottle', texture: '#e6edef', finish: 'fluid' },
    rating: 4.4,
    reviewCount: 518,
    publishedAt: '2025-06-24T09:00:00.000Z',
  },
  {
    handle: 'hyaluronic-acid-overnight-mask',
    title: 'Hyaluronic Acid Overnight Mask',
    subtitle: 'Sleeping mask for plump, dewy mornings',
    descriptionHtml:
      '<p>A whipped sleeping mask that wraps skin in moisture overnight. <strong>Hyaluronic acid</strong> and <strong>trehalose</strong> hydrate, while <strong>shea butter</strong> and <strong>squalane</strong> reduce the water loss that happens while you sleep.</p>' +
      '<p>Wake up to skin that looks rested, bouncy and smooth. Especially welcome in winter and after flights.</p>',
    keyBenefits: ['Intense overnight hydration', 'Skin looks plumper by morning', 'Comforts dry, tight skin'],
    keyIngredients: ['Sodium Hyaluronate', 'Trehalose', 'Butyrospermum Parkii (Shea) Butter', 'Squalane'],
    howToUse:
      'As the last step of your evening routine, apply a generous layer. Rinse in the morning. Use 2 to 3 times a week or nightly in dry weather.',
    categories: ['ha-family', 'masks'],
    skinTypes: ['dry', 'normal', 'sensitive'],
    concerns: ['preventative', 'sensitive-skin'],
    variants: [{ sku: 'HA-HOM-75', title: '2.5 oz', price: 58, inventory: 140 }],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#e6edef', finish: 'gel' },
    rating: 4.7,
    reviewCount: 861,
    publishedAt: '2024-12-17T09:00:00.000Z',
  },
];
