import type { SeedContentPage } from './types';

/** The /skincare hub pages and the editorial articles that live at the site root. */
export const editorialPages: SeedContentPage[] = [
  {
    path: '/skincare',
    title: 'Skincare',
    description:
      'Guides, tools and explainers to help you build a routine: routine builder, ingredient glossary, Skincare 101 and more.',
    lead: 'Whether you are starting from scratch or fine-tuning, these guides will help you understand your skin and choose with confidence.',
    bodyHtml:
      '<h2>Start with the basics</h2>' +
      '<p>New to skincare, or want a refresher? <a href="/skincare-101">Skincare 101</a> explains skin types, common concerns and the key product categories in plain language.</p>' +
      '<h2>Build your routine</h2>' +
      '<p>Our <a href="/skincare/routine-builder">routine builder</a> walks you through choosing a cleanser, treatment, moisturizer and sunscreen based on your skin type and main concern.</p>' +
      '<h2>Decode your labels</h2>' +
      '<p>The <a href="/skincare/ingredient-glossary">ingredient glossary</a> explains what common actives do, who they suit and how to pair them.</p>' +
      '<h2>Popular guides</h2>' +
      '<ul><li><a href="/what-is-retinol">What is retinol?</a></li><li><a href="/vitaminc">Vitamin C, explained</a></li><li><a href="/uva-vs-uvb-rays">UVA vs. UVB rays</a></li><li><a href="/what-is-rosacea">What is rosacea?</a></li><li><a href="/why-you-shouldnt-pop-pimples">Why you should not pop pimples</a></li><li><a href="/summer-skin-prep">Summer skin prep</a></li></ul>' +
      '<p>For deeper reading, visit the <a href="/blog">blog</a>.</p>',
  },
  {
    path: '/skincare/routine-builder',
    title: 'Routine Builder',
    description:
      'Build a personalized skincare routine in four steps based on your skin type and top concern, with product suggestions.',
    lead: 'Answer two questions, your skin type and your top concern, and follow the four steps below to build a routine that fits.',
    bodyHtml:
      '<h2>Step 1: identify your skin type</h2>' +
      '<p>Wash with a gentle cleanser, wait an hour without applying anything, then check. Tight and flaky means <a href="/shop/skin-type/dry">dry</a>; shiny all over means <a href="/shop/skin-type/oily">oily</a>; shiny in the T-zone but normal or dry elsewhere means <a href="/shop/skin-type/combination">combination</a>; comfortable and balanced means <a href="/shop/skin-type/normal">normal</a>. If skin stings or reddens easily, you also have <a href="/shop/skin-type/sensitive">sensitive</a> skin.</p>' +
      '<h2>Step 2: choose a cleanser</h2>' +
      '<ul><li>Dry or sensitive: <a href="/products/hydrating-cream-cleanser">Hydrating Cream Cleanser</a>.</li><li>Normal or combination: <a href="/products/gentle-foaming-cleanser">Gentle Foaming Cleanser</a>.</li><li>Oily or breakout-prone: <a href="/products/salicylic-clarifying-wash">Salicylic Clarifying Wash</a>.</li></ul>' +
      '<h2>Step 3: add one treatment for your top concern</h2>' +
      '<ul><li><strong>Acne</strong>: <a href="/products/niacinamide-pore-refining-serum">Niacinamide Pore Refining Serum</a> or a retinoid at night.</li><li><strong>Discolorations</strong>: <a href="/products/tranexamic-tone-correcting-serum">Tranexamic Tone Correcting Serum</a>.</li><li><strong>Visible aging</strong>: <a href="/products/retinol-0-5-night-treatment">Retinol 0.5% Night Treatment</a> at night, vitamin C by day.</li><li><strong>Sensitive skin</strong>: <a href="/products/calming-centella-serum">Calming Centella Serum</a>.</li><li><strong>Prevention</strong>: <a href="/products/vitamin-c-15-brightening-serum">Vitamin C 15% Brightening Serum</a>.</li></ul>' +
      '<h2>Step 4: moisturize and protect</h2>' +
      '<p>Pick a moisturizer by texture, gel for oily skin and cream for dry, and finish every morning with broad spectrum SPF 30 or higher, such as the <a href="/products/daily-mineral-spf-45">Daily Mineral SPF 45</a>.</p>' +
      '<h2>Keep it going</h2>' +
      '<p>Introduce one new product at a time, two weeks apart, so you can tell what works. Prefer a ready-made routine? Browse our <a href="/shop/category/starter-kits">starter kits</a>.</p>',
  },
  {
    path: '/skincare/ingredient-glossary',
    title: 'Ingredient Glossary',
    description:
      'What common skincare ingredients do, who they suit and how to use them: from AHAs and azelaic acid to retinol and zinc oxide.',
    lead: 'A plain-language reference to the active and supporting ingredients you will find in our formulas and across skincare.',
    bodyHtml:
      '<h2>Exfoliants</h2>' +
      '<h3>Alpha hydroxy acids (AHAs)</h3>' +
      '<p>Water-soluble acids, including <strong>glycolic</strong>, <strong>lactic</strong> and <strong>mandelic acid</strong>, that loosen the bonds between dead surface cells to smooth texture and brighten tone. Glycolic is the smallest and most active; lactic and mandelic are gentler. AHAs can increase sun sensitivity, so daily sunscreen is essential.</p>' +
      '<h3>Beta hydroxy acid (BHA)</h3>' +
      '<p><strong>Salicylic acid</strong> is oil-soluble, so it works inside pores to clear blackheads and breakouts. It is also mildly calming. Typical strengths are 0.5% to 2%.</p>' +
      '<h3>Enzymes</h3>' +
      '<p><strong>Papain</strong> and <strong>bromelain</strong> are fruit enzymes that digest surface proteins for a gentle polish, useful for sensitive skin.</p>' +
      '<h2>Treatments</h2>' +
      '<h3>Retinoids</h3>' +
      '<p>Vitamin A derivatives including <strong>retinol</strong>, <strong>retinal</strong> and retinyl esters. They speed up cell turnover, keep pores clear and improve the look of lines and tone over months. Use at night and avoid during pregnancy. See <a href="/what-is-retinol">What is retinol?</a></p>' +
      '<h3>Vitamin C</h3>' +
      '<p>An antioxidant that brightens and helps defend against free radicals. Forms include L-ascorbic acid and more stable derivatives. See <a href="/vitaminc">Vitamin C, explained</a>.</p>' +
      '<h3>Niacinamide</h3>' +
      '<p>Vitamin B3. Helps with oil, the look of pores, redness and uneven tone, and supports barrier lipids. Works with nearly everything.</p>' +
      '<h3>Azelaic acid</h3>' +
      '<p>A gentle acid that helps with blemishes, redness and discoloration. Well tolerated by sensitive and rosacea-prone skin.</p>' +
      '<h3>Tranexamic acid</h3>' +
      '<p>Helps fade the look of stubborn dark spots and melasma-type discoloration, often combined with niacinamide or kojic acid.</p>' +
      '<h3>Benzoyl peroxide</h3>' +
      '<p>An over-the-counter acne treatment that reduces acne-causing bacteria. Effective at 2.5% to 5%; can bleach fabric.</p>' +
      '<h3>Peptides</h3>' +
      '<p>Short chains of amino acids that act as messengers in skin. Signal peptides like palmitoyl tripeptide-1 help skin look firmer; copper peptides support resilience.</p>' +
      '<h3>Bakuchiol</h3>' +
      '<p>A plant-derived compound that offers retinol-like smoothing with less irritation in small studies.</p>' +
      '<h2>Hydrators and barrier helpers</h2>' +
      '<h3>Hyaluronic acid</h3>' +
      '<p>A humectant that binds water for plumper, smoother-looking skin. Apply to damp skin and seal with moisturizer.</p>' +
      '<h3>Glycerin</h3>' +
      '<p>One of the most effective and well-studied humectants, found in almost every moisturizer.</p>' +
      '<h3>Ceramides</h3>' +
      '<p>Lipids that make up a large part of the skin barrier. Best combined with cholesterol and fatty acids.</p>' +
      '<h3>Squalane</h3>' +
      "<p>A stable, lightweight emollient that mimics a component of skin's own oil.</p>" +
      '<h3>Panthenol, allantoin, centella and colloidal oatmeal</h3>' +
      '<p>Soothing ingredients that help calm and comfort irritated or dry skin.</p>' +
      '<h2>Sun filters</h2>' +
      '<h3>Zinc oxide and titanium dioxide</h3>' +
      '<p>Mineral filters. Zinc oxide covers both UVB and UVA; titanium dioxide is strongest in UVB and short UVA. Both are well tolerated by sensitive skin.</p>' +
      '<h3>Iron oxides</h3>' +
      '<p>Pigments in tinted products that also help block visible light, helpful for people prone to hyperpigmentation.</p>',
  },
  {
    path: '/what-is-retinol',
    title: 'What Is Retinol?',
    description:
      'What retinol is, what it does for skin, how to start using it, side effects to expect and who should avoid it.',
    lead: 'Retinol is one of the most researched ingredients in skincare. Here is how it works and how to use it well.',
    bodyHtml:
      '<h2>Retinol, defined</h2>' +
      '<p>Retinol is a form of vitamin A and a member of the retinoid family. In the skin, it is converted first to retinaldehyde and then to retinoic acid, the form that binds to receptors in skin cells and influences how they behave. Because of these conversion steps, retinol is gentler than prescription retinoic acid (tretinoin) but also slower.</p>' +
      '<h2>What it does</h2>' +
      '<ul><li>Speeds up cell turnover, so skin looks smoother and brighter.</li><li>Helps keep pores clear, which reduces breakouts and blackheads.</li><li>Over months, helps improve the look of fine lines, wrinkles and uneven tone.</li></ul>' +
      '<h2>How to start</h2>' +
      '<p>Choose a low strength, around 0.25% to 0.3%, and apply a pea-sized amount to clean, dry skin two or three nights a week. Increase frequency gradually over several weeks. Follow with moisturizer, and use broad spectrum sunscreen every morning. Our <a href="/products/intro-retinol-0-25-serum">Intro Retinol 0.25% Serum</a> is designed for first-timers; the <a href="/products/retinol-0-5-night-treatment">Retinol 0.5% Night Treatment</a> is the next step.</p>' +
      '<h2>Side effects</h2>' +
      '<p>Dryness, flaking, tightness and mild redness are common in the first few weeks, and usually settle as skin adjusts. Reduce frequency or buffer with moisturizer if needed. Stop use if you experience burning, swelling or blistering.</p>' +
      '<h2>Who should avoid it</h2>' +
      '<p>Retinoids are generally not recommended during pregnancy or breastfeeding; talk to your doctor. People with active eczema or rosacea flares may do better with gentler alternatives like <a href="/products/bakuchiol-night-serum">bakuchiol</a> or azelaic acid.</p>' +
      '<p>Shop all <a href="/shop/category/retinols">retinols</a> or learn more in <a href="/skincare-101/retinol">Skincare 101: Retinol</a>.</p>',
  },
  {
    path: '/vitaminc',
    title: 'Vitamin C, Explained',
    description:
      'How topical vitamin C brightens skin and defends against free radicals, which form to choose and how to keep it stable.',
    lead: 'Vitamin C is the go-to morning antioxidant. Here is what it does, which form suits your skin and how to use it.',
    bodyHtml:
      '<h2>What vitamin C does</h2>' +
      '<p>Topical vitamin C is an antioxidant that helps neutralize free radicals generated by UV exposure and pollution, which contribute to visible aging. It also helps brighten a dull complexion, improves the look of uneven tone over time, and is a necessary cofactor for collagen production.</p>' +
      '<h2>Choosing a form</h2>' +
      '<ul><li><strong>L-ascorbic acid</strong>: the most studied form, effective at 10% to 20% in low-pH formulas. Best for normal, oily and resilient skin.</li><li><strong>Tetrahexyldecyl ascorbate</strong>: oil-soluble and gentle, a good choice for dry or sensitive skin.</li><li><strong>Ascorbyl glucoside, sodium ascorbyl phosphate, ethyl ascorbic acid</strong>: stable derivatives used in moisturizers, cleansers and eye products.</li></ul>' +
      '<h2>Keeping it stable</h2>' +
      '<p>L-ascorbic acid oxidizes when exposed to air, light and heat, and turns darker orange as it does. Look for opaque or amber, air-restrictive packaging, keep the cap closed and store it away from the shower. Vitamin E and ferulic acid help stabilize it.</p>' +
      '<h2>How to use it</h2>' +
      '<p>Apply in the morning to clean, dry skin, then moisturizer and sunscreen. Vitamin C does not replace sunscreen, but the two work well together. A mild tingle is normal with L-ascorbic acid.</p>' +
      '<h2>Our vitamin C options</h2>' +
      '<p>Try the <a href="/products/vitamin-c-15-brightening-serum">Vitamin C 15% Brightening Serum</a>, the <a href="/products/gentle-vitamin-c-serum">Gentle Vitamin C Serum</a> for sensitive skin, or the <a href="/products/vitamin-c-eye-brightener">Vitamin C Eye Brightener</a>. Browse all <a href="/shop/category/antioxidants">antioxidants</a>.</p>',
  },
  {
    path: '/uva-vs-uvb-rays',
    title: 'UVA vs. UVB Rays',
    description:
      'The difference between UVA and UVB rays, how each affects skin, and how to choose broad spectrum sunscreen that protects against both.',
    lead: 'Both UVA and UVB damage skin, in different ways. Understanding the difference helps you protect yourself properly.',
    bodyHtml:
      '<h2>UVB: think B for burning</h2>' +
      '<p>UVB rays have shorter wavelengths (roughly 280 to 315 nanometers) and mainly affect the epidermis. They are the primary cause of sunburn and play a major role in skin cancer. UVB is strongest between about 10 a.m. and 4 p.m., in summer, at high altitude and near the equator. Glass blocks most UVB.</p>' +
      '<h2>UVA: think A for aging</h2>' +
      '<p>UVA rays have longer wavelengths (about 315 to 400 nanometers) and penetrate into the dermis, where they damage collagen and elastin, contributing to wrinkles, sagging and sun spots. UVA is present at fairly consistent levels year-round, passes through clouds and window glass, and also contributes to skin cancer risk.</p>' +
      '<h2>Reading your sunscreen</h2>' +
      '<ul><li><strong>SPF</strong> measures protection mainly from UVB. SPF 30 filters about 97% of UVB; SPF 50 about 98%, when applied at the tested amount.</li><li><strong>Broad spectrum</strong> on a US label means the product passed a test for UVA protection proportional to its UVB protection.</li><li><strong>Water resistant (40 or 80 minutes)</strong> tells you how long protection lasts while swimming or sweating.</li></ul>' +
      '<h2>Beyond sunscreen</h2>' +
      '<p>Seek shade during peak hours, wear wide-brimmed hats and UV-blocking sunglasses, and consider UPF clothing. Check the daily UV index: at 3 or higher, protection is recommended.</p>' +
      '<h2>Find your sunscreen</h2>' +
      '<p>Shop our <a href="/shop/category/broad-spectrum-spf">broad spectrum SPF</a> range, including the <a href="/products/daily-mineral-spf-45">Daily Mineral SPF 45</a> and <a href="/products/active-sport-spf-50">Active Sport SPF 50</a>. Learn more in <a href="/skincare-101/sunscreen">Skincare 101: Sunscreen</a>.</p>',
  },
  {
    path: '/summer-skin-prep',
    title: 'Summer Skin Prep',
    description:
      'Get skin ready for summer: adjust your routine for heat and humidity, protect against sun, and keep breakouts and dark spots in check.',
    lead: 'Heat, humidity, sweat and stronger sun all change what your skin needs. Here is how to adapt your routine for the season.',
    bodyHtml:
      '<h2>Lighten your textures</h2>' +
      '<p>Humid air means you may need less heavy moisture. Swap rich creams for gel creams such as the <a href="/products/hyaluronic-acid-gel-cream">Hyaluronic Acid Gel Cream</a>, and consider a foaming cleanser if your skin gets oilier.</p>' +
      '<h2>Make sunscreen effortless</h2>' +
      '<p>Keep a daily face sunscreen, a water-resistant body sunscreen and an SPF lip balm within reach. Apply about a quarter teaspoon to the face and neck and a shot-glass amount for the body. Reapply every two hours outdoors and after swimming. The <a href="/products/summer-protection-duo">Summer Protection Duo</a> covers face and body.</p>' +
      '<h2>Rethink your actives</h2>' +
      '<p>Retinoids and AHAs increase sun sensitivity. You can keep using them at night if you are diligent about sunscreen, but consider reducing frequency before beach vacations or long days outdoors. Antioxidant serums in the morning are a helpful addition.</p>' +
      '<h2>Manage sweat and breakouts</h2>' +
      '<p>Cleanse after workouts, change out of damp clothes promptly and use a salicylic acid body spray such as the <a href="/products/clarifying-body-spray">Clarifying Body Spray</a> on the back and chest if you are prone to body breakouts.</p>' +
      '<h2>Protect against dark spots</h2>' +
      '<p>Summer sun can darken existing spots and melasma quickly. Tinted sunscreens with iron oxides help block visible light as well as UV. Keep using your brightening serum consistently.</p>' +
      '<h2>If you do get burned</h2>' +
      '<p>Get out of the sun, cool the skin with a damp cloth, moisturize with a gentle, fragrance-free product, drink water and avoid actives until it heals. Seek medical care for blistering or burns with fever or chills.</p>',
  },
  {
    path: '/what-is-rosacea',
    title: 'What Is Rosacea?',
    description:
      'Rosacea is a common, long-term skin condition that causes facial redness and bumps. Learn the signs, triggers and gentle skincare tips.',
    lead: 'Rosacea is a common, long-term skin condition that mostly affects the face. It can be managed, and gentle skincare helps.',
    bodyHtml:
      '<h2>Common signs</h2>' +
      '<ul><li>Persistent redness across the cheeks, nose, chin or forehead.</li><li>Frequent flushing or blushing.</li><li>Visible small blood vessels.</li><li>Red bumps or pus-filled spots that can look like acne.</li><li>Burning, stinging or sensitivity; some people also have dry, irritated eyes.</li></ul>' +
      '<h2>Who gets it</h2>' +
      '<p>Rosacea most often appears in adults between 30 and 50. It is frequently diagnosed in people with fair skin, but it affects all skin tones and can be underdiagnosed in deeper skin, where redness is harder to see.</p>' +
      '<h2>Common triggers</h2>' +
      '<p>Triggers vary from person to person, but frequently reported ones include sun exposure, heat, hot drinks, spicy foods, alcohol, intense exercise, stress, wind and cold, and some skincare ingredients. Keeping a simple diary can help you identify yours.</p>' +
      '<h2>Skincare for rosacea-prone skin</h2>' +
      '<p>Keep routines short and fragrance-free. Use a gentle, non-foaming cleanser, a barrier-supporting moisturizer and a mineral sunscreen every day. Ingredients such as <strong>azelaic acid</strong>, <strong>niacinamide</strong>, <strong>centella</strong> and <strong>licorice root</strong> are often well tolerated. Avoid scrubs, strong acids and alcohol-heavy toners. Our <a href="/products/redness-relief-moisturizer">Redness Relief Moisturizer</a> and <a href="/products/calming-centella-serum">Calming Centella Serum</a> were made for reactive skin.</p>' +
      '<h2>See a dermatologist</h2>' +
      '<p>Rosacea is a medical condition, and prescription treatments can make a big difference, especially for bumps, eye symptoms or persistent redness. Skincare supports, but does not replace, medical care. Explore our <a href="/shop/concern/sensitive-skin">sensitive skin</a> collection.</p>',
  },
  {
    path: '/why-you-shouldnt-pop-pimples',
    title: "Why You Shouldn't Pop Pimples",
    description:
      'Squeezing pimples can push bacteria deeper, cause scarring and dark marks. What to do instead to help blemishes heal faster.',
    lead: 'We know it is tempting. Here is why squeezing usually makes a blemish worse, and what to do instead.',
    bodyHtml:
      '<h2>What happens when you squeeze</h2>' +
      '<p>A pimple is a pore filled with oil, dead skin cells, bacteria and inflammation. Squeezing it can rupture the wall of the follicle and push that material deeper into the skin, increasing inflammation. The spot may become larger, more painful and slower to heal.</p>' +
      '<h2>The lasting effects</h2>' +
      '<ul><li><strong>Dark marks</strong>: inflammation triggers post-inflammatory hyperpigmentation, which can take months to fade, especially in deeper skin tones.</li><li><strong>Scarring</strong>: damage to the dermis can leave indented or raised scars that are much harder to treat than the original blemish.</li><li><strong>Infection</strong>: fingers and nails introduce new bacteria.</li></ul>' +
      '<h2>What to do instead</h2>' +
      '<p>Cleanse gently, then apply a targeted treatment such as the <a href="/products/blemish-control-spot-treatment">Blemish Control Spot Treatment</a> with benzoyl peroxide. A hydrocolloid patch can protect the spot from picking and absorb fluid from a blemish that has come to a head. A warm compress for a few minutes can ease discomfort.</p>' +
      '<h2>When to get help</h2>' +
      '<p>Deep, painful cysts should never be squeezed. A dermatologist can treat them, sometimes with a quick in-office injection, and can prescribe treatments to prevent new ones. Licensed estheticians can perform professional extractions safely on blackheads and whiteheads.</p>' +
      '<h2>Prevent the next one</h2>' +
      '<p>A consistent routine with salicylic acid, a retinoid and non-comedogenic products reduces how often pimples appear. Start with the <a href="/products/acne-clearing-starter-kit">Acne Clearing Starter Kit</a> or browse the <a href="/shop/concern/acne">acne</a> collection.</p>',
  },
];
