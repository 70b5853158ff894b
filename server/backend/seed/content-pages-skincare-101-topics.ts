import type { SeedContentPage } from './types';

/** The second half of the Skincare 101 topic pages. */
export const skincare101TopicPages: SeedContentPage[] = [
  {
    path: '/skincare-101/dark-spots-skin-protection',
    title: 'Dark Spots and Skin Protection',
    description:
      'Why dark spots form, how to fade them with brightening ingredients, and why sun protection is essential to keep them away.',
    lead: 'Dark spots are stubborn, but a routine that protects, exfoliates and treats can make a visible difference.',
    bodyHtml:
      '<h2>Where dark spots come from</h2>' +
      '<p>Dark spots form when pigment cells produce extra melanin in one area. The most common triggers are UV exposure (sun spots), inflammation from blemishes or irritation (post-inflammatory hyperpigmentation) and hormones combined with light and heat (melasma).</p>' +
      '<h2>Protection comes first</h2>' +
      '<p>UV and visible light both stimulate pigment. Without daily protection, new spots form as fast as old ones fade. Use broad spectrum SPF 30 or higher every day, reapply outdoors, and consider a tinted formula with iron oxides such as <a href="/products/sheer-tint-spf-45">Sheer Tint SPF 45</a>. Hats and shade help too.</p>' +
      '<h2>Ingredients that fade</h2>' +
      '<ul><li><strong>Tranexamic acid</strong> and <strong>kojic acid</strong> for stubborn discoloration.</li><li><strong>Vitamin C</strong> and <strong>licorice root</strong> for brightness.</li><li><strong>Niacinamide</strong> to limit pigment transfer.</li><li><strong>Azelaic acid</strong> for marks and redness.</li><li><strong>AHAs</strong> and <strong>retinoids</strong> to speed turnover.</li></ul>' +
      '<h2>Be patient</h2>' +
      '<p>Fading takes at least 8 to 12 weeks, longer for deeper pigment. Avoid harsh scrubs and over-exfoliation, which cause inflammation and can make pigment worse, especially in deeper skin tones.</p>' +
      '<h2>Products</h2>' +
      '<p>Start with the <a href="/products/tranexamic-tone-correcting-serum">Tranexamic Tone Correcting Serum</a> or the <a href="/products/brightening-discovery-kit">Brightening Discovery Kit</a>. Have any changing or irregular spot checked by a dermatologist.</p>',
  },
  {
    path: '/skincare-101/dry-skin',
    title: 'Dry Skin',
    description:
      'Signs and causes of dry skin, the difference between dry and dehydrated skin, and how to build a comforting, moisture-rich routine.',
    lead: 'Dry skin produces less oil and struggles to hold moisture. The right routine restores comfort and softness.',
    bodyHtml:
      '<p>Want a routine for dry skin? The <a href="/skin-quiz?skin=dry">skin quiz</a> builds one in six more questions.</p>' +
      '<h2>Signs of dry skin</h2>' +
      '<p>Tightness, especially after cleansing, rough or flaky patches, a dull look and fine lines that look more pronounced. Very dry skin can itch or crack.</p>' +
      '<h2>Dry vs. dehydrated</h2>' +
      '<p><strong>Dry</strong> is a skin type with low oil production. <strong>Dehydrated</strong> is a temporary state of low water content that can affect any skin type, even oily. Dry skin needs lipids; dehydrated skin needs water-binding humectants. Many people need both.</p>' +
      '<h2>Routine tips</h2>' +
      '<ul><li>Cleanse with a cream or balm, and consider rinsing with water only in the morning.</li><li>Apply a hyaluronic acid serum to damp skin.</li><li>Use a rich moisturizer with ceramides, shea butter or squalane.</li><li>Exfoliate gently, once or twice a week, with lactic acid or enzymes.</li><li>Use a humidifier in dry seasons and keep showers short and warm.</li></ul>' +
      '<h2>Products</h2>' +
      '<p>Try the <a href="/products/hydrating-cream-cleanser">Hydrating Cream Cleanser</a>, <a href="/products/hyaluronic-acid-boosting-serum">Hyaluronic Acid Boosting Serum</a> and <a href="/products/rich-recovery-cream">Rich Recovery Cream</a>. Browse the <a href="/shop/skin-type/dry">dry skin</a> collection.</p>',
  },
  {
    path: '/skincare-101/eczema',
    title: 'Eczema',
    description:
      'An overview of eczema (atopic dermatitis), common triggers and gentle skincare habits that support an itchy, dry skin barrier.',
    lead: 'Eczema is a common condition that makes skin dry, itchy and inflamed. Gentle, consistent care helps keep flares in check.',
    bodyHtml:
      '<h2>What eczema is</h2>' +
      '<p>Eczema is a group of conditions that cause itchy, inflamed skin. The most common form, atopic dermatitis, often begins in childhood and involves a weakened skin barrier and an overactive immune response. It can appear as dry, scaly patches, redness (which may look purple, brown or gray on deeper skin tones), and thickened skin from scratching.</p>' +
      '<h2>Common triggers</h2>' +
      '<p>Dry air, hot showers, harsh soaps, fragrance, wool and some synthetic fabrics, sweat, stress and allergens such as dust mites or pollen can all trigger flares.</p>' +
      '<h2>Skincare habits that help</h2>' +
      '<ul><li>Bathe in lukewarm water for 5 to 10 minutes and use a gentle, fragrance-free cleanser.</li><li>Moisturize within three minutes of bathing to lock in water.</li><li>Choose thick creams or ointments with ceramides and colloidal oatmeal.</li><li>Avoid fragrance and harsh exfoliants.</li></ul>' +
      '<h2>See a professional</h2>' +
      '<p>Eczema is a medical condition. A dermatologist or physician can prescribe treatments for flares and help identify triggers. Seek care promptly if skin becomes painful, weepy or crusted, which may indicate infection.</p>' +
      '<h2>Products</h2>' +
      '<p>Our <a href="/products/ceramide-body-cream">Ceramide Body Cream</a> with colloidal oatmeal and the <a href="/products/barrier-repair-moisturizer">Barrier Repair Moisturizer</a> are fragrance-free options that support the barrier.</p>',
  },
  {
    path: '/skincare-101/eye-cream',
    title: 'Eye Cream',
    description:
      'Do you need an eye cream? How the eye area differs, which ingredients help puffiness, dark circles and lines, and how to apply.',
    lead: 'The skin around your eyes is thinner and more delicate than the rest of your face. A dedicated eye product can help.',
    bodyHtml:
      '<h2>Why the eye area is different</h2>' +
      '<p>Eyelid skin is among the thinnest on the body and has fewer oil glands. It moves constantly as you blink and smile, so dryness and fine lines show up here first.</p>' +
      '<h2>Matching ingredients to concerns</h2>' +
      '<ul><li><strong>Fine lines</strong>: gentle retinol, peptides and hyaluronic acid.</li><li><strong>Puffiness</strong>: caffeine and a cooling applicator; puffiness also depends on sleep, salt and allergies.</li><li><strong>Dark circles</strong>: vitamin C, niacinamide and vitamin K may help pigment-related circles; shadows from hollows are structural and respond less to creams.</li><li><strong>Dryness</strong>: ceramides and squalane.</li></ul>' +
      '<h2>Do you need one?</h2>' +
      '<p>If your face moisturizer is gentle and does not sting your eyes, it can work around the eyes too. Eye creams are useful when you want targeted ingredients or when your regular products irritate the area.</p>' +
      '<h2>How to apply</h2>' +
      '<p>Use a rice-grain amount and tap it along the orbital bone with your ring finger, avoiding the lash line. Apply before moisturizer, and use sunglasses and sunscreen to protect the area.</p>' +
      '<h2>Products</h2>' +
      '<p>Try the <a href="/products/firming-peptide-eye-cream">Firming Peptide Eye Cream</a>, <a href="/products/retinol-eye-renewal-cream">Retinol Eye Renewal Cream</a> or <a href="/products/hyaluronic-acid-eye-gel">Hyaluronic Acid Eye Gel</a>. See all <a href="/shop/category/eye-neck-lip">eye, neck and lip</a> care.</p>',
  },
  {
    path: '/skincare-101/fine-lines-wrinkles',
    title: 'Fine Lines and Wrinkles',
    description:
      'What causes fine lines and wrinkles, which ones skincare can soften, and the ingredients with the strongest evidence behind them.',
    lead: 'Lines are a natural part of aging. Skincare can soften their look and slow new ones, especially when you start with protection.',
    bodyHtml:
      '<h2>Types of lines</h2>' +
      "<p><strong>Fine lines</strong> are shallow and often linked to dehydration and early collagen changes. <strong>Dynamic wrinkles</strong> form from repeated expressions, such as crow's feet and frown lines. <strong>Static wrinkles</strong> remain visible at rest, as collagen and elastin decline.</p>" +
      '<h2>What causes them</h2>' +
      '<p>Sun exposure is the biggest preventable cause. Other factors include natural aging, smoking, repeated facial expressions, sleep position and genetics.</p>' +
      '<h2>Ingredients with the best evidence</h2>' +
      '<ul><li><strong>Retinoids</strong>: improve the look of lines over 3 to 6 months.</li><li><strong>Sunscreen</strong>: prevents new damage and allows skin to improve.</li><li><strong>Vitamin C</strong>: antioxidant and collagen support.</li><li><strong>Peptides</strong> and <strong>hyaluronic acid</strong>: smoothing and plumping.</li><li><strong>AHAs</strong>: refine surface texture.</li></ul>' +
      '<h2>Professional options</h2>' +
      '<p>Deeper or dynamic wrinkles respond to professional treatments such as peels, microneedling, lasers or injectables provided by licensed medical professionals.</p>' +
      '<h2>Products</h2>' +
      '<p>Start with the <a href="/products/retinol-0-5-night-treatment">Retinol 0.5% Night Treatment</a>, <a href="/products/peptide-firming-serum">Peptide Firming Serum</a> and <a href="/products/hyaluronic-acid-boosting-serum">Hyaluronic Acid Boosting Serum</a>.</p>',
  },
  {
    path: '/skincare-101/hyaluronic-acid',
    title: 'Hyaluronic Acid',
    description:
      'How hyaluronic acid hydrates skin, why molecular weight matters, and how to apply it so it works in any climate.',
    lead: 'Hyaluronic acid is a hydration hero that suits nearly every skin type. Here is how to get the most from it.',
    bodyHtml:
      '<h2>What it is</h2>' +
      '<p>Hyaluronic acid is a sugar molecule (a glycosaminoglycan) found naturally throughout the body, with a large share in the skin. It binds water, helping skin stay plump and flexible. Natural levels decline with age.</p>' +
      '<h2>Molecular weight</h2>' +
      '<p>High-molecular-weight HA forms a breathable, hydrating film on the surface. Lower-weight forms and fragments reach into the upper layers of the epidermis. Multi-weight formulas combine both effects.</p>' +
      '<h2>How to apply</h2>' +
      '<ul><li>Apply to damp skin, right after cleansing or toning.</li><li>Follow with a moisturizer to reduce evaporation.</li><li>Use morning and night; it pairs with everything.</li></ul>' +
      '<h2>Who benefits</h2>' +
      '<p>Everyone. Dry skin gets comfort, oily skin gets weightless hydration, and skin using drying treatments such as retinoids or acne actives gets relief.</p>' +
      '<h2>Products</h2>' +
      '<p>Explore the <a href="/shop/category/ha-family">HA family</a>, including the <a href="/products/hyaluronic-acid-boosting-serum">Hyaluronic Acid Boosting Serum</a>, <a href="/products/hydrating-essence-toner">Hydrating Essence Toner</a> and <a href="/products/hyaluronic-acid-overnight-mask">Hyaluronic Acid Overnight Mask</a>.</p>',
  },
  {
    path: '/skincare-101/moisturizer',
    title: 'Moisturizer',
    description:
      'How moisturizers work, humectants vs. emollients vs. occlusives, and how to pick the right texture for your skin type.',
    lead: 'Every skin type needs a moisturizer. The trick is choosing the right texture and ingredients for yours.',
    bodyHtml:
      '<h2>How moisturizers work</h2>' +
      '<p>Most moisturizers combine three types of ingredients. <strong>Humectants</strong> (glycerin, hyaluronic acid, urea) draw water into the skin. <strong>Emollients</strong> (squalane, plant oils, ceramides) smooth and soften. <strong>Occlusives</strong> (petrolatum, dimethicone, shea butter) form a barrier that slows water loss.</p>' +
      '<h2>Choosing a texture</h2>' +
      '<ul><li><strong>Oily</strong>: oil-free gels and fluid lotions.</li><li><strong>Combination</strong>: gel creams, or different products for different zones.</li><li><strong>Normal</strong>: light lotions to medium creams.</li><li><strong>Dry</strong>: rich creams with lipids.</li><li><strong>Sensitive</strong>: short, fragrance-free ingredient lists with barrier support.</li></ul>' +
      '<h2>Day vs. night</h2>' +
      '<p>In the morning, a lighter moisturizer under sunscreen (or a moisturizer with SPF) works well. At night, many people prefer a richer cream to support overnight recovery.</p>' +
      '<h2>Application tips</h2>' +
      '<p>Apply to slightly damp skin after serums, using upward strokes over the face and neck.</p>' +
      '<h2>Products</h2>' +
      '<p>See the full <a href="/shop/category/moisturizers">moisturizers</a> range, including the <a href="/products/barrier-repair-moisturizer">Barrier Repair Moisturizer</a> and the <a href="/products/oil-free-mattifying-moisturizer">Oil-Free Mattifying Moisturizer</a>.</p>',
  },
  {
    path: '/skincare-101/normal-skin',
    title: 'Normal Skin',
    description:
      'What normal skin means, how to keep it balanced, and how to use prevention-focused products to keep it healthy long term.',
    lead: 'Normal skin is balanced: not too oily, not too dry, and rarely reactive. The goal is to keep it that way.',
    bodyHtml:
      '<p>Want a routine for normal skin? The <a href="/skin-quiz?skin=normal">skin quiz</a> builds one in six more questions.</p>' +
      '<h2>How to recognize it</h2>' +
      '<p>Normal skin feels comfortable through the day, has small to medium pores, occasional blemishes at most and an even texture. It tolerates most products well.</p>' +
      '<h2>Focus on prevention</h2>' +
      '<p>With fewer day-to-day problems to solve, normal skin benefits most from a routine built around prevention: daily sunscreen, an antioxidant serum and, when you are ready, a retinoid.</p>' +
      '<h2>A simple routine</h2>' +
      '<ul><li>Morning: gentle cleanser, vitamin C, light moisturizer, broad spectrum SPF.</li><li>Evening: cleanser, retinol or hydrating serum, moisturizer.</li><li>Weekly: a gentle exfoliant or mask for radiance.</li></ul>' +
      '<h2>Adjust with the seasons</h2>' +
      '<p>Normal skin can become drier in winter or oilier in summer. Swap textures as needed.</p>' +
      '<h2>Products</h2>' +
      '<p>Try the <a href="/products/gentle-foaming-cleanser">Gentle Foaming Cleanser</a>, <a href="/products/vitamin-c-15-brightening-serum">Vitamin C 15% Brightening Serum</a> and <a href="/products/antioxidant-day-moisturizer">Antioxidant Day Moisturizer</a>. Browse the <a href="/shop/skin-type/normal">normal skin</a> collection.</p>',
  },
  {
    path: '/skincare-101/oily-skin',
    title: 'Oily Skin',
    description:
      'Why some skin makes more oil, how to control shine without stripping, and which ingredients keep pores clear.',
    lead: 'Oily skin makes more sebum, which can mean shine and clogged pores. The upside: it often shows fewer fine lines. Here is how to keep it balanced.',
    bodyHtml:
      '<p>Want a routine for oily skin? The <a href="/skin-quiz?skin=oily">skin quiz</a> builds one in six more questions.</p>' +
      '<h2>Why skin gets oily</h2>' +
      '<p>Sebum production is largely driven by genetics and hormones, particularly androgens. Heat and humidity increase shine, and stripping the skin with harsh products can leave it feeling tight and irritated without reducing oil in the long run.</p>' +
      '<h2>Do not skip moisturizer</h2>' +
      '<p>Oily skin can still be dehydrated, especially when using acne treatments. A light, oil-free moisturizer keeps the barrier healthy.</p>' +
      '<h2>Helpful ingredients</h2>' +
      '<ul><li><strong>Salicylic acid</strong> to clear pores.</li><li><strong>Niacinamide</strong> and <strong>zinc</strong> to balance the look of oil.</li><li><strong>Retinoids</strong> to keep pores clear and refine texture.</li><li><strong>Clay</strong> masks to absorb excess oil.</li></ul>' +
      '<h2>Routine tips</h2>' +
      '<p>Cleanse twice daily with a gel cleanser, use blotting papers rather than extra washing during the day, and choose matte, non-comedogenic sunscreen.</p>' +
      '<h2>Products</h2>' +
      '<p>Try the <a href="/products/niacinamide-pore-refining-serum">Niacinamide Pore Refining Serum</a>, <a href="/products/oil-free-mattifying-moisturizer">Oil-Free Mattifying Moisturizer</a> and <a href="/products/oil-control-spf-50">Oil Control SPF 50</a>. Browse the <a href="/shop/skin-type/oily">oily skin</a> collection.</p>',
  },
  {
    path: '/skincare-101/peptides',
    title: 'Peptides',
    description:
      'What skincare peptides are, the main types and what they do, and how to fit them into a routine with retinol and vitamin C.',
    lead: 'Peptides are short chains of amino acids that act as messengers in skin. They are gentle, versatile and easy to add to any routine.',
    bodyHtml:
      '<h2>What peptides are</h2>' +
      '<p>Proteins such as collagen and elastin are made of long chains of amino acids. Peptides are short chains, typically 2 to 50 amino acids, small enough to use in skincare.</p>' +
      '<h2>Main types</h2>' +
      '<ul><li><strong>Signal peptides</strong> (such as palmitoyl pentapeptide-4 and palmitoyl tripeptide-1) help skin look firmer and smoother.</li><li><strong>Carrier peptides</strong> (such as copper tripeptide-1) deliver trace elements and support resilience.</li><li><strong>Neurotransmitter-affecting peptides</strong> (such as acetyl hexapeptide-8) are used to soften the look of expression lines.</li><li><strong>Enzyme-inhibiting peptides</strong> help protect existing proteins.</li></ul>' +
      '<h2>Evidence and expectations</h2>' +
      '<p>Research on peptides is promising, though generally smaller than for retinoids. Think of them as a well-tolerated supporting player for firmness and texture, especially valuable for skin that cannot tolerate stronger actives.</p>' +
      '<h2>How to use</h2>' +
      '<p>Peptides work well morning or night and pair with most ingredients. Avoid using copper peptides at the same time as L-ascorbic acid or strong acids.</p>' +
      '<h2>Products</h2>' +
      '<p>Try the <a href="/products/peptide-firming-serum">Peptide Firming Serum</a>, <a href="/products/copper-peptide-recovery-serum">Copper Peptide Recovery Serum</a> and <a href="/products/firming-peptide-eye-cream">Firming Peptide Eye Cream</a>.</p>',
  },
  {
    path: '/skincare-101/retinol',
    title: 'Retinol',
    description:
      'Skincare 101 on retinol: what it does, how to start, how to manage dryness and how it compares with other retinoids.',
    lead: 'Retinol is a vitamin A derivative that helps skin renew itself. It is one of the most effective ingredients you can buy without a prescription.',
    bodyHtml:
      '<h2>Benefits</h2>' +
      '<ul><li>Smoother texture and a brighter look.</li><li>Clearer pores and fewer breakouts.</li><li>Softer-looking fine lines and a more even tone over time.</li></ul>' +
      '<h2>How to start</h2>' +
      '<p>Apply a pea-sized amount of a low-strength retinol at night to clean, dry skin, two or three nights a week. Increase gradually. Moisturize afterwards and use sunscreen every morning.</p>' +
      '<h2>Managing dryness</h2>' +
      '<p>Some dryness and flaking in the first weeks is normal. Buffer with moisturizer, reduce frequency or pause for a few nights. Avoid combining with other strong exfoliants while your skin adjusts.</p>' +
      '<h2>The retinoid family</h2>' +
      '<p>Retinyl esters are the gentlest, retinol is the classic option, retinal works faster at lower doses, and prescription retinoic acid is the strongest. Bakuchiol is a plant-based alternative for sensitive skin.</p>' +
      '<h2>Products</h2>' +
      '<p>Start with the <a href="/products/intro-retinol-0-25-serum">Intro Retinol 0.25% Serum</a> and progress to the <a href="/products/retinol-0-5-night-treatment">Retinol 0.5% Night Treatment</a> or <a href="/products/advanced-retinol-1-treatment">Advanced Retinol 1% Treatment</a>. For more, read <a href="/what-is-retinol">What is retinol?</a></p>',
  },
  {
    path: '/skincare-101/scientific-articles',
    title: 'Scientific Articles',
    description:
      'Plain-language summaries of the research behind common skincare ingredients, and tips for reading skincare studies critically.',
    lead: 'Curious about the evidence? Here is a plain-language overview of what research says about key ingredients, and how to read studies critically.',
    bodyHtml:
      '<h2>Sunscreen</h2>' +
      '<p>Randomized controlled trials have shown that regular sunscreen use reduces the risk of certain skin cancers and slows visible photoaging compared with discretionary use. This is the strongest evidence base of any skincare step.</p>' +
      '<h2>Retinoids</h2>' +
      '<p>Decades of clinical research show that topical retinoic acid improves fine wrinkles, roughness and pigmentation in photoaged skin, with histological increases in collagen. Over-the-counter retinol has been shown in controlled studies to improve fine lines, with effects that build over months.</p>' +
      '<h2>Vitamin C</h2>' +
      '<p>Studies of L-ascorbic acid, particularly combined with vitamin E and ferulic acid, have shown reduced markers of UV-induced damage in skin. Smaller trials report improvements in brightness and fine lines.</p>' +
      '<h2>Niacinamide, azelaic acid and tranexamic acid</h2>' +
      '<p>Controlled studies support topical niacinamide for barrier function, oil and uneven pigmentation; azelaic acid for acne and rosacea (at prescription strengths); and topical tranexamic acid for melasma, with many studies in combination with other treatments.</p>' +
      '<h2>How to read skincare studies</h2>' +
      '<ul><li>Check the design: randomized, controlled, double-blind studies are strongest.</li><li>Look at the size: dozens of participants is very different from hundreds.</li><li>Check the concentration and vehicle tested; it may not match the product you are buying.</li><li>Be cautious with claims based only on lab or cell studies.</li><li>Notice who funded the research.</li></ul>' +
      '<p>Learn how we apply research in <a href="/about/science">our science</a>, or see the <a href="/skincare/ingredient-glossary">ingredient glossary</a>.</p>',
  },
  {
    path: '/skincare-101/sensitive-skin',
    title: 'Sensitive Skin',
    description:
      'What makes skin sensitive, how to spot triggers, and how to build a calm, minimal, fragrance-free routine that supports the barrier.',
    lead: 'Sensitive skin reacts easily with stinging, burning, redness or itching. A simple, barrier-focused routine can make a big difference.',
    bodyHtml:
      '<p>Want a routine for sensitive skin? The <a href="/skin-quiz?skin=sensitive">skin quiz</a> builds one in six more questions.</p>' +
      '<h2>What sensitive skin means</h2>' +
      "<p>Sensitive skin is not a medical diagnosis but a common experience: skin that reacts to products or the environment more than expected. It often involves a weakened barrier and more reactive nerve endings. Conditions such as rosacea, eczema and contact allergies can also cause sensitivity and deserve a dermatologist's input.</p>" +
      '<h2>Common triggers</h2>' +
      '<p>Fragrance, essential oils, high concentrations of acids or retinoids, alcohol-heavy products, physical scrubs, hot water, wind, cold and sun.</p>' +
      '<h2>Routine principles</h2>' +
      '<ul><li>Keep routines short: cleanser, moisturizer and mineral sunscreen.</li><li>Choose fragrance-free products with short ingredient lists.</li><li>Patch test new products on the jawline for several days.</li><li>Introduce one new product at a time.</li><li>Look for calming ingredients: centella, panthenol, colloidal oatmeal, niacinamide and ceramides.</li></ul>' +
      '<h2>Actives for sensitive skin</h2>' +
      '<p>Many people with sensitive skin can still enjoy actives in gentler forms: azelaic acid, bakuchiol, vitamin C derivatives and enzyme exfoliants.</p>' +
      '<h2>Products</h2>' +
      '<p>Try the <a href="/products/sensitive-skin-starter-kit">Sensitive Skin Starter Kit</a>, <a href="/products/calming-centella-serum">Calming Centella Serum</a> and <a href="/products/redness-relief-moisturizer">Redness Relief Moisturizer</a>. Browse the <a href="/shop/skin-type/sensitive">sensitive skin</a> collection.</p>',
  },
  {
    path: '/skincare-101/serums',
    title: 'Serums',
    description:
      'What serums are, how they differ from moisturizers, how to choose one for your concern and how many you really need.',
    lead: 'Serums deliver concentrated active ingredients in a lightweight texture. They are the workhorses of a targeted routine.',
    bodyHtml:
      '<h2>What makes a serum</h2>' +
      '<p>Serums are typically water- or oil-based formulas with a higher concentration of active ingredients and fewer heavy emollients than moisturizers. Their light texture lets them go on first, close to the skin.</p>' +
      '<h2>Choosing by concern</h2>' +
      '<ul><li><strong>Dullness and prevention</strong>: vitamin C and antioxidants.</li><li><strong>Dehydration</strong>: hyaluronic acid.</li><li><strong>Oil and pores</strong>: niacinamide.</li><li><strong>Dark spots</strong>: tranexamic acid, azelaic acid.</li><li><strong>Firmness and lines</strong>: peptides, retinoids.</li><li><strong>Redness</strong>: centella, azelaic acid.</li></ul>' +
      '<h2>How many do you need?</h2>' +
      '<p>One or two is plenty for most people. A common pairing is an antioxidant in the morning and a treatment serum at night. Layering many serums increases the chance of irritation without adding much benefit.</p>' +
      '<h2>How to apply</h2>' +
      '<p>Apply a few drops after cleansing and toning, before eye cream and moisturizer. Water-based serums go before oil-based ones.</p>' +
      '<h2>Products</h2>' +
      '<p>Browse all <a href="/shop/category/serums">serums</a>, including the <a href="/products/hyaluronic-acid-boosting-serum">Hyaluronic Acid Boosting Serum</a> and the <a href="/products/niacinamide-pore-refining-serum">Niacinamide Pore Refining Serum</a>.</p>',
  },
];
