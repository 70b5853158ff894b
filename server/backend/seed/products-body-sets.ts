import type { SeedProduct } from './types';

/** Body treatments, starter kits, limited-edition sets and deluxe travel gifts. */
export const bodyAndSetProducts: SeedProduct[] = [
  {
    handle: 'retinol-body-smoothing-lotion',
    title: 'Retinol Body Smoothing Lotion',
    subtitle: 'Retinol and niacinamide body lotion',
    descriptionHtml:
      '<p>Bring your face routine below the neck. This fast-absorbing lotion pairs <strong>0.3% retinol</strong> with <strong>niacinamide</strong> to smooth rough, crepey texture on arms, legs and chest and to help even the look of sun-weathered skin.</p>' +
      '<p><strong>Shea butter</strong> and <strong>glycerin</strong> keep the body comfortable, so it feels like a regular lotion rather than a treatment.</p>',
    keyBenefits: ['Smooths rough and crepey body skin', 'Helps even the look of tone', 'Fast-absorbing, non-greasy'],
    keyIngredients: ['Retinol 0.3%', 'Niacinamide', 'Butyrospermum Parkii (Shea) Butter', 'Glycerin'],
    howToUse: 'In the evening, massage into clean, dry skin on body areas of concern, 3 nights a week at first. Use SPF on exposed areas daily.',
    categories: ['body-treatments', 'retinols'],
    skinTypes: ['normal', 'dry', 'combination'],
    concerns: ['visible-aging', 'discolorations'],
    variants: [
      { sku: 'BOD-RBL-200', title: '6.7 fl oz', price: 54, inventory: 160 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'pump', texture: '#eedfae', finish: 'cream' },
    rating: 4.5,
    reviewCount: 602,
    publishedAt: '2025-01-28T09:00:00.000Z',
  },
  {
    handle: 'smoothing-aha-body-lotion',
    title: 'Smoothing AHA Body Lotion',
    subtitle: '12% lactic acid lotion for rough, bumpy skin',
    descriptionHtml:
      '<p>A rich but quick-drying lotion with <strong>12% lactic acid</strong> and <strong>urea</strong> for rough elbows, dry shins and the small bumps that often appear on the backs of the arms.</p>' +
      '<p>The AHA loosens built-up dead skin while urea and <strong>glycerin</strong> hydrate, so skin feels smoother after the first week.</p>',
    keyBenefits: ['Softens rough, bumpy skin', 'Relieves very dry skin', 'Helps fade the look of dullness'],
    keyIngredients: ['Lactic Acid 12%', 'Urea 5%', 'Glycerin', 'Dimethicone'],
    howToUse: 'Apply to body once or twice daily, avoiding freshly shaved or broken skin. Use SPF on exposed areas.',
    categories: ['body-treatments', 'exfoliants'],
    skinTypes: ['dry', 'normal'],
    concerns: ['discolorations', 'preventative'],
    variants: [
      { sku: 'BOD-SAL-250', title: '8.4 fl oz', price: 42, inventory: 210 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'pump', texture: '#efeade', finish: 'cream' },
    rating: 4.6,
    reviewCount: 733,
    publishedAt: '2024-05-28T09:00:00.000Z',
  },
  {
    handle: 'clarifying-body-spray',
    title: 'Clarifying Body Spray',
    subtitle: '2% salicylic acid spray for back and chest',
    descriptionHtml:
      '<p>Hard-to-reach breakouts on the back and shoulders are easier to treat with a spray. This continuous mist delivers <strong>2% salicylic acid</strong> at any angle, with <strong>glycolic acid</strong> to smooth rough texture.</p>' +
      '<p>Quick-drying and non-sticky, so you can dress right away. Great after the gym.</p>',
    keyBenefits: ['Treats and helps prevent body breakouts', 'Sprays at any angle', 'Dries quickly'],
    keyIngredients: ['Salicylic Acid 2%', 'Glycolic Acid', 'Aloe Barbadensis Leaf Juice', 'Witch Hazel Water'],
    howToUse: 'Spray onto clean, dry skin of the back, chest or shoulders once daily. Avoid the face and broken skin.',
    categories: ['body-treatments'],
    skinTypes: ['oily', 'combination', 'normal'],
    concerns: ['acne'],
    variants: [
      { sku: 'BOD-CBS-120', title: '4 fl oz', price: 38, inventory: 190 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'bottle', texture: '#efeade', finish: 'fluid' },
    rating: 4.4,
    reviewCount: 412,
    publishedAt: '2025-07-01T09:00:00.000Z',
  },
  {
    handle: 'ceramide-body-cream',
    title: 'Ceramide Body Cream',
    subtitle: 'Fragrance-free barrier cream for very dry skin',
    descriptionHtml:
      '<p>A thick, fragrance-free body cream for skin that itches, cracks or feels tight after every shower. <strong>Ceramides</strong>, <strong>colloidal oatmeal</strong> and <strong>shea butter</strong> restore comfort and help the skin barrier hold moisture.</p>' +
      '<p>Suitable for eczema-prone skin and for the whole family, and applied best within three minutes of bathing.</p>',
    keyBenefits: ['Relieves very dry, itchy skin', 'Supports the skin barrier', 'Fragrance-free for sensitive skin'],
    keyIngredients: ['Colloidal Oatmeal 1%', 'Ceramide NP', 'Butyrospermum Parkii (Shea) Butter', 'Glycerin'],
    howToUse: 'Apply generously to damp skin after bathing, and anytime skin feels dry.',
    categories: ['body-treatments', 'moisturizers'],
    skinTypes: ['dry', 'sensitive'],
    concerns: ['sensitive-skin'],
    variants: [
      { sku: 'BOD-CBC-200', title: '7 oz', price: 40, inventory: 240 },
      { sku: 'BOD-CBC-450', title: '16 oz', price: 64, inventory: 80 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'jar', texture: '#f3ede3', finish: 'cream' },
    rating: 4.8,
    reviewCount: 1290,
    publishedAt: '2024-10-29T09:00:00.000Z',
  },
  {
    handle: 'firming-body-serum',
    title: 'Firming Body Serum',
    subtitle: 'Caffeine and peptide body serum',
    descriptionHtml:
      '<p>A silky, fast-absorbing serum for thighs, upper arms and abdomen. <strong>Caffeine</strong>, <strong>peptides</strong> and <strong>centella</strong> help skin look firmer and smoother with consistent use.</p>' +
      '<p>A light gel texture that sinks in quickly, so you can get dressed right away.</p>',
    keyBenefits: ['Body skin looks firmer', 'Smooths the look of uneven texture', 'Lightweight, quick-absorbing'],
    keyIngredients: ['Caffeine', 'Palmitoyl Tripeptide-5', 'Centella Asiatica Extract', 'Sodium Hyaluronate'],
    howToUse: 'Massage into target areas morning and evening using upward strokes.',
    categories: ['body-treatments'],
    skinTypes: ['normal', 'combination', 'oily'],
    concerns: ['visible-aging'],
    variants: [
      { sku: 'BOD-FBS-150', title: '5 fl oz', price: 64, inventory: 120 },
    ],
    sellingPlanIds: ['plan-30', 'plan-60', 'plan-90'],
    image: { shape: 'pump', texture: '#f3ede3', finish: 'cream' },
    rating: 4.3,
    reviewCount: 287,
    publishedAt: '2026-03-03T09:00:00.000Z',
    tags: ['new'],
  },
  {
    handle: 'repairing-hand-cream',
    title: 'Repairing Hand Cream',
    subtitle: 'Niacinamide hand cream for dry hands and dark spots',
    descriptionHtml:
      '<p>Hands see constant washing and sun, and often show age before the face. This non-greasy cream relieves dryness with <strong>glycerin</strong> and <strong>shea butter</strong>, while <strong>niacinamide</strong> helps even the look of sun spots.</p>' +
      '<p>Absorbs in under a minute, so you can get back to your phone or keyboard.</p>',
    keyBenefits: ['Relieves dry, rough hands', 'Helps even the look of spots', 'Non-greasy finish'],
    keyIngredients: ['Niacinamide', 'Glycerin', 'Butyrospermum Parkii (Shea) Butter', 'Allantoin'],
    howToUse: 'Massage into hands as often as needed, especially after washing.',
    categories: ['body-treatments'],
    skinTypes: ['dry', 'normal', 'sensitive'],
    concerns: ['discolorations', 'visible-aging'],
    variants: [
      { sku: 'BOD-RHC-75', title: '2.5 fl oz', price: 22, inventory: 300 },
    ],
    sellingPlanIds: ['plan-60', 'plan-90'],
    image: { shape: 'tube', texture: '#f1ede4', finish: 'cream' },
    rating: 4.6,
    reviewCount: 547,
    publishedAt: '2025-12-02T09:00:00.000Z',
  },
  {
    handle: 'acne-clearing-starter-kit',
    title: 'Acne Clearing Starter Kit',
    subtitle: 'A complete four-step routine for breakout-prone skin',
    descriptionHtml:
      '<p>Everything you need to start a consistent routine for blemishes, in trial sizes that last about a month. The system combines a salicylic acid wash, niacinamide serum, oil-free moisturizer and a benzoyl peroxide spot gel.</p>' +
      '<ul><li><strong>Salicylic Clarifying Wash</strong>, 2 fl oz</li><li><strong>Niacinamide Pore Refining Serum</strong>, 0.5 fl oz</li><li><strong>Oil-Free Mattifying Moisturizer</strong>, 0.7 fl oz</li><li><strong>Blemish Control Spot Treatment</strong>, 0.25 fl oz</li></ul>' +
      '<p>Give it 6 to 8 weeks: acne routines need time to show what they can do.</p>',
    keyBenefits: ['Complete routine in one box', 'Trial sizes for about 4 weeks', 'Saves versus buying individually'],
    keyIngredients: ['Salicylic Acid', 'Niacinamide', 'Benzoyl Peroxide', 'Zinc PCA'],
    howToUse: 'Morning: wash, serum, moisturizer, sunscreen. Evening: wash, serum, moisturizer, then spot treatment on blemishes.',
    categories: ['starter-kits'],
    skinTypes: ['oily', 'combination'],
    concerns: ['acne'],
    variants: [
      { sku: 'KIT-ACN-01', title: '4-piece kit', price: 68, compareAtPrice: 84, inventory: 150 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#f3ede3', finish: 'cream' },
    rating: 4.5,
    reviewCount: 702,
    publishedAt: '2024-02-20T09:00:00.000Z',
  },
  {
    handle: 'anti-aging-starter-kit',
    title: 'Anti-Aging Starter Kit',
    subtitle: 'Retinol, vitamin C and SPF essentials',
    descriptionHtml:
      '<p>The three most researched steps for the visible signs of aging, plus a gentle cleanser, in travel-friendly sizes. Use vitamin C and sunscreen by day and retinol by night.</p>' +
      '<ul><li><strong>Gentle Foaming Cleanser</strong>, 1.7 fl oz</li><li><strong>Vitamin C 15% Brightening Serum</strong>, 0.5 fl oz</li><li><strong>Intro Retinol 0.25% Serum</strong>, 0.5 fl oz</li><li><strong>Daily Mineral SPF 45</strong>, 1 oz</li></ul>' +
      '<p>A smart, affordable way to learn which actives your skin loves.</p>',
    keyBenefits: ['The core anti-aging routine', 'Day and night steps included', 'Saves versus buying individually'],
    keyIngredients: ['Retinol', 'L-Ascorbic Acid', 'Zinc Oxide', 'Ferulic Acid'],
    howToUse: 'Morning: cleanse, vitamin C, sunscreen. Evening: cleanse, retinol 2 to 3 nights a week, then moisturizer.',
    categories: ['starter-kits', 'best-sellers'],
    skinTypes: ['normal', 'dry', 'combination'],
    concerns: ['visible-aging', 'preventative'],
    variants: [
      { sku: 'KIT-AAG-01', title: '4-piece kit', price: 89, compareAtPrice: 112, inventory: 140 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#e8c68c', finish: 'cream' },
    rating: 4.7,
    reviewCount: 1204,
    publishedAt: '2024-03-19T09:00:00.000Z',
  },
  {
    handle: 'sensitive-skin-starter-kit',
    title: 'Sensitive Skin Starter Kit',
    subtitle: 'Calming essentials for reactive skin',
    descriptionHtml:
      '<p>A pared-back routine for skin that reacts to almost everything. Every piece is fragrance-free and built around barrier support and calm.</p>' +
      '<ul><li><strong>Hydrating Cream Cleanser</strong>, 2 fl oz</li><li><strong>Calming Centella Serum</strong>, 0.5 fl oz</li><li><strong>Barrier Repair Moisturizer</strong>, 0.7 oz</li><li><strong>Daily Mineral SPF 45</strong>, 1 oz</li></ul>' +
      '<p>Patch test each product on the inner arm or jawline before first use.</p>',
    keyBenefits: ['Fragrance-free, calming routine', 'Supports a compromised barrier', 'Mineral sun protection included'],
    keyIngredients: ['Ceramides', 'Centella Asiatica', 'Panthenol', 'Zinc Oxide'],
    howToUse: 'Morning: cleanse, serum, moisturizer, sunscreen. Evening: cleanse, serum, moisturizer.',
    categories: ['starter-kits'],
    skinTypes: ['sensitive', 'dry'],
    concerns: ['sensitive-skin'],
    variants: [
      { sku: 'KIT-SEN-01', title: '4-piece kit', price: 72, compareAtPrice: 88, inventory: 120 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#f3ede3', finish: 'cream' },
    rating: 4.7,
    reviewCount: 488,
    publishedAt: '2024-09-24T09:00:00.000Z',
  },
  {
    handle: 'brightening-discovery-kit',
    title: 'Brightening Discovery Kit',
    subtitle: 'Routine for dark spots and uneven tone',
    descriptionHtml:
      '<p>Dark spots respond best to a routine that exfoliates, treats and protects. This kit puts the three steps together with a brightening cleanser.</p>' +
      '<ul><li><strong>Brightening Gel Cleanser</strong>, 2 fl oz</li><li><strong>Tranexamic Tone Correcting Serum</strong>, 0.5 fl oz</li><li><strong>Glycolic Resurfacing Toner</strong>, 2 fl oz</li><li><strong>Sheer Tint SPF 45</strong>, 1 oz</li></ul>' +
      '<p>Expect gradual results over 8 to 12 weeks with daily sunscreen.</p>',
    keyBenefits: ['Targets dark spots from three angles', 'Includes tinted sunscreen', 'Saves versus buying individually'],
    keyIngredients: ['Tranexamic Acid', 'Glycolic Acid', 'Kojic Acid', 'Iron Oxides'],
    howToUse: 'Morning: cleanse, serum, sunscreen. Evening: cleanse, toner 2 to 3 nights a week, serum, moisturizer.',
    categories: ['starter-kits'],
    skinTypes: ['normal', 'combination', 'oily'],
    concerns: ['discolorations'],
    variants: [
      { sku: 'KIT-BRT-01', title: '4-piece kit', price: 79, compareAtPrice: 98, inventory: 110 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#e8c68c', finish: 'cream' },
    rating: 4.6,
    reviewCount: 366,
    publishedAt: '2025-03-25T09:00:00.000Z',
  },
  {
    handle: 'hydration-starter-kit',
    title: 'Hydration Starter Kit',
    subtitle: 'Hyaluronic acid routine for thirsty skin',
    descriptionHtml:
      '<p>A four-step hydration routine for skin that feels tight, looks dull or shows fine lines from dehydration. Everything layers easily and suits every skin type.</p>' +
      '<ul><li><strong>Gentle Foaming Cleanser</strong>, 1.7 fl oz</li><li><strong>Hydrating Essence Toner</strong>, 1.7 fl oz</li><li><strong>Hyaluronic Acid Boosting Serum</strong>, 0.5 fl oz</li><li><strong>Hyaluronic Acid Gel Cream</strong>, 0.5 oz</li></ul>',
    keyBenefits: ['Layered hydration routine', 'Suitable for all skin types', 'Travel-friendly sizes'],
    keyIngredients: ['Sodium Hyaluronate', 'Beta-Glucan', 'Glycerin', 'Squalane'],
    howToUse: 'Morning and evening: cleanse, pat in toner, apply serum to damp skin, seal with gel cream. Finish with SPF by day.',
    categories: ['starter-kits', 'ha-family'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['preventative'],
    variants: [
      { sku: 'KIT-HYD-01', title: '4-piece kit', price: 64, compareAtPrice: 79, inventory: 130 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#e6edef', finish: 'cream' },
    rating: 4.6,
    reviewCount: 298,
    publishedAt: '2026-04-14T09:00:00.000Z',
  },
  {
    handle: 'holiday-glow-collection',
    title: 'Holiday Glow Collection',
    subtitle: 'Limited-edition full-size brightening set',
    descriptionHtml:
      '<p>Our seasonal gift set brings three full-size brightening favorites together in a keepsake box, at a price well below their combined value. Available only while supplies last.</p>' +
      '<ul><li><strong>Vitamin C 15% Brightening Serum</strong>, 1 fl oz</li><li><strong>Brightening Pumpkin Enzyme Mask</strong>, 1.7 oz</li><li><strong>Overnight Lip Mask</strong>, 0.5 oz</li></ul>' +
      '<p>Wrapped and ready to give, or to keep.</p>',
    keyBenefits: ['Three full sizes in one set', 'Limited-edition gift packaging', 'Significant savings versus full price'],
    keyIngredients: ['L-Ascorbic Acid', 'Ferulic Acid', 'Pumpkin Ferment Filtrate', 'Sodium Hyaluronate'],
    howToUse: 'Use the vitamin C serum each morning, the mask once or twice a week and the lip mask nightly.',
    categories: ['limited-edition-sets', 'best-sellers'],
    skinTypes: ['normal', 'combination', 'oily'],
    concerns: ['discolorations', 'preventative'],
    variants: [
      { sku: 'SET-HGC-26', title: '3-piece set', price: 145, compareAtPrice: 170, inventory: 80 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#e8c68c', finish: 'cream' },
    rating: 4.9,
    reviewCount: 214,
    publishedAt: '2026-10-27T09:00:00.000Z',
    tags: ['holiday', 'gift-set', 'limited-edition'],
  },
  {
    handle: 'retinol-night-ritual-set',
    title: 'Retinol Night Ritual Set',
    subtitle: 'Limited-edition retinol and recovery set',
    descriptionHtml:
      '<p>A complete evening ritual built around our best-selling retinol, with the recovery steps that make it easier to use consistently.</p>' +
      '<ul><li><strong>Retinol 0.5% Night Treatment</strong>, 1 fl oz</li><li><strong>Ceramide Night Cream</strong>, 1.7 oz</li><li><strong>Retinol Eye Renewal Cream</strong>, 0.25 oz</li></ul>' +
      '<p>Limited quantities in a reusable vanity pouch.</p>',
    keyBenefits: ['Full-size retinol plus recovery cream', 'Reusable vanity pouch', 'Limited edition'],
    keyIngredients: ['Retinol', 'Ceramide NP', 'Phytosphingosine', 'Squalane'],
    howToUse: 'At night: cleanse, apply retinol, wait a few minutes, then night cream. Use the eye cream 3 nights a week.',
    categories: ['limited-edition-sets', 'retinols'],
    skinTypes: ['normal', 'dry', 'combination'],
    concerns: ['visible-aging'],
    variants: [
      { sku: 'SET-RNR-25', title: '3-piece set', price: 128, compareAtPrice: 158, inventory: 60 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#eedfae', finish: 'cream' },
    rating: 4.8,
    reviewCount: 176,
    publishedAt: '2025-09-09T09:00:00.000Z',
    tags: ['gift-set'],
  },
  {
    handle: 'summer-protection-duo',
    title: 'Summer Protection Duo',
    subtitle: 'Limited-edition face and body SPF set',
    descriptionHtml:
      '<p>Two broad spectrum sunscreens for every summer plan: a sheer daily face formula and a water-resistant sport lotion for beach days and long runs.</p>' +
      '<ul><li><strong>Daily Mineral SPF 45</strong>, 1.7 oz</li><li><strong>Active Sport SPF 50</strong>, 3 fl oz</li></ul>' +
      '<p>Comes in a water-resistant zip pouch, only for the season.</p>',
    keyBenefits: ['Face and body protection', 'Water-resistant sport formula included', 'Limited-edition pouch'],
    keyIngredients: ['Zinc Oxide', 'Homosalate', 'Niacinamide', 'Aloe'],
    howToUse: 'Apply liberally 15 minutes before sun exposure and reapply at least every 2 hours and after swimming or sweating.',
    categories: ['limited-edition-sets', 'broad-spectrum-spf'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['preventative'],
    variants: [
      { sku: 'SET-SPD-26', title: '2-piece set', price: 68, compareAtPrice: 78, inventory: 90 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#f5f2ec', finish: 'cream' },
    rating: 4.7,
    reviewCount: 143,
    publishedAt: '2026-05-12T09:00:00.000Z',
    tags: ['summer', 'limited-edition'],
  },
  {
    handle: 'hydration-heroes-set',
    title: 'Hydration Heroes Set',
    subtitle: 'Limited-edition hyaluronic acid trio',
    descriptionHtml:
      '<p>Our three most-loved hydrators in one limited-edition set: the boosting serum, the overnight mask and the facial mist, all full size.</p>' +
      '<ul><li><strong>Hyaluronic Acid Boosting Serum</strong>, 1 fl oz</li><li><strong>Hyaluronic Acid Overnight Mask</strong>, 2.5 oz</li><li><strong>Hyaluronic Acid Facial Mist</strong>, 4 fl oz</li></ul>',
    keyBenefits: ['Three full-size hydrators', 'Day, night and on-the-go steps', 'Limited edition'],
    keyIngredients: ['Sodium Hyaluronate', 'Trehalose', 'Ectoin', 'Panthenol'],
    howToUse: 'Serum morning and evening on damp skin, mask 2 to 3 nights a week, mist anytime.',
    categories: ['limited-edition-sets', 'ha-family'],
    skinTypes: ['dry', 'normal', 'sensitive', 'combination'],
    concerns: ['preventative', 'sensitive-skin'],
    variants: [
      { sku: 'SET-HHS-25', title: '3-piece set', price: 132, compareAtPrice: 158, inventory: 70 },
    ],
    sellingPlanIds: [],
    image: { shape: 'box', texture: '#e6edef', finish: 'cream' },
    rating: 4.8,
    reviewCount: 198,
    publishedAt: '2025-11-25T09:00:00.000Z',
    tags: ['gift-set'],
  },
  {
    handle: 'deluxe-travel-hyaluronic-serum',
    title: 'Deluxe Travel Hyaluronic Acid Serum',
    subtitle: 'Deluxe 0.25 fl oz gift with purchase',
    descriptionHtml:
      '<p>A deluxe travel size of our best-selling <strong>Hyaluronic Acid Boosting Serum</strong>, with five forms of hyaluronic acid for plump, smooth-looking skin.</p>' +
      '<p>Added to your bag free with qualifying orders while supplies last. Perfect for your travel kit.</p>',
    keyBenefits: ['Try our best-selling hydrator', 'TSA-friendly size', 'Free with qualifying orders'],
    keyIngredients: ['Sodium Hyaluronate', 'Hydrolyzed Hyaluronic Acid', 'Panthenol'],
    howToUse: 'Apply 2 to 3 drops to damp skin morning and evening, then follow with moisturizer.',
    categories: ['ha-family'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['preventative'],
    variants: [
      { sku: 'GWP-HBS-7', title: 'Deluxe travel size 0.25 fl oz', price: 18, inventory: 1000 },
    ],
    sellingPlanIds: [],
    image: { shape: 'dropper', texture: '#e6edef', finish: 'fluid' },
    rating: 4.8,
    reviewCount: 96,
    publishedAt: '2025-08-05T09:00:00.000Z',
    tags: ['gift', 'travel'],
  },
  {
    handle: 'mini-barrier-repair-moisturizer',
    title: 'Mini Barrier Repair Moisturizer',
    subtitle: 'Travel-size ceramide cream gift',
    descriptionHtml:
      '<p>A travel size of our <strong>Barrier Repair Moisturizer</strong>, the ceramide cream that pairs perfectly with retinol. Free with the purchase of select retinol treatments while supplies last.</p>' +
      '<p>Apply after retinol to help keep skin comfortable as it adjusts.</p>',
    keyBenefits: ['Buffers retinol dryness', 'Travel-friendly size', 'Free with select retinols'],
    keyIngredients: ['Ceramide NP', 'Cholesterol', 'Niacinamide'],
    howToUse: 'Smooth over face and neck as the last step of your routine.',
    categories: ['moisturizers'],
    skinTypes: ['dry', 'sensitive', 'normal'],
    concerns: ['sensitive-skin'],
    variants: [
      { sku: 'GWP-BRM-15', title: 'Travel size 0.5 oz', price: 18, inventory: 1000 },
    ],
    sellingPlanIds: [],
    image: { shape: 'jar', texture: '#f3ede3', finish: 'cream' },
    rating: 4.7,
    reviewCount: 71,
    publishedAt: '2025-08-05T09:00:00.000Z',
    tags: ['gift', 'travel'],
  },
  {
    handle: 'mini-daily-mineral-spf-45',
    title: 'Mini Daily Mineral SPF 45',
    subtitle: 'Travel-size broad spectrum sunscreen gift',
    descriptionHtml:
      '<p>A purse-size tube of our best-selling <strong>Daily Mineral SPF 45</strong>, so reapplying on the go is easy. Offered as a seasonal gift with purchase.</p>' +
      '<p>Broad spectrum zinc oxide protection in a sheer finish.</p>',
    keyBenefits: ['Broad spectrum SPF 45', 'Easy on-the-go reapplication', 'Seasonal gift'],
    keyIngredients: ['Zinc Oxide 10.5%', 'Niacinamide', 'Sodium Hyaluronate'],
    howToUse: 'Apply liberally 15 minutes before sun exposure. Reapply at least every 2 hours.',
    categories: ['broad-spectrum-spf'],
    skinTypes: ['combination', 'dry', 'normal', 'oily', 'sensitive'],
    concerns: ['preventative'],
    variants: [
      { sku: 'GWP-DM45-15', title: 'Travel size 0.5 oz', price: 18, inventory: 800 },
    ],
    sellingPlanIds: [],
    image: { shape: 'tube', texture: '#f5f2ec', finish: 'cream' },
    rating: 4.6,
    reviewCount: 54,
    publishedAt: '2025-04-22T09:00:00.000Z',
    tags: ['gift', 'travel'],
  },
];
