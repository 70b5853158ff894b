import type { SeedContentPage } from './types';

/** The Skincare 101 hub, its overview articles and the first half of its topic pages. */
export const skincare101Pages: SeedContentPage[] = [
  {
    path: '/skincare-101',
    title: 'Skincare 101',
    description:
      'Clear, accurate explainers on skin types, common concerns, key ingredients and product categories. Start learning here.',
    lead: 'Your starting point for understanding skin: types, concerns, ingredients and the products that fit together into a routine.',
    bodyHtml:
      '<p><strong>Not sure where to start?</strong> Take the <a href="/skin-quiz">skin quiz</a>: seven questions, then a morning and evening routine chosen for your skin.</p>' +
      '<h2>Skin types</h2>' +
      '<ul><li><a href="/skincare-101/dry-skin">Dry skin</a></li><li><a href="/skincare-101/oily-skin">Oily skin</a></li><li><a href="/skincare-101/combination-skin">Combination skin</a></li><li><a href="/skincare-101/normal-skin">Normal skin</a></li><li><a href="/skincare-101/sensitive-skin">Sensitive skin</a></li></ul>' +
      '<h2>Concerns</h2>' +
      '<ul><li><a href="/skincare-101/acne">Acne</a> and <a href="/skincare-101/benzoyl-peroxide">benzoyl peroxide</a></li><li><a href="/skincare-101/anti-aging-skin">Anti-aging skin</a>, <a href="/skincare-101/fine-lines-wrinkles">fine lines and wrinkles</a> and <a href="/skincare-101/skin-firming">skin firming</a></li><li><a href="/skincare-101/dark-spots-skin-protection">Dark spots</a> and <a href="/skincare-101/uneven-skintones-and-textures">uneven tone and texture</a></li><li><a href="/skincare-101/eczema">Eczema</a></li></ul>' +
      '<h2>Ingredients</h2>' +
      '<ul><li><a href="/skincare-101/retinol">Retinol</a></li><li><a href="/skincare-101/vitamin-c">Vitamin C</a></li><li><a href="/skincare-101/hyaluronic-acid">Hyaluronic acid</a></li><li><a href="/skincare-101/peptides">Peptides</a></li><li><a href="/skincare-101/collagen">Collagen</a></li></ul>' +
      '<h2>Product categories</h2>' +
      '<ul><li><a href="/skincare-101/cleansers">Cleansers</a></li><li><a href="/skincare-101/serums">Serums</a></li><li><a href="/skincare-101/moisturizer">Moisturizer</a></li><li><a href="/skincare-101/eye-cream">Eye cream</a></li><li><a href="/skincare-101/sunscreen">Sunscreen</a></li><li><a href="/skincare-101/treatments">Treatments</a></li></ul>' +
      '<h2>Go deeper</h2>' +
      '<p>Read summaries of key research in <a href="/skincare-101/scientific-articles">scientific articles</a>, or put it all together with the <a href="/skin-quiz">skin quiz</a> or the <a href="/skincare/routine-builder">routine builder</a>.</p>',
  },
  {
    path: '/skincare-101/skin-firming',
    title: 'Skin Firming',
    description:
      'Why skin loses firmness with age and sun exposure, and which skincare ingredients and habits help it look firmer and more lifted.',
    lead: 'Firmness comes from the collagen and elastin network in the dermis. Here is why it changes and what helps.',
    bodyHtml:
      '<h2>Why skin loses firmness</h2>' +
      '<p>Collagen gives skin its strength and elastin lets it snap back. With age, the body makes less of both, and existing fibers become fragmented. UV exposure accelerates this dramatically by activating enzymes that break collagen down. Declining estrogen around menopause, loss of facial fat and bone, smoking and gravity all add to the picture.</p>' +
      '<h2>Ingredients that help</h2>' +
      '<ul><li><strong>Retinoids</strong> have the strongest evidence for improving the look of firmness and fine lines over months.</li><li><strong>Peptides</strong> such as palmitoyl tripeptide-1 and palmitoyl pentapeptide-4 help skin look firmer and smoother.</li><li><strong>Vitamin C</strong> supports collagen production and provides antioxidant defense.</li><li><strong>Hyaluronic acid</strong> and rich moisturizers plump the look of skin right away.</li></ul>' +
      '<h2>Habits that matter most</h2>' +
      '<p>Daily broad spectrum sunscreen is the single most effective way to protect the collagen you have. Not smoking, sleeping well and eating a balanced diet with enough protein also support skin.</p>' +
      '<h2>Realistic expectations</h2>' +
      '<p>Topical products can noticeably improve the look of firmness and texture, but they cannot lift significant sagging. For that, professional treatments such as radiofrequency, microneedling or procedures performed by a physician are options to discuss with a professional.</p>' +
      '<h2>Products to consider</h2>' +
      '<p>Try the <a href="/products/peptide-firming-serum">Peptide Firming Serum</a>, the <a href="/products/peptide-neck-chest-cream">Peptide Neck and Chest Cream</a> and, for the body, the <a href="/products/firming-body-serum">Firming Body Serum</a>. Shop all <a href="/shop/concern/visible-aging">visible aging</a> products.</p>',
  },
  {
    path: '/skincare-101/sunscreen',
    title: 'Sunscreen',
    description:
      'How sunscreen works, mineral vs. chemical filters, how much to apply and how to reapply for real everyday protection.',
    lead: 'Daily sunscreen is the most effective step in any routine for preventing sunburn, skin cancer and premature aging.',
    bodyHtml:
      '<h2>How sunscreen works</h2>' +
      '<p>Sunscreen filters absorb, and to a smaller degree scatter and reflect, ultraviolet radiation before it can damage skin cells. All filters, mineral and chemical alike, work mainly by absorbing UV.</p>' +
      '<h2>Mineral vs. chemical filters</h2>' +
      '<p><strong>Mineral</strong> (physical) filters are zinc oxide and titanium dioxide. They are well tolerated by sensitive skin and are the only filters the FDA has proposed as generally recognized as safe and effective. <strong>Chemical</strong> (organic) filters, such as avobenzone, homosalate and octinoxate, tend to be lighter and more transparent. Both types protect well when applied correctly.</p>' +
      '<h2>How much to apply</h2>' +
      '<p>SPF is tested at 2 milligrams per square centimeter, much more than most people use. For the face and neck, that is about a quarter teaspoon, or two finger-lengths of lotion. For the body, use about an ounce, enough to fill a shot glass.</p>' +
      '<h2>Reapplying</h2>' +
      '<p>Reapply at least every two hours outdoors, and immediately after swimming, sweating heavily or towel drying. For reapplying over makeup, sunscreen sticks, powders and sprays are practical options.</p>' +
      '<h2>Choosing yours</h2>' +
      '<ul><li>Sensitive skin: <a href="/products/daily-mineral-spf-45">Daily Mineral SPF 45</a>.</li><li>Dark spots or melasma: <a href="/products/sheer-tint-spf-45">Sheer Tint SPF 45</a> with iron oxides.</li><li>Oily skin: <a href="/products/oil-control-spf-50">Oil Control SPF 50</a>.</li><li>Sports and beach: <a href="/products/active-sport-spf-50">Active Sport SPF 50</a>.</li></ul>' +
      '<p>Read more about <a href="/uva-vs-uvb-rays">UVA vs. UVB rays</a>.</p>',
  },
  {
    path: '/skincare-101/treatments',
    title: 'Treatments',
    description:
      'What skincare treatments are, how targeted serums, exfoliants and spot treatments differ, and how to choose and layer them.',
    lead: 'Treatments are the products in your routine that target a specific concern. Choosing the right one, and using it well, makes the biggest difference.',
    bodyHtml:
      '<h2>What counts as a treatment</h2>' +
      '<p>Cleansers, moisturizers and sunscreen are the foundation every skin needs. Treatments sit on top of that foundation and target a goal: clearer pores, fewer dark spots, smoother texture or fewer visible lines. They usually contain a higher concentration of an active ingredient.</p>' +
      '<h2>Types of treatments</h2>' +
      '<ul><li><strong>Serums</strong>: lightweight formulas with concentrated actives such as vitamin C, niacinamide or tranexamic acid.</li><li><strong>Retinoids</strong>: night treatments for texture, breakouts and lines.</li><li><strong>Exfoliants</strong>: acids or enzymes used a few times a week.</li><li><strong>Spot treatments</strong>: targeted gels for individual blemishes.</li><li><strong>Masks</strong>: weekly treatments for oil control, soothing or radiance.</li></ul>' +
      '<h2>Choosing a treatment</h2>' +
      '<p>Pick one main concern and one treatment for it. If you have two concerns, split them between morning and evening, for example vitamin C by day and retinol by night.</p>' +
      '<h2>Layering safely</h2>' +
      '<p>Introduce one new treatment at a time, about two weeks apart. Avoid stacking strong exfoliants and retinoids on the same night, especially at first. If skin stings or flakes, pull back and focus on moisturizer until it recovers.</p>' +
      '<h2>Professional treatments</h2>' +
      '<p>For faster or stronger results, in-office peels and other procedures can complement your routine. Learn more about <a href="/content/professional-treatments">professional treatments</a>, or shop <a href="/shop/category/serums">serums</a> and <a href="/shop/category/exfoliants">exfoliants</a>.</p>',
  },
  {
    path: '/skincare-101/uneven-skintones-and-textures',
    title: 'Uneven Skin Tone and Texture',
    description:
      'What causes uneven skin tone and rough texture, and how exfoliation, brightening ingredients and sunscreen help smooth and even skin.',
    lead: 'Patchy tone, dullness, roughness and enlarged-looking pores are among the most common skin complaints. Here is what causes them and what helps.',
    bodyHtml:
      '<h2>Uneven tone</h2>' +
      '<p>Uneven tone includes sun spots, post-blemish marks, melasma and general blotchiness or redness. Most of it comes down to pigment or blood vessels: excess melanin in one area, or visible redness from inflammation or sensitivity.</p>' +
      '<h2>Rough texture</h2>' +
      '<p>Texture problems often come from dead cells building up on the surface, clogged pores, dehydration or sun damage. Skin renewal slows with age, so buildup becomes more noticeable. Scarring from acne is a different kind of texture that usually needs professional treatment.</p>' +
      '<h2>What helps tone</h2>' +
      '<ul><li>Brightening actives: <strong>vitamin C</strong>, <strong>niacinamide</strong>, <strong>tranexamic acid</strong>, <strong>azelaic acid</strong>, <strong>kojic acid</strong> and <strong>licorice root</strong>.</li><li>Calming ingredients for redness: centella, azelaic acid and niacinamide.</li><li>Daily broad spectrum sunscreen, ideally tinted, to stop new pigment forming.</li></ul>' +
      '<h2>What helps texture</h2>' +
      '<p>Regular exfoliation with AHAs such as glycolic or lactic acid, BHA (salicylic acid) for pores, and a retinoid for longer-term renewal. Hydration makes an immediate difference, as dehydrated skin looks rougher.</p>' +
      '<h2>Products to consider</h2>' +
      '<p>The <a href="/products/glycolic-resurfacing-toner">Glycolic Resurfacing Toner</a>, <a href="/products/tranexamic-tone-correcting-serum">Tranexamic Tone Correcting Serum</a> and <a href="/products/at-home-resurfacing-peel-pads">At-Home Resurfacing Peel Pads</a> are good places to start. Browse <a href="/shop/concern/discolorations">discolorations</a>.</p>',
  },
  {
    path: '/skincare-101/vitamin-c',
    title: 'Vitamin C',
    description:
      'Skincare 101 on vitamin C: benefits, forms, how to store it and how to fit it into your morning routine alongside sunscreen.',
    lead: 'Vitamin C is an antioxidant that brightens skin and strengthens your daytime defense. Here are the essentials.',
    bodyHtml:
      '<h2>Benefits</h2>' +
      "<ul><li>Helps neutralize free radicals from UV exposure and pollution.</li><li>Brightens dullness and helps even the look of tone.</li><li>Supports the skin's natural collagen production.</li></ul>" +
      '<h2>Forms at a glance</h2>' +
      '<p><strong>L-ascorbic acid</strong> is the most studied and potent, but less stable. <strong>Derivatives</strong> such as tetrahexyldecyl ascorbate and ascorbyl glucoside are more stable and gentler, good for sensitive skin or for combining in moisturizers.</p>' +
      '<h2>How to use it</h2>' +
      '<p>Apply in the morning after cleansing and before moisturizer and sunscreen. Start every other day if you have sensitive skin. Vitamin C pairs well with vitamin E, ferulic acid, niacinamide and sunscreen.</p>' +
      '<h2>Storage</h2>' +
      '<p>Keep it capped, cool and away from light. If an L-ascorbic acid serum turns dark brown, it has oxidized and should be replaced.</p>' +
      '<h2>Products</h2>' +
      '<p>Try the <a href="/products/vitamin-c-15-brightening-serum">Vitamin C 15% Brightening Serum</a> or the <a href="/products/gentle-vitamin-c-serum">Gentle Vitamin C Serum</a>. For a deeper guide, read <a href="/vitaminc">Vitamin C, explained</a>.</p>',
  },
  {
    path: '/skincare-101/acne',
    title: 'Acne',
    description:
      'What causes acne, the different types of breakouts, and which over-the-counter ingredients and habits help clear skin.',
    lead: 'Acne is the most common skin condition in the United States. Understanding how it forms is the first step to treating it.',
    bodyHtml:
      '<h2>How acne forms</h2>' +
      '<p>Four factors work together: excess oil (sebum) production, dead skin cells that clog the pore, growth of the bacterium <em>Cutibacterium acnes</em> inside the clogged pore, and inflammation. Hormones, genetics, some medications and friction can all influence these factors.</p>' +
      '<h2>Types of blemishes</h2>' +
      '<ul><li><strong>Blackheads</strong>: open clogged pores; the dark color comes from oxidized oil and pigment, not dirt.</li><li><strong>Whiteheads</strong>: closed clogged pores.</li><li><strong>Papules and pustules</strong>: red, inflamed bumps, sometimes with a white center.</li><li><strong>Nodules and cysts</strong>: deep, painful lumps that can scar and need a dermatologist.</li></ul>' +
      '<h2>Ingredients that help</h2>' +
      '<p><strong>Salicylic acid</strong> clears pores; <strong>benzoyl peroxide</strong> reduces acne-causing bacteria; <strong>adapalene</strong> and other retinoids prevent clogging; <strong>azelaic acid</strong> and <strong>niacinamide</strong> help with blemishes and marks. Sulfur and clay masks absorb oil.</p>' +
      '<h2>Habits</h2>' +
      '<p>Cleanse twice daily and after sweating, choose non-comedogenic products, change pillowcases often, and avoid picking. Give a new routine six to eight weeks.</p>' +
      '<h2>When to see a dermatologist</h2>' +
      '<p>If acne is painful, scarring, affecting your confidence or not improving with over-the-counter care, a dermatologist can offer prescription treatments. Shop the <a href="/shop/concern/acne">acne</a> collection, start with the <a href="/products/acne-clearing-starter-kit">Acne Clearing Starter Kit</a> or read <a href="/skincare-101/benzoyl-peroxide">about benzoyl peroxide</a>.</p>',
  },
  {
    path: '/skincare-101/anti-aging-skin',
    title: 'Anti-Aging Skin',
    description:
      'The evidence-based essentials for aging skin: sunscreen, retinoids, antioxidants and moisture, plus realistic expectations.',
    lead: 'Aging is natural. Skincare can help skin look healthier, smoother and more even at every age. These are the steps with the best evidence.',
    bodyHtml:
      '<h2>What ages skin</h2>' +
      '<p>Visible aging combines intrinsic aging, the natural slowdown of collagen production and cell turnover, with extrinsic aging from UV exposure, pollution and smoking. Sun exposure is responsible for a large share of the wrinkles, spots and loss of firmness we associate with age.</p>' +
      '<h2>The core four</h2>' +
      '<ul><li><strong>Sunscreen</strong>: broad spectrum SPF 30 or higher, every day.</li><li><strong>Retinoid</strong>: at night, for lines, texture and tone.</li><li><strong>Antioxidant</strong>: vitamin C or a blend in the morning.</li><li><strong>Moisturizer</strong>: to keep the barrier healthy and skin comfortable.</li></ul>' +
      '<h2>Helpful additions</h2>' +
      '<p>Peptides, niacinamide, gentle exfoliants and an eye cream can round out a routine. Richer textures become more helpful as oil production declines with age.</p>' +
      '<h2>Start early, but it is never too late</h2>' +
      '<p>Prevention in your twenties and thirties pays off, yet studies show that skin continues to respond to retinoids and sun protection later in life.</p>' +
      '<h2>Products to consider</h2>' +
      '<p>The <a href="/products/anti-aging-starter-kit">Anti-Aging Starter Kit</a> contains the core steps. For more, see the <a href="/products/retinol-0-5-night-treatment">Retinol 0.5% Night Treatment</a>, <a href="/products/antioxidant-defense-serum">Antioxidant Defense Serum</a> and the <a href="/shop/concern/visible-aging">visible aging</a> collection.</p>',
  },
  {
    path: '/skincare-101/benzoyl-peroxide',
    title: 'Benzoyl Peroxide',
    description:
      'How benzoyl peroxide treats acne, which strength to choose, how to avoid dryness and bleaching, and how to pair it with other actives.',
    lead: 'Benzoyl peroxide is one of the most effective over-the-counter acne treatments. Here is how to use it well.',
    bodyHtml:
      '<h2>How it works</h2>' +
      '<p>Benzoyl peroxide releases oxygen inside the pore, which reduces <em>C. acnes</em>, the bacteria involved in acne. It also has a mild peeling effect that helps clear clogged pores. Bacteria do not develop resistance to it, which is why dermatologists often pair it with topical antibiotics.</p>' +
      '<h2>Choosing a strength</h2>' +
      '<p>Over-the-counter products range from 2.5% to 10%. Studies have found that 2.5% to 5% can be as effective as 10% for many people, with less dryness and irritation. Washes are gentle and convenient for the chest and back; leave-on gels are stronger.</p>' +
      '<h2>Avoiding side effects</h2>' +
      '<ul><li>Start once daily and increase to twice daily if tolerated.</li><li>Follow with a non-comedogenic moisturizer.</li><li>It bleaches fabric and hair; use white towels and pillowcases and rinse thoroughly.</li><li>Stop and seek care if you experience swelling, hives or severe irritation.</li></ul>' +
      '<h2>Pairing with other ingredients</h2>' +
      '<p>Benzoyl peroxide can degrade some forms of retinol and tretinoin, so use it in the morning and the retinoid at night, or use a stabilized combination your dermatologist recommends. It works well with salicylic acid and niacinamide.</p>' +
      '<h2>Our options</h2>' +
      '<p>Try the <a href="/products/benzoyl-peroxide-acne-wash">Benzoyl Peroxide Acne Wash</a> for face and body, or the <a href="/products/blemish-control-spot-treatment">Blemish Control Spot Treatment</a> for individual blemishes.</p>',
  },
  {
    path: '/skincare-101/cleansers',
    title: 'Cleansers',
    description:
      'How to choose a cleanser for your skin type: gels, creams, balms, micellar water and acid washes, plus how to cleanse properly.',
    lead: 'Cleansing sets up everything that follows. The right cleanser removes what you need gone and leaves what your skin needs.',
    bodyHtml:
      '<h2>Cleanser types</h2>' +
      '<ul><li><strong>Gel and foaming cleansers</strong>: great for normal, combination and oily skin.</li><li><strong>Cream and milk cleansers</strong>: non-foaming, good for dry and sensitive skin.</li><li><strong>Balms and oils</strong>: dissolve makeup and sunscreen, often used as a first cleanse.</li><li><strong>Micellar water</strong>: no-rinse, gentle, handy for travel and makeup removal.</li><li><strong>Active cleansers</strong>: contain salicylic acid, benzoyl peroxide or AHAs for acne or dullness.</li></ul>' +
      '<h2>Signs you are over-cleansing</h2>' +
      "<p>A squeaky, tight feeling after washing means the cleanser is removing too much of the skin's natural lipids. Over time this can lead to irritation, dehydration and even more oil production.</p>" +
      '<h2>How to cleanse</h2>' +
      '<p>Use lukewarm water, massage gently for 30 to 60 seconds, rinse thoroughly and pat dry. Cleanse morning and night; if your skin is very dry, a water rinse in the morning may be enough. Double cleanse in the evening if you wore sunscreen or makeup.</p>' +
      '<h2>Our cleansers</h2>' +
      '<p>The <a href="/products/gentle-foaming-cleanser">Gentle Foaming Cleanser</a> suits most skin types; the <a href="/products/hydrating-cream-cleanser">Hydrating Cream Cleanser</a> is for dry skin; the <a href="/products/nourishing-cleansing-balm">Nourishing Cleansing Balm</a> removes makeup; and the <a href="/products/salicylic-clarifying-wash">Salicylic Clarifying Wash</a> is for breakouts. See all <a href="/shop/category/cleanse">cleansers</a>.</p>',
  },
  {
    path: '/skincare-101/collagen',
    title: 'Collagen',
    description:
      'What collagen is, why it declines with age and sun exposure, and which skincare ingredients and habits help protect it.',
    lead: 'Collagen is the main structural protein of skin. Protecting and supporting it is at the heart of most anti-aging routines.',
    bodyHtml:
      '<h2>What collagen does</h2>' +
      '<p>Collagen makes up most of the dry weight of the dermis, forming a dense network of fibers that gives skin its strength and structure. It is produced by cells called fibroblasts, working alongside elastin and hyaluronic acid.</p>' +
      '<h2>Why it declines</h2>' +
      '<p>Collagen production slows with age, and existing collagen becomes fragmented. UV radiation speeds this up by activating enzymes called matrix metalloproteinases. Smoking, high sugar intake and the drop in estrogen around menopause also contribute.</p>' +
      '<h2>Topical collagen vs. collagen support</h2>' +
      '<p>Collagen molecules in creams are too large to penetrate the skin and rebuild the dermis; they act as good moisturizers instead. Ingredients that support your own collagen are more useful: <strong>retinoids</strong>, <strong>vitamin C</strong> and <strong>peptides</strong>. The evidence on collagen supplements is still developing.</p>' +
      '<h2>Protecting what you have</h2>' +
      '<p>Daily broad spectrum sunscreen is the most effective collagen protector. Antioxidants, not smoking and a balanced diet help too.</p>' +
      '<h2>Products</h2>' +
      '<p>Consider the <a href="/products/retinol-0-5-night-treatment">Retinol 0.5% Night Treatment</a>, <a href="/products/vitamin-c-15-brightening-serum">Vitamin C 15% Brightening Serum</a> and <a href="/products/peptide-firming-serum">Peptide Firming Serum</a>. Read more about <a href="/skincare-101/peptides">peptides</a>.</p>',
  },
  {
    path: '/skincare-101/combination-skin',
    title: 'Combination Skin',
    description:
      'How to recognize combination skin and build a balanced routine for an oily T-zone and normal or dry cheeks.',
    lead: 'Oily in some places, normal or dry in others: combination skin is very common, and it responds well to a balanced routine.',
    bodyHtml:
      '<p>Want a routine for combination skin? The <a href="/skin-quiz?skin=combination">skin quiz</a> builds one in six more questions.</p>' +
      '<h2>How to tell</h2>' +
      '<p>Combination skin typically has an oily T-zone (forehead, nose and chin) with larger-looking pores and occasional breakouts, while the cheeks are normal or dry. The balance can shift with seasons and hormones.</p>' +
      '<h2>Routine principles</h2>' +
      '<ul><li>Use a gentle gel cleanser that does not strip the drier areas.</li><li>Choose lightweight, hydrating moisturizers such as gel creams.</li><li>Treat zones differently: a BHA toner on the T-zone, extra moisture on the cheeks.</li><li>Multi-mask: clay on oily areas, a hydrating mask on dry areas.</li></ul>' +
      '<h2>Helpful ingredients</h2>' +
      '<p><strong>Niacinamide</strong> balances oil and supports the barrier, <strong>salicylic acid</strong> keeps pores clear, and <strong>hyaluronic acid</strong> hydrates without heaviness.</p>' +
      '<h2>Products</h2>' +
      '<p>Try the <a href="/products/gentle-foaming-cleanser">Gentle Foaming Cleanser</a>, <a href="/products/balancing-bha-toner">Balancing BHA Toner</a> and <a href="/products/hyaluronic-acid-gel-cream">Hyaluronic Acid Gel Cream</a>. Browse the <a href="/shop/skin-type/combination">combination skin</a> collection.</p>',
  },
];
