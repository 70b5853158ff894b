import type { SeedBlogCategory, SeedBlogPost } from './types';

export const blogCategories: SeedBlogCategory[] = [
  {
    slug: 'skin-science',
    title: 'Skin Science',
    description:
      'How skin works, explained clearly: the barrier, sun damage, pigment, aging and what the research actually says.',
  },
  {
    slug: 'ingredients',
    title: 'Ingredients',
    description:
      'Deep dives into the actives on your label, from retinoids and vitamin C to niacinamide, acids and hyaluronic acid.',
  },
  {
    slug: 'routines',
    title: 'Routines',
    description:
      'Step-by-step guidance for building, layering and adjusting a routine that fits your skin and your schedule.',
  },
  {
    slug: 'lifestyle',
    title: 'Lifestyle',
    description:
      'Travel, seasons, sleep, stress and everyday habits that show up on your skin, with practical ways to adapt.',
  },
];

export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'how-your-skin-barrier-works',
    categorySlug: 'skin-science',
    title: 'How Your Skin Barrier Works (and How to Tell When It Needs Help)',
    excerpt:
      'Stinging, tightness and sudden sensitivity are often signs of a stressed barrier. Here is what the barrier is made of and how to bring it back.',
    author: 'Maya Chen, Cosmetic Chemist',
    publishedAt: '2026-09-15T08:00:00.000Z',
    readingMinutes: 7,
    featured: true,
    bodyHtml:
      '<p>When people talk about the skin barrier, they usually mean the <strong>stratum corneum</strong>, the outermost layer of the epidermis. It is only a fraction of a millimeter thick, yet it does two big jobs: it keeps water in and keeps irritants, allergens and microbes out.</p>' +
      '<h2>Bricks and mortar</h2>' +
      '<p>Dermatologists often describe the stratum corneum as a brick wall. The bricks are corneocytes, flattened cells filled with keratin. The mortar is a mix of lipids, roughly equal parts <strong>ceramides</strong>, <strong>cholesterol</strong> and <strong>free fatty acids</strong>, arranged in tidy layers. Natural moisturizing factors such as amino acids, urea and lactate sit inside the cells and hold on to water. When any of those parts run low, water escapes faster and skin feels tight and rough.</p>' +
      '<h2>Signs your barrier is struggling</h2>' +
      '<ul><li>Products that never bothered you suddenly sting or burn.</li><li>Skin feels tight within minutes of cleansing.</li><li>Flaky patches appear alongside oiliness or breakouts.</li><li>Redness lingers longer than usual.</li></ul>' +
      '<p>Common causes include over-exfoliating, starting too many actives at once, hot showers, harsh cleansers, cold dry air and, for some people, conditions such as eczema.</p>' +
      '<h2>How to help it recover</h2>' +
      '<p>The fastest fix is usually subtraction. Pause exfoliating acids, scrubs and retinoids for one to two weeks. Switch to a low-foam or cream cleanser such as our <a href="/products/hydrating-cream-cleanser">Hydrating Cream Cleanser</a> and use lukewarm water. Then add back lipids: a moisturizer with ceramides, cholesterol and fatty acids, like our <a href="/products/barrier-repair-moisturizer">Barrier Repair Moisturizer</a>, helps refill the mortar directly.</p>' +
      '<p>Humectants like glycerin and hyaluronic acid pull water into the skin, and occlusives such as squalane or petrolatum slow its escape. A simple, fragrance-free combination of the two is usually more helpful than a long list of botanicals while skin is reactive. You can browse our full range for <a href="/shop/concern/sensitive-skin">sensitive skin</a> if you want more options.</p>' +
      '<h2>Bringing actives back</h2>' +
      '<p>Once skin feels comfortable for a week, reintroduce one active at a time, starting at two or three nights a week. If stinging returns, step back again. A healthy barrier is not a bonus; it is what allows retinol, vitamin C and acids to do their work without setbacks. If redness, itching or cracking persists, see a dermatologist, as conditions like eczema or contact dermatitis benefit from medical care.</p>',
    relatedProductHandles: ['barrier-repair-moisturizer', 'hydrating-cream-cleanser', 'calming-centella-serum'],
    image: {
      texture: '#f3ede3',
      finish: 'cream',
      props: ['oat', 'leaf'],
      backdrop: 'sage',
      alt: 'A swirl of barrier cream with oat flakes and leaves on pale stone',
    },
  },
  {
    slug: 'uva-uvb-and-visible-light-explained',
    categorySlug: 'skin-science',
    title: 'UVA, UVB and Visible Light: What Your Sunscreen Is Protecting You From',
    excerpt:
      'SPF only tells half the story. Learn how UVA, UVB and visible light affect skin, and how to read a sunscreen label.',
    author: 'Maya Chen, Cosmetic Chemist',
    publishedAt: '2026-05-05T08:00:00.000Z',
    readingMinutes: 6,
    featured: false,
    bodyHtml:
      '<p>Sunlight that reaches the ground contains ultraviolet radiation, visible light and infrared. For skin, ultraviolet is the main concern, and it comes in two types that reach us: <strong>UVB</strong> and <strong>UVA</strong>.</p>' +
      '<h2>UVB: the burning rays</h2>' +
      '<p>UVB has shorter wavelengths and mostly affects the outer layers of skin. It is the main cause of sunburn and plays a large role in skin cancer. UVB intensity varies with season, time of day and altitude, peaking around midday in summer. The <strong>SPF number</strong> on a label measures protection mainly against UVB.</p>' +
      '<h2>UVA: the aging rays</h2>' +
      '<p>UVA has longer wavelengths, penetrates deeper into the dermis and is present at fairly steady levels all year and through clouds and window glass. It contributes to wrinkles, loss of firmness and uneven pigment, and it also contributes to skin cancer risk. In the US, the words <strong>broad spectrum</strong> on a label mean the product has passed a test for UVA protection in proportion to its UVB protection.</p>' +
      '<h2>What about visible light?</h2>' +
      '<p>High-energy visible light can deepen hyperpigmentation and melasma, especially in medium to deep skin tones. Standard sunscreen filters do little against it, but <strong>iron oxides</strong>, the pigments in tinted sunscreens, help. That is why we often recommend a tinted formula like <a href="/products/sheer-tint-spf-45">Sheer Tint SPF 45</a> to anyone managing dark spots.</p>' +
      '<h2>Reading the label</h2>' +
      '<ul><li>Choose <strong>broad spectrum SPF 30 or higher</strong> for daily use.</li><li>Water resistance is listed as 40 or 80 minutes; reapply after swimming or sweating.</li><li>Mineral filters (zinc oxide, titanium dioxide) and chemical filters both work when applied properly.</li></ul>' +
      '<p>The best sunscreen is the one you apply generously every day, about a quarter teaspoon for the face and neck, and reapply every two hours outdoors. If you struggle with texture, try a lighter formula such as <a href="/products/daily-mineral-spf-45">Daily Mineral SPF 45</a> or the matte <a href="/products/oil-control-spf-50">Oil Control SPF 50</a>. See our full <a href="/shop/category/broad-spectrum-spf">broad spectrum SPF</a> collection, and pair sunscreen with shade, hats and sunglasses for the best protection.</p>',
    relatedProductHandles: ['daily-mineral-spf-45', 'sheer-tint-spf-45', 'oil-control-spf-50'],
    image: {
      texture: '#f5f2ec',
      finish: 'cream',
      props: ['sun', 'pebbles'],
      backdrop: 'sand',
      alt: 'Sunscreen smoothed across warm stone in hard window light',
    },
  },
  {
    slug: 'what-causes-dark-spots',
    categorySlug: 'skin-science',
    title: 'What Causes Dark Spots, and Why They Take So Long to Fade',
    excerpt:
      'Sun spots, post-blemish marks and melasma all involve melanin, but they behave differently. Here is how to approach each.',
    author: 'Priya Raman, Skincare Editor',
    publishedAt: '2025-11-11T08:00:00.000Z',
    readingMinutes: 7,
    featured: false,
    bodyHtml:
      '<p>Almost everyone deals with some form of uneven pigment at some point. Dark spots form when <strong>melanocytes</strong>, the pigment-producing cells in the lower epidermis, make extra melanin in one area and pass it to surrounding skin cells.</p>' +
      '<h2>The three common types</h2>' +
      '<ul><li><strong>Sun spots</strong> (solar lentigines) are flat, well-defined brown spots that appear after years of UV exposure on the face, hands and chest.</li><li><strong>Post-inflammatory hyperpigmentation</strong> (PIH) is the mark left after a blemish, bug bite or irritation. It is more common and longer lasting in deeper skin tones.</li><li><strong>Melasma</strong> appears as larger, symmetrical patches, often on the cheeks, forehead and upper lip. Hormones, heat and visible light are involved, and it tends to recur.</li></ul>' +
      '<h2>Why fading is slow</h2>' +
      '<p>Pigment that sits in the upper epidermis can fade as skin naturally sheds, which takes about a month or more per cycle. Pigment that has dropped deeper into the dermis fades much more slowly. On top of that, every unprotected hour in the sun can restart the process. Expect to commit for at least <strong>8 to 12 weeks</strong> before judging a routine.</p>' +
      '<h2>Ingredients that help</h2>' +
      '<p>Effective routines attack the problem from several angles. Ingredients like <strong>tranexamic acid</strong>, <strong>kojic acid</strong>, <strong>azelaic acid</strong>, <strong>licorice root</strong> and <strong>vitamin C</strong> help with the look of discoloration, while <strong>niacinamide</strong> helps limit how pigment is passed to surface cells. Exfoliants such as glycolic or lactic acid and retinoids speed up turnover so existing pigment sheds sooner. Our <a href="/products/tranexamic-tone-correcting-serum">Tranexamic Tone Correcting Serum</a> combines several of these, and the <a href="/products/brightening-discovery-kit">Brightening Discovery Kit</a> builds a full routine around it.</p>' +
      '<h2>Sunscreen is non-negotiable</h2>' +
      '<p>No brightening serum can outpace daily sun exposure. Use broad spectrum SPF 30 or higher every morning, reapply outdoors, and consider a tinted formula with iron oxides for visible light. Browse everything for <a href="/shop/concern/discolorations">discolorations</a> in one place.</p>' +
      '<p>Finally, see a dermatologist about any spot that is new, changing, bleeding or irregular in shape or color. Not every dark spot is cosmetic, and a quick skin check is always worth it.</p>',
    relatedProductHandles: ['tranexamic-tone-correcting-serum', 'brightening-discovery-kit', 'sheer-tint-spf-45'],
    image: {
      texture: '#e8c68c',
      finish: 'fluid',
      props: ['citrus', 'sun'],
      backdrop: 'bone',
      alt: 'Drops of vitamin C serum and a slice of orange in window light',
    },
  },
  {
    slug: 'how-skin-changes-with-age',
    categorySlug: 'skin-science',
    title: 'How Skin Changes With Age, Decade by Decade',
    excerpt:
      'Collagen, oil production, cell turnover and hormones all shift over time. Knowing what changes helps you choose what to use.',
    author: 'Jordan Ellis, Licensed Esthetician',
    publishedAt: '2025-03-18T08:00:00.000Z',
    readingMinutes: 8,
    featured: false,
    bodyHtml:
      '<p>Skin aging has two main drivers. <strong>Intrinsic aging</strong> is the gradual, genetically programmed slowdown that happens to everyone. <strong>Extrinsic aging</strong> comes from the environment, above all UV exposure, along with smoking and pollution. The good news is that extrinsic factors account for a large share of visible changes, and they are the ones you can influence.</p>' +
      '<h2>In your twenties</h2>' +
      '<p>Collagen production starts a slow decline of roughly one percent a year from early adulthood. Many people still deal with breakouts, so routines focus on clearing pores and building habits: gentle cleansing, daily sunscreen, and perhaps a starter retinoid like our <a href="/products/intro-retinol-0-25-serum">Intro Retinol 0.25% Serum</a>, which helps both texture and future lines.</p>' +
      '<h2>In your thirties</h2>' +
      '<p>Cell turnover slows, so skin can look duller and fine lines around the eyes appear. Early sun damage may show up as spots. Antioxidants in the morning, a consistent retinoid at night and a dedicated eye cream become useful. This is also a common time for melasma to appear.</p>' +
      '<h2>In your forties and fifties</h2>' +
      '<p>Declining estrogen around perimenopause and menopause leads to drier, thinner skin and a noticeable drop in collagen in the first years after menopause. Skin may feel less firm and more sensitive. Richer moisturizers with <strong>ceramides</strong> and <strong>peptides</strong>, such as the <a href="/products/rich-recovery-cream">Rich Recovery Cream</a>, and gentler retinoid forms become valuable. Do not forget the neck and chest.</p>' +
      '<h2>Sixty and beyond</h2>' +
      '<p>Oil production continues to fall and the barrier takes longer to recover, so comfort and protection are the priorities: non-stripping cleansers, rich moisturizers, and continued sunscreen. Skin checks with a dermatologist become especially important.</p>' +
      '<h2>The constants</h2>' +
      '<p>At every age, the most evidence-backed steps are the same: daily broad spectrum sunscreen, a retinoid if your skin tolerates it, and consistent moisture. Explore our <a href="/shop/concern/visible-aging">visible aging</a> collection, or read more about <a href="/skincare-101/collagen">collagen</a> in Skincare 101.</p>',
    relatedProductHandles: ['intro-retinol-0-25-serum', 'rich-recovery-cream', 'peptide-firming-serum'],
    image: {
      texture: '#eedfae',
      finish: 'cream',
      props: ['linen', 'flower'],
      backdrop: 'clay',
      alt: 'A swirl of retinol cream beside folded linen and chamomile flowers',
    },
  },
  {
    slug: 'retinol-vs-retinal-vs-bakuchiol',
    categorySlug: 'ingredients',
    title: 'Retinol vs. Retinal vs. Bakuchiol: Which One Is Right for You?',
    excerpt:
      'They all promise smoother skin, but they work differently. A plain-language comparison of the most popular retinoid options.',
    author: 'Maya Chen, Cosmetic Chemist',
    publishedAt: '2026-08-04T08:00:00.000Z',
    readingMinutes: 8,
    featured: true,
    bodyHtml:
      '<p>Vitamin A derivatives, known as <strong>retinoids</strong>, are among the most studied ingredients in skincare. They help speed up cell turnover, keep pores clear and, over months, improve the look of fine lines, texture and uneven tone. But not every retinoid works the same way.</p>' +
      '<h2>The conversion chain</h2>' +
      '<p>Skin ultimately responds to <strong>retinoic acid</strong>. Over-the-counter forms must be converted into it: retinyl esters become retinol, retinol becomes retinaldehyde (retinal), and retinal becomes retinoic acid. Each step means a gentler but slower effect. Prescription retinoids, such as tretinoin, skip the conversion entirely and are stronger.</p>' +
      '<h2>Retinol</h2>' +
      '<p>Retinol is the most familiar option, widely studied and available in strengths from about 0.1% to 1%. It is a great choice for most people. Start low and slow, for example with our <a href="/products/intro-retinol-0-25-serum">Intro Retinol 0.25% Serum</a>, and move up to the <a href="/products/retinol-0-5-night-treatment">Retinol 0.5% Night Treatment</a> once your skin is comfortable.</p>' +
      '<h2>Retinal</h2>' +
      '<p>Retinaldehyde is one step closer to retinoic acid, so it works efficiently at lower concentrations, typically 0.05% to 0.1%. It is a good upgrade for people who have plateaued on retinol, and it pairs well with a rich base for dry or mature skin, as in our <a href="/products/retinal-renewal-cream">Retinal Renewal Cream</a>.</p>' +
      '<h2>Bakuchiol</h2>' +
      '<p>Bakuchiol is not a retinoid at all. It is a plant compound that, in small clinical studies, improved fine lines and pigmentation with less irritation than retinol. It is an appealing option for very sensitive skin and for people who prefer to avoid retinoids. Try the <a href="/products/bakuchiol-night-serum">Bakuchiol Night Serum</a>.</p>' +
      '<h2>Tips for any option</h2>' +
      '<ul><li>Apply at night to dry skin, a pea-sized amount for the whole face.</li><li>Start two or three nights a week and build up.</li><li>Buffer with moisturizer if you feel dry or flaky.</li><li>Wear sunscreen daily, and avoid retinoids during pregnancy or while trying to conceive unless your doctor says otherwise.</li></ul>' +
      '<p>Shop all <a href="/shop/category/retinols">retinols</a>, or read our <a href="/what-is-retinol">complete retinol guide</a>.</p>',
    relatedProductHandles: [
      'intro-retinol-0-25-serum',
      'retinol-0-5-night-treatment',
      'retinal-renewal-cream',
      'bakuchiol-night-serum',
    ],
    image: {
      texture: '#eedfae',
      finish: 'fluid',
      props: ['leaf', 'linen'],
      backdrop: 'clay',
      alt: 'Drops of golden retinol serum with leaves and folded linen',
    },
  },
  {
    slug: 'vitamin-c-forms-and-stability',
    categorySlug: 'ingredients',
    title: 'A Guide to Vitamin C: Forms, Strengths and Why Stability Matters',
    excerpt:
      'L-ascorbic acid, THD ascorbate, ascorbyl glucoside: what the names mean and how to choose the right vitamin C for your skin.',
    author: 'Maya Chen, Cosmetic Chemist',
    publishedAt: '2026-02-24T08:00:00.000Z',
    readingMinutes: 7,
    featured: false,
    bodyHtml:
      '<p>Vitamin C is a powerful antioxidant that helps neutralize free radicals generated by UV and pollution, brightens dull skin and plays a role in collagen production. Yet vitamin C serums vary enormously, and the form on the label matters.</p>' +
      '<h2>L-ascorbic acid</h2>' +
      '<p>Pure <strong>L-ascorbic acid</strong> (LAA) is the most researched form. It needs a low pH, around 3.5, to penetrate, and it oxidizes quickly when exposed to air, light and heat. Concentrations of 10% to 20% are typical. Pairing it with <strong>vitamin E</strong> and <strong>ferulic acid</strong> has been shown to improve stability and photoprotection, which is the approach of our <a href="/products/vitamin-c-15-brightening-serum">Vitamin C 15% Brightening Serum</a>.</p>' +
      '<h2>Derivatives</h2>' +
      '<ul><li><strong>Tetrahexyldecyl ascorbate</strong> (THD) is oil-soluble, stable and comfortable for sensitive skin.</li><li><strong>Sodium ascorbyl phosphate</strong> and <strong>magnesium ascorbyl phosphate</strong> are water-soluble and gentle.</li><li><strong>Ascorbyl glucoside</strong> and <strong>ethyl ascorbic acid</strong> are stable and convert to vitamin C in skin.</li></ul>' +
      '<p>Derivatives are usually gentler and more stable, though they have less published data than LAA. If LAA stings, the <a href="/products/gentle-vitamin-c-serum">Gentle Vitamin C Serum</a> is a good alternative.</p>' +
      '<h2>Signs of oxidation</h2>' +
      '<p>LAA serums turn from pale straw to deep orange or brown as they oxidize. A slight change in color is normal over a few months; a dark brown serum has lost much of its effectiveness. Keep the cap tight, store away from heat and light, and finish a bottle within about three months of opening.</p>' +
      '<h2>How to use it</h2>' +
      '<p>Apply vitamin C in the morning to clean, dry skin, then moisturizer and sunscreen. Antioxidants and sunscreen complement each other: sunscreen reduces the UV that reaches skin, while antioxidants help handle the free radicals that still form. Explore all <a href="/shop/category/antioxidants">antioxidants</a>, or visit our <a href="/vitaminc">vitamin C explainer</a>.</p>',
    relatedProductHandles: ['vitamin-c-15-brightening-serum', 'gentle-vitamin-c-serum', 'antioxidant-defense-serum'],
    image: {
      texture: '#e8c68c',
      finish: 'fluid',
      props: ['citrus', 'drops'],
      backdrop: 'sand',
      alt: 'Vitamin C serum drops beside a sliced orange',
    },
  },
  {
    slug: 'niacinamide-the-multitasker',
    categorySlug: 'ingredients',
    title: 'Niacinamide: Why This Vitamin Works for Almost Everyone',
    excerpt:
      'Pores, oil, redness, uneven tone and barrier support: niacinamide helps with a long list of concerns. Here is how to use it well.',
    author: 'Priya Raman, Skincare Editor',
    publishedAt: '2025-08-19T08:00:00.000Z',
    readingMinutes: 5,
    featured: false,
    bodyHtml:
      '<p><strong>Niacinamide</strong>, also called nicotinamide, is a form of vitamin B3. It is water-soluble, stable, works at a skin-friendly pH and plays well with almost every other ingredient, which is why it appears in so many formulas.</p>' +
      '<h2>What it does</h2>' +
      '<ul><li>Supports the skin barrier by encouraging ceramide production.</li><li>Helps regulate the look of oil and shine.</li><li>Visibly minimizes the appearance of enlarged pores.</li><li>Helps even the look of tone by reducing the transfer of pigment to surface cells.</li><li>Calms the look of redness.</li></ul>' +
      '<h2>How much do you need?</h2>' +
      '<p>Studies have shown benefits at concentrations from 2% to 5%, and many serums now use 10%. Higher is not always better: some people with sensitive skin experience flushing at high strengths. If you are new to it, a moisturizer or lower-strength serum is a fine starting point. Our <a href="/products/niacinamide-pore-refining-serum">Niacinamide Pore Refining Serum</a> uses 10% for oily and breakout-prone skin, while the <a href="/products/barrier-repair-moisturizer">Barrier Repair Moisturizer</a> includes a gentler dose.</p>' +
      '<h2>Pairing it with other actives</h2>' +
      '<p>An old myth says niacinamide and vitamin C cancel each other out. That concern came from studies using conditions very different from modern skincare, and today they are routinely used together. Niacinamide also pairs well with retinoids, where its barrier support can make a retinoid easier to tolerate.</p>' +
      '<h2>Who benefits most</h2>' +
      '<p>Niacinamide is especially helpful for <a href="/shop/skin-type/oily">oily</a> and <a href="/shop/skin-type/combination">combination</a> skin and for people with post-blemish marks. Expect visible changes to oil and pores within four to eight weeks of twice-daily use, and changes in tone over a longer period.</p>' +
      '<h2>A note on flushing</h2>' +
      '<p>Occasionally people notice temporary warmth or redness after applying a high-strength niacinamide serum. If that happens, switch to a lower concentration, apply it over moisturizer rather than under, or use it once a day. Niacinamide is not the same as niacin (nicotinic acid), the form of vitamin B3 taken as a supplement that is well known for causing a flush.</p>',
    relatedProductHandles: [
      'niacinamide-pore-refining-serum',
      'barrier-repair-moisturizer',
      'oil-free-mattifying-moisturizer',
    ],
    image: {
      texture: '#f1ede4',
      finish: 'gel',
      props: ['pebbles', 'drops'],
      backdrop: 'stone',
      alt: 'A clear serum gel with smooth pebbles on stone',
    },
  },
  {
    slug: 'hyaluronic-acid-myths',
    categorySlug: 'ingredients',
    title: 'Five Hyaluronic Acid Myths, Debunked',
    excerpt:
      'Does hyaluronic acid dry out your skin? Does it hold 1,000 times its weight in water? We separate fact from marketing.',
    author: 'Maya Chen, Cosmetic Chemist',
    publishedAt: '2025-06-03T08:00:00.000Z',
    readingMinutes: 5,
    featured: false,
    bodyHtml:
      '<p><strong>Hyaluronic acid</strong> (HA) is a sugar molecule your body makes naturally; a large share of it lives in the skin, where it helps hold water in the tissue. In skincare it is a humectant, which means it attracts and binds water. It is popular for good reason, but a few myths have grown up around it.</p>' +
      '<h2>Myth 1: It holds 1,000 times its weight in water</h2>' +
      '<p>This figure is often repeated, but its origin is unclear and it describes HA in a lab, not on your face. What matters is that HA is an excellent humectant that helps skin look plumper and smoother.</p>' +
      '<h2>Myth 2: It pulls water out of your skin in dry air</h2>' +
      '<p>In very dry conditions, any humectant left alone on the surface can feel less effective. The fix is simple: apply HA to damp skin and follow with a moisturizer that reduces evaporation. That is exactly how we recommend using the <a href="/products/hyaluronic-acid-boosting-serum">Hyaluronic Acid Boosting Serum</a>.</p>' +
      '<h2>Myth 3: Smaller molecules are always better</h2>' +
      '<p>Large HA molecules stay on the surface and form a smoothing, hydrating film; smaller fragments reach further into the upper layers. Combining several weights gives both effects, which is why multi-weight formulas are common.</p>' +
      '<h2>Myth 4: Oily skin does not need it</h2>' +
      '<p>Oil and water are different things. Oily skin can still be dehydrated, especially when using drying acne treatments. A light gel like the <a href="/products/hyaluronic-acid-gel-cream">Hyaluronic Acid Gel Cream</a> hydrates without heaviness.</p>' +
      '<h2>Myth 5: Topical HA builds collagen</h2>' +
      '<p>Topical HA mainly hydrates; its plumping effect is real but temporary. For long-term changes in firmness, look to retinoids, peptides, vitamin C and, above all, sunscreen. Browse the <a href="/shop/category/ha-family">HA family</a> or learn more in <a href="/skincare-101/hyaluronic-acid">Skincare 101: Hyaluronic Acid</a>.</p>',
    relatedProductHandles: ['hyaluronic-acid-boosting-serum', 'hyaluronic-acid-gel-cream', 'hydrating-essence-toner'],
    image: {
      texture: '#e6edef',
      finish: 'gel',
      props: ['drops'],
      backdrop: 'mist',
      alt: 'A glossy hyaluronic acid gel with water droplets on cool stone',
    },
  },
  {
    slug: 'how-to-layer-skincare',
    categorySlug: 'routines',
    title: 'How to Layer Your Skincare in the Right Order',
    excerpt:
      'Thinnest to thickest, treatments before creams, sunscreen last. A simple framework for getting the most from every product.',
    author: 'Jordan Ellis, Licensed Esthetician',
    publishedAt: '2026-07-07T08:00:00.000Z',
    readingMinutes: 6,
    featured: true,
    bodyHtml:
      '<p>The order you apply products in affects how well they work and how they feel. The general rule is <strong>thinnest to thickest</strong>: watery textures go on first, richer creams and oils last, so each layer can reach the skin without being blocked by a heavier one.</p>' +
      '<h2>Morning order</h2>' +
      '<ul><li><strong>Cleanser</strong>: a gentle wash, or just water if your skin is dry.</li><li><strong>Toner or essence</strong> (optional): a hydrating layer like the <a href="/products/hydrating-essence-toner">Hydrating Essence Toner</a>.</li><li><strong>Antioxidant serum</strong>: vitamin C is ideal in the morning.</li><li><strong>Eye cream</strong>.</li><li><strong>Moisturizer</strong>.</li><li><strong>Sunscreen</strong>: always the last skincare step.</li></ul>' +
      '<h2>Evening order</h2>' +
      '<ul><li><strong>Cleanse</strong>, double cleansing with a balm first if you wore sunscreen or makeup.</li><li><strong>Exfoliant</strong> (on some nights), such as a glycolic toner.</li><li><strong>Treatment</strong>: retinoid or targeted serum.</li><li><strong>Eye cream</strong>.</li><li><strong>Moisturizer or night cream</strong>, and an oil if you use one.</li></ul>' +
      '<h2>What not to stack</h2>' +
      '<p>Most ingredients coexist happily, but a few combinations are best separated. Avoid using strong exfoliating acids and retinoids on the same night when you are starting out. Benzoyl peroxide can degrade some forms of retinol, so use it in the morning or on alternate nights. Copper peptides and L-ascorbic acid are better used at different times of day.</p>' +
      '<h2>How long to wait between layers</h2>' +
      '<p>For most products, 30 to 60 seconds is enough. Low-pH vitamin C and retinoids may feel better on fully dry skin. Sunscreen needs a few minutes to set before makeup.</p>' +
      '<h2>Keep it simple</h2>' +
      '<p>Finally, give each layer a purpose. If two products do the same job, for example two hydrating serums, you rarely need both. Fewer, well-chosen layers absorb better, cost less and make it easier to tell what is working.</p>' +
      '<h2>Putting it together</h2>' +
      '<p>A routine does not need ten steps. Cleanser, one treatment, moisturizer and sunscreen cover the essentials. If you want a ready-made routine, our <a href="/shop/category/starter-kits">starter kits</a> are built in the right order, or try the <a href="/skincare/routine-builder">routine builder</a>.</p>',
    relatedProductHandles: ['hydrating-essence-toner', 'vitamin-c-15-brightening-serum', 'daily-mineral-spf-45'],
    image: {
      texture: '#f3ede3',
      finish: 'cream',
      props: ['drops', 'leaf'],
      backdrop: 'bone',
      alt: 'A swirl of moisturizer with water droplets and leaves',
    },
  },
  {
    slug: 'morning-vs-night-routine',
    categorySlug: 'routines',
    title: 'Morning vs. Night: What Belongs in Each Routine',
    excerpt:
      'Your daytime routine should protect, and your evening routine should repair. Here is how to split your products.',
    author: 'Jordan Ellis, Licensed Esthetician',
    publishedAt: '2025-10-14T08:00:00.000Z',
    readingMinutes: 5,
    featured: false,
    bodyHtml:
      '<p>A helpful way to think about your routines: mornings are about <strong>protection</strong>, evenings are about <strong>repair and treatment</strong>. Skin faces UV, pollution and makeup by day, and it does a lot of its renewal at night.</p>' +
      '<h2>The morning routine</h2>' +
      '<p>Start with a gentle cleanse. Then apply an antioxidant serum, which helps defend against free radicals from sun and pollution. Follow with a moisturizer suited to your skin type and finish with broad spectrum SPF 30 or higher. If you want to save a step, a moisturizer with SPF such as <a href="/products/hydrating-moisturizer-spf-30">Hydrating Moisturizer SPF 30</a> works, as long as you apply enough.</p>' +
      '<h2>The evening routine</h2>' +
      '<p>Evening is the time for ingredients that increase sun sensitivity or break down in light, such as retinoids and most exfoliating acids. Cleanse thoroughly, apply your treatment, and finish with a moisturizer. A ceramide-rich option like the <a href="/products/ceramide-night-cream">Ceramide Night Cream</a> supports the barrier overnight.</p>' +
      '<h2>Rotating actives</h2>' +
      '<p>Many people do best with a simple weekly rotation: retinoid nights, exfoliation nights and recovery nights with just hydration. For example: retinoid on Monday, Wednesday and Friday; exfoliant on Saturday; recovery on the other nights. Adjust to how your skin responds.</p>' +
      '<h2>When to use hydrating products</h2>' +
      '<p>Hydrating serums and moisturizers can go in both routines. They are especially useful on nights you use strong actives, to keep skin comfortable. Find products matched to your skin in our <a href="/shop/skin-type/normal">normal</a>, <a href="/shop/skin-type/dry">dry</a> and <a href="/shop/skin-type/sensitive">sensitive</a> skin collections.</p>',
    relatedProductHandles: ['hydrating-moisturizer-spf-30', 'ceramide-night-cream', 'antioxidant-defense-serum'],
    image: {
      texture: '#e6edef',
      finish: 'fluid',
      props: ['sun', 'linen'],
      backdrop: 'mist',
      alt: 'Serum drops in morning window light beside folded linen',
    },
  },
  {
    slug: 'introducing-retinol-without-irritation',
    categorySlug: 'routines',
    title: 'How to Start Retinol Without the Peeling',
    excerpt:
      'The first month of retinol can be rough. These techniques help your skin adjust so you can keep going long enough to see results.',
    author: 'Jordan Ellis, Licensed Esthetician',
    publishedAt: '2026-01-20T08:00:00.000Z',
    readingMinutes: 6,
    featured: false,
    bodyHtml:
      '<p>Retinoids are rewarding but they ask for patience. In the first weeks, many people experience some dryness, flaking or redness, sometimes called <em>retinization</em>. It usually settles as skin adapts. These strategies help.</p>' +
      '<h2>Start low and slow</h2>' +
      '<p>Choose a beginner strength such as 0.25% retinol and use it two or three nights a week for the first two weeks. If skin is comfortable, move to every other night, then nightly. Our <a href="/products/intro-retinol-0-25-serum">Intro Retinol 0.25% Serum</a> uses encapsulation for a slower, gentler release.</p>' +
      '<h2>Use the right amount</h2>' +
      '<p>A pea-sized amount covers the whole face. More product does not mean faster results, only more irritation. Keep it away from the corners of the nose, the lips and the eyelids, where skin is thin.</p>' +
      '<h2>Try buffering or the sandwich method</h2>' +
      '<p>Applying a moisturizer before and/or after your retinoid reduces how much reaches the skin at once, which can make it easier to tolerate. Once your skin adjusts, you can phase out the first layer. The <a href="/products/barrier-repair-moisturizer">Barrier Repair Moisturizer</a> is a good partner.</p>' +
      '<h2>Simplify everything else</h2>' +
      '<p>While your skin adjusts, pause other exfoliants, scrubs and strong acne treatments. Use a gentle cleanser and do not skip sunscreen in the morning, as retinoids can make skin more sun-sensitive.</p>' +
      '<h2>Know when to step back</h2>' +
      '<p>Mild dryness is expected; burning, swelling or cracked skin are signs to stop for a few days and then restart less often. Give any retinoid 12 weeks before judging results. Ready to begin? Browse <a href="/shop/category/retinols">our retinols</a> or the <a href="/products/anti-aging-starter-kit">Anti-Aging Starter Kit</a>.</p>',
    relatedProductHandles: ['intro-retinol-0-25-serum', 'barrier-repair-moisturizer', 'anti-aging-starter-kit'],
    image: {
      texture: '#eedfae',
      finish: 'cream',
      props: ['oat', 'flower'],
      backdrop: 'clay',
      alt: 'A gentle retinol cream with oat flakes and chamomile flowers',
    },
  },
  {
    slug: 'building-an-acne-routine',
    categorySlug: 'routines',
    title: 'Building a Routine for Breakout-Prone Skin',
    excerpt:
      'Clearer skin comes from consistency, not harshness. A step-by-step approach to over-the-counter acne care.',
    author: 'Priya Raman, Skincare Editor',
    publishedAt: '2025-09-02T08:00:00.000Z',
    readingMinutes: 7,
    featured: false,
    bodyHtml:
      '<p>Acne develops when excess oil, dead skin cells and bacteria combine in a pore, sometimes with inflammation. An effective routine addresses each of these with a few well-chosen ingredients used consistently.</p>' +
      '<h2>Step 1: cleanse gently</h2>' +
      '<p>Scrubbing harder does not clear skin faster. A cleanser with salicylic acid, such as the <a href="/products/salicylic-clarifying-wash">Salicylic Clarifying Wash</a>, helps loosen the debris inside pores. If you break out on the chest or back, a benzoyl peroxide wash is useful there.</p>' +
      '<h2>Step 2: treat</h2>' +
      '<ul><li><strong>Benzoyl peroxide</strong> reduces acne-causing bacteria and works well on inflamed spots.</li><li><strong>Salicylic acid</strong> is best for blackheads and clogged pores.</li><li><strong>Retinoids</strong> help prevent clogged pores from forming; adapalene is available over the counter.</li><li><strong>Azelaic acid</strong> and <strong>niacinamide</strong> help with blemishes and the marks they leave.</li></ul>' +
      '<h2>Step 3: moisturize</h2>' +
      '<p>Acne treatments are drying, and dry, irritated skin can lead to more problems. Choose a lightweight, non-comedogenic option like the <a href="/products/oil-free-mattifying-moisturizer">Oil-Free Mattifying Moisturizer</a>.</p>' +
      '<h2>Step 4: protect</h2>' +
      '<p>Sunscreen keeps post-blemish marks from darkening. A matte, non-comedogenic formula makes daily use easier.</p>' +
      '<h2>Give it time, and know when to get help</h2>' +
      '<p>Most acne routines take six to eight weeks to show clear results. If you have painful cysts, scarring or acne that does not improve after a few months, see a dermatologist; prescription options work very well. And resist the urge to squeeze: our article on <a href="/why-you-shouldnt-pop-pimples">why you should not pop pimples</a> explains why. Shop everything for <a href="/shop/concern/acne">acne</a>, or start with the <a href="/products/acne-clearing-starter-kit">Acne Clearing Starter Kit</a>.</p>',
    relatedProductHandles: [
      'salicylic-clarifying-wash',
      'oil-free-mattifying-moisturizer',
      'acne-clearing-starter-kit',
      'blemish-control-spot-treatment',
    ],
    image: {
      texture: '#bdb4a0',
      finish: 'clay',
      props: ['pebbles', 'leaf'],
      backdrop: 'stone',
      alt: 'A smear of clay mask with pebbles and a tea tree leaf',
    },
  },
  {
    slug: 'skincare-while-traveling',
    categorySlug: 'lifestyle',
    title: 'Travel Skincare: Keeping Your Routine on the Road',
    excerpt:
      'Dry cabin air, new climates and disrupted sleep all challenge skin. Pack smart with this travel checklist.',
    author: 'Priya Raman, Skincare Editor',
    publishedAt: '2026-06-16T08:00:00.000Z',
    readingMinutes: 5,
    featured: false,
    bodyHtml:
      '<p>Travel throws a lot at your skin at once: cabin humidity that can drop to very low levels, a different climate at your destination, unfamiliar water, more sun than usual and less sleep. A pared-back, predictable routine helps.</p>' +
      '<h2>On the plane</h2>' +
      '<p>Cleanse and moisturize before you board, then skip heavy makeup. Bring a hydrating mist, such as the <a href="/products/hyaluronic-acid-facial-mist">Hyaluronic Acid Facial Mist</a> in its travel size, and follow it with a balm or moisturizer to hold the water in. If you are flying in daylight near a window seat, wear sunscreen; UVA passes through airplane windows.</p>' +
      '<h2>Pack a capsule routine</h2>' +
      '<ul><li>A gentle cleanser or micellar water.</li><li>One treatment you already use; this is not the time to test something new.</li><li>A moisturizer that can handle both day and night.</li><li>Broad spectrum sunscreen, plus an SPF lip balm.</li></ul>' +
      '<p>Decant into small, labeled containers, and keep all liquids under 3.4 fl oz (100 ml) for carry-on rules.</p>' +
      '<h2>Adapt to the climate</h2>' +
      '<p>In hot, humid destinations, switch to gel textures and a matte sunscreen. In cold, dry places, add a richer cream and consider an overnight mask. Altitude means stronger UV, so reapply sunscreen more often.</p>' +
      '<h2>Give retinoids a break if needed</h2>' +
      '<p>If you plan long days in the sun or your skin is already stressed from travel, pausing retinoids and exfoliants for a few days is perfectly fine. Your results will not disappear. Our <a href="/products/summer-protection-duo">Summer Protection Duo</a> and the <a href="/products/micellar-cleansing-water">Micellar Cleansing Water</a> are easy travel companions, and you will find more in our <a href="/shop/category/broad-spectrum-spf">sunscreen collection</a>.</p>',
    relatedProductHandles: [
      'hyaluronic-acid-facial-mist',
      'micellar-cleansing-water',
      'summer-protection-duo',
      'mineral-lip-balm-spf-30',
    ],
    image: {
      texture: '#efdcb3',
      finish: 'balm',
      props: ['linen', 'pebbles'],
      backdrop: 'sand',
      alt: 'A swipe of cleansing balm beside folded linen and pebbles',
    },
  },
  {
    slug: 'sleep-stress-and-your-skin',
    categorySlug: 'lifestyle',
    title: 'Sleep, Stress and Your Skin: The Connection Explained',
    excerpt:
      'Short nights and stressful weeks show up on your face. Here is what is happening and what you can do about it.',
    author: 'Jordan Ellis, Licensed Esthetician',
    publishedAt: '2026-10-06T08:00:00.000Z',
    readingMinutes: 6,
    featured: true,
    bodyHtml:
      '<p>It is not your imagination: skin often looks duller, puffier and more reactive after a run of bad sleep or a stressful stretch. The skin and the nervous system are closely linked, and stress hormones affect oil production, inflammation and barrier recovery.</p>' +
      '<h2>What stress does</h2>' +
      '<p>During stress, the body releases more <strong>cortisol</strong>. Over time, elevated stress has been associated with slower barrier recovery, increased oil production and flares of conditions such as acne, eczema, psoriasis and rosacea. Stress also changes behaviors: skipped routines, touching and picking, and less sleep.</p>' +
      '<h2>Why sleep matters</h2>' +
      '<p>Sleep is when many repair processes peak. Short-term sleep loss is linked to a more tired appearance: puffier eyes, darker circles and duller skin. Aim for consistent sleep and wake times, a dark, cool bedroom and less screen time in the last hour before bed.</p>' +
      '<h2>A low-effort routine for hard weeks</h2>' +
      '<p>When life is busy, keep a minimum routine you can do half-asleep: cleanse, moisturize, sunscreen in the morning. At night, a rich, soothing product such as the <a href="/products/hyaluronic-acid-overnight-mask">Hyaluronic Acid Overnight Mask</a> or the <a href="/products/soothing-oat-recovery-mask">Soothing Oat Recovery Mask</a> gives your skin comfort without extra steps. A cooling eye gel helps with morning puffiness.</p>' +
      '<h2>Small habits that help</h2>' +
      '<ul><li>Sleep on your back or use a silk or satin pillowcase to reduce creasing and friction.</li><li>Elevate your head slightly if you wake up puffy.</li><li>Keep hands away from your face, and keep spot treatments handy to avoid picking.</li><li>Move your body; exercise supports sleep and stress management.</li></ul>' +
      '<p>Skincare rituals can also be a small, calming moment in your day. If stress is affecting your health or sleep persistently, talk to a healthcare professional. Explore products for <a href="/shop/concern/sensitive-skin">stressed, sensitive skin</a>.</p>',
    relatedProductHandles: ['hyaluronic-acid-overnight-mask', 'soothing-oat-recovery-mask', 'hyaluronic-acid-eye-gel'],
    image: {
      texture: '#f3ede3',
      finish: 'cream',
      props: ['flower', 'linen'],
      backdrop: 'mist',
      alt: 'A swirl of night cream with chamomile flowers and linen',
    },
  },
  {
    slug: 'winter-skin-survival-guide',
    categorySlug: 'lifestyle',
    title: 'The Winter Skin Survival Guide',
    excerpt:
      'Cold air, indoor heating and hot showers strip moisture from skin. Adjust your routine for the season with these tips.',
    author: 'Priya Raman, Skincare Editor',
    publishedAt: '2025-12-09T08:00:00.000Z',
    readingMinutes: 5,
    featured: false,
    bodyHtml:
      '<p>Winter is hard on skin. Cold outdoor air holds little moisture, indoor heating dries the air further, and long hot showers strip the natural lipids that protect the barrier. The result is tightness, flaking, redness and sometimes itchy patches.</p>' +
      '<h2>Switch your cleanser</h2>' +
      '<p>If your summer gel cleanser leaves skin tight, trade it for a cream or balm formula in winter. The <a href="/products/nourishing-cleansing-balm">Nourishing Cleansing Balm</a> removes sunscreen and makeup without stripping.</p>' +
      '<h2>Layer your moisture</h2>' +
      '<p>Apply a hydrating serum to damp skin, then a richer cream to seal it in. On very dry nights, finish with an overnight mask. Look for ceramides, shea butter and squalane. Our <a href="/shop/skin-type/dry">dry skin</a> collection has plenty of options.</p>' +
      '<h2>Adjust your actives</h2>' +
      '<p>You may need to use exfoliants and retinoids less often in winter. If stinging appears, cut back until comfort returns.</p>' +
      '<h2>Do not forget the body, hands and lips</h2>' +
      '<p>Keep showers short and warm rather than hot, and apply body cream within a few minutes of drying off. A fragrance-free option like the <a href="/products/ceramide-body-cream">Ceramide Body Cream</a> is ideal for itchy winter skin. Keep a hand cream near the sink and a lip treatment by the bed.</p>' +
      '<h2>Yes, still wear sunscreen</h2>' +
      '<p>UVA is present year-round, and snow reflects a large share of UV, so skiers and snowboarders can burn quickly. Keep wearing broad spectrum SPF daily. A humidifier in the bedroom can also make a noticeable difference.</p>',
    relatedProductHandles: [
      'nourishing-cleansing-balm',
      'ceramide-body-cream',
      'rich-recovery-cream',
      'repairing-hand-cream',
    ],
    image: {
      texture: '#efdcb3',
      finish: 'balm',
      props: ['oat', 'linen'],
      backdrop: 'bone',
      alt: 'A rich balm with oat flakes and a folded linen cloth',
    },
  },
  {
    slug: 'what-a-professional-peel-feels-like',
    categorySlug: 'routines',
    title: 'What to Expect From a Professional Chemical Peel',
    excerpt:
      'From consultation to aftercare, here is what happens during an in-office peel and how to care for your skin afterwards.',
    author: 'Jordan Ellis, Licensed Esthetician',
    publishedAt: '2024-11-19T08:00:00.000Z',
    readingMinutes: 6,
    featured: false,
    bodyHtml:
      '<p>Chemical peels use acids to remove damaged outer layers of skin in a controlled way, revealing smoother, more even skin as it renews. Professional peels are stronger than at-home products and are performed by licensed estheticians, nurses and physicians.</p>' +
      '<h2>The consultation</h2>' +
      '<p>A good provider asks about your skin history, medications, recent retinoid use, cold sore history and your goals. They will recommend a peel depth and may suggest preparing your skin for a few weeks beforehand. Find a licensed provider with our <a href="/find-a-professional">professional locator</a>.</p>' +
      '<h2>During the treatment</h2>' +
      '<p>After cleansing and degreasing, the provider applies the peel solution in layers. Superficial peels often use glycolic, lactic, salicylic or mandelic acids, sometimes blended. You may feel warmth, tingling or itching for a few minutes. The provider neutralizes or removes the solution, or leaves a self-neutralizing formula, and finishes with soothing products and sunscreen.</p>' +
      '<h2>The days after</h2>' +
      '<p>Depending on the peel, skin may look pink and feel tight for a day or two, followed by light flaking. Do not pick or peel skin off; let it shed on its own. Use a gentle cleanser, a barrier cream such as our <a href="/products/barrier-repair-moisturizer">Barrier Repair Moisturizer</a>, and a mineral sunscreen like <a href="/products/daily-mineral-spf-45">Daily Mineral SPF 45</a>.</p>' +
      '<h2>When to restart actives</h2>' +
      "<p>Most providers suggest waiting about a week before restarting retinoids and exfoliants, but follow your provider's instructions. A series of peels spaced a few weeks apart often gives the best results.</p>" +
      '<p>Between appointments, a gentle at-home option such as the <a href="/products/at-home-resurfacing-peel-pads">At-Home Resurfacing Peel Pads</a> can help maintain results. Browse all <a href="/shop/category/exfoliants">exfoliants and peels</a>, or read more about <a href="/content/professional-treatments">professional treatments</a>.</p>',
    relatedProductHandles: ['at-home-resurfacing-peel-pads', 'barrier-repair-moisturizer', 'daily-mineral-spf-45'],
    image: {
      texture: '#efeade',
      finish: 'fluid',
      props: ['citrus', 'pebbles'],
      backdrop: 'sand',
      alt: 'Drops of exfoliating solution with citrus and pebbles',
    },
  },
];
