import type { SeedContentPage } from './types';

/** About-us pages: the company, its science, people and partners. */
export const companyPages: SeedContentPage[] = [
  {
    path: '/about',
    title: 'About Us',
    description:
      'Clinical skincare developed with licensed skin professionals. Learn who we are, how we formulate and where to find us.',
    lead: 'We make clinical skincare that professionals trust and that people actually enjoy using every day.',
    bodyHtml:
      '<h2>Who we are</h2>' +
      '<p>We started in the treatment room, working alongside estheticians and physicians who needed products that performed as well at home as their peels did in the clinic. That partnership still shapes everything we make: effective concentrations, gentle bases, and formulas tested on real skin before they reach you.</p>' +
      '<h2>What we believe</h2>' +
      '<ul><li><strong>Results come from consistency.</strong> The best routine is the one you keep, so we make products that feel good to use.</li><li><strong>Evidence first.</strong> We choose ingredients with published research behind them and use them at meaningful levels.</li><li><strong>Skin health over quick fixes.</strong> A healthy barrier makes every active work better.</li></ul>' +
      '<h2>Explore</h2>' +
      '<p>Read <a href="/about/our-story">our story</a>, learn about <a href="/about/science">our science</a> and our <a href="/about/our-peel-legacy">peel legacy</a>, or meet the people behind the products on our <a href="/about/culture">culture</a> page. Ready to shop? Start with our <a href="/shop/category/best-sellers">best sellers</a>.</p>' +
      '<h2>Work with a professional</h2>' +
      '<p>Our products are also available through licensed estheticians, dermatology practices and medical spas. Use the <a href="/find-a-professional">professional locator</a> to find one near you.</p>',
  },
  {
    path: '/about/our-story',
    title: 'Our Story',
    description:
      'From a small treatment-room formulary to a full clinical skincare line: how our company began and what still guides us.',
    lead: 'Our company began with a simple request from professionals: give clients something at home that keeps their results going.',
    bodyHtml:
      '<h2>Where it started</h2>' +
      '<p>In the early days, our founders were a chemist and a licensed esthetician who shared a small lab and a single treatment room. Clients left their peel appointments glowing and then went home to products that undid the good work: harsh cleansers, heavy fragrances, and actives at levels that were either ineffective or too irritating.</p>' +
      '<p>So they began formulating the missing pieces. A gentle cleanser came first, then a sunscreen clients would actually wear, then a retinol that did not leave skin peeling for weeks. Word traveled from one practice to the next.</p>' +
      '<h2>Growing with professionals</h2>' +
      '<p>For years our products were available only through licensed professionals, who gave us constant, honest feedback. That feedback loop is still central: new formulas go through testing with professional partners before launch, and we regularly revise existing formulas as research evolves.</p>' +
      '<h2>Today</h2>' +
      '<p>We now offer our full range online and through thousands of professional partners. We are still a formulation-led company, and we still measure success by one thing: whether your skin is healthier and happier than when you started.</p>' +
      '<p>Learn more about <a href="/about/science">our science</a> or <a href="/shop">shop the collection</a>.</p>',
  },
  {
    path: '/about/science',
    title: 'Our Science',
    description:
      'How we formulate: evidence-based ingredients, meaningful concentrations, stability testing and clinical evaluation on real skin.',
    lead: 'Every formula starts with a question about skin and ends with testing on skin. Here is what happens in between.',
    bodyHtml:
      '<h2>Ingredient selection</h2>' +
      '<p>We start with ingredients that have peer-reviewed evidence for what we want them to do: retinoids for texture and lines, vitamin C and other antioxidants for environmental defense and brightness, niacinamide and ceramides for barrier support, and acids for exfoliation. We use them at concentrations supported by that research, not a sprinkle for the label.</p>' +
      '<h2>Formulation for delivery</h2>' +
      '<p>An ingredient only works if it stays stable and reaches the skin. Our chemists control pH, choose protective packaging such as airless pumps and amber glass, and use techniques like encapsulation to release retinol gradually. We pair actives with soothing and hydrating ingredients so skin tolerates them well enough to keep using them.</p>' +
      '<h2>Testing</h2>' +
      '<ul><li><strong>Stability testing</strong> at different temperatures to confirm the formula and its actives hold up through the shelf life.</li><li><strong>Safety testing</strong>, including repeat insult patch testing on human volunteers, and ophthalmologist testing for eye products.</li><li><strong>Consumer and clinical evaluations</strong> with independent testing labs and professional partners.</li><li><strong>SPF testing</strong> performed according to FDA requirements for sunscreens.</li></ul>' +
      '<h2>What we do not do</h2>' +
      '<p>We do not test on animals, and we avoid added fragrance in our treatment products. We never make medical claims: our products are cosmetics and over-the-counter drugs used as directed, not a substitute for medical care.</p>' +
      '<p>Learn about the ingredients themselves in our <a href="/skincare/ingredient-glossary">ingredient glossary</a> or the <a href="/skincare-101/scientific-articles">scientific articles</a> library.</p>',
  },
  {
    path: '/about/careers',
    title: 'Careers',
    description:
      'Join a team of chemists, educators, marketers and operators who care about skin health. See how we work and how to apply.',
    lead: 'We are a team of chemists, licensed skin professionals, educators and operators who care about doing skincare right.',
    bodyHtml:
      '<h2>Why work with us</h2>' +
      '<p>We are big enough to have real impact and small enough that your work is visible. Teams collaborate closely across formulation, education, customer care and digital, and many of our colleagues are licensed estheticians who bring treatment-room experience into every decision.</p>' +
      '<h2>Benefits</h2>' +
      '<ul><li>Medical, dental and vision coverage, with options for dependents.</li><li>Retirement plan with company match.</li><li>Paid time off, paid holidays and paid parental leave.</li><li>A generous product allowance and professional treatment credits.</li><li>Learning budget for courses, conferences and licensing renewals.</li></ul>' +
      '<h2>Teams</h2>' +
      '<p>We hire across research and development, quality and regulatory, professional education, customer care, e-commerce, marketing, finance and operations. Some roles are hybrid; field education roles are based in the territories they serve.</p>' +
      '<h2>How to apply</h2>' +
      '<p>Open roles are posted on our careers portal and on major job boards. If you do not see a match, you are welcome to send a general application through our <a href="/contact">contact page</a>. We are an equal opportunity employer and welcome applicants of every background.</p>',
  },
  {
    path: '/about/culture',
    title: 'Our Culture',
    description:
      'Curiosity, candor and care: the values that shape how we work with each other, our professional partners and our customers.',
    lead: 'The way we work shows up in our products. These are the values we hold ourselves to.',
    bodyHtml:
      '<h2>Curiosity</h2>' +
      '<p>Skin science moves quickly. We read the research, question our assumptions and update formulas when better evidence appears. Every team is encouraged to ask why.</p>' +
      '<h2>Candor</h2>' +
      '<p>We tell customers what a product can and cannot do, and we tell each other the same. Honest feedback from professional partners and customers has shaped nearly every formula we make.</p>' +
      '<h2>Care</h2>' +
      '<p>We care for people the way we want skin to be cared for: consistently and gently. That includes flexible schedules, real support for parents and caregivers, and time for volunteering in our communities.</p>' +
      '<h2>Responsibility</h2>' +
      '<p>We work to reduce our footprint with recyclable and refillable packaging where it does not compromise product stability, and we partner with organizations that promote sun-safety education and skin cancer screening.</p>' +
      '<p>Interested in joining us? See <a href="/about/careers">careers</a>.</p>',
  },
  {
    path: '/about/our-peel-legacy',
    title: 'Our Peel Legacy',
    description:
      'Professional chemical peels are where we began. Learn how our peel expertise shapes our at-home products and professional partnerships.',
    lead: 'Before we made a single at-home product, we made peels for the treatment room. That expertise is still at our core.',
    bodyHtml:
      '<h2>Peels, done gently</h2>' +
      '<p>Chemical peels use acids such as glycolic, lactic, salicylic and trichloroacetic acid to remove damaged surface layers in a controlled way. Our approach has always favored blended, superficial peels that deliver visible results with less downtime than a single strong acid. Combining acids at lower individual strengths helps spread the work across different mechanisms.</p>' +
      '<h2>Training professionals</h2>' +
      '<p>We have trained many licensed estheticians, nurses and physicians in peel selection, skin preparation and aftercare. Our education team teaches how to choose a peel for each skin type and tone, how to layer safely, and how to recognize when a client should not be peeled.</p>' +
      '<h2>From the clinic to your bathroom</h2>' +
      '<p>Our at-home exfoliants borrow the same philosophy in milder strengths: the <a href="/products/at-home-resurfacing-peel-pads">At-Home Resurfacing Peel Pads</a> blend three acids, and the <a href="/products/glycolic-resurfacing-toner">Glycolic Resurfacing Toner</a> offers daily smoothing. They complement, but do not replace, professional treatments.</p>' +
      '<h2>Book a peel</h2>' +
      '<p>Curious about a professional peel? Read <a href="/content/professional-treatments">about professional treatments</a> and use our <a href="/find-a-professional">professional locator</a> to find a licensed provider near you.</p>',
  },
  {
    path: '/about/authorized-retailers',
    title: 'Authorized Retailers',
    description:
      'Buy only from our website and authorized professional partners to ensure products are genuine, fresh and stored correctly.',
    lead: 'To be sure you are getting genuine, fresh product, buy from our website or an authorized professional partner.',
    bodyHtml:
      '<h2>Why it matters</h2>' +
      '<p>Active ingredients such as vitamin C and retinol are sensitive to heat, light and time. Products sold through unauthorized marketplaces may be expired, stored in hot warehouses, diluted or counterfeit. We cannot guarantee the quality of products bought from unauthorized sellers, and our satisfaction policy does not cover them.</p>' +
      '<h2>Where to buy</h2>' +
      '<ul><li><strong>Our website</strong>, with subscribe-and-save options and free samples.</li><li><strong>Licensed professionals</strong>: estheticians, dermatology practices and medical spas. Find one with our <a href="/find-a-professional">locator</a>.</li><li><strong>Select authorized spas and boutiques</strong> listed in the locator.</li></ul>' +
      '<h2>Spotting unauthorized sellers</h2>' +
      '<p>Warning signs include prices far below retail, missing batch codes or expiration dates, damaged or resealed packaging, and sellers who cannot confirm where the product came from.</p>' +
      '<h2>Report a concern</h2>' +
      '<p>If you think you bought a counterfeit or tampered product, please <a href="/contact">contact us</a> with a photo of the packaging and the seller\'s details.</p>',
  },
  {
    path: '/about/daily-care-regimen',
    title: 'Your Daily Care Regimen',
    description:
      'A simple, professional-approved daily regimen: cleanse, treat, hydrate and protect, with product suggestions for every skin type.',
    lead: 'Four steps, done consistently, do more for skin than any single product. Here is the regimen our professionals recommend.',
    bodyHtml:
      '<h2>1. Cleanse</h2>' +
      '<p>Cleanse morning and evening with a formula that removes oil, sunscreen and makeup without leaving skin tight. Oily skin often prefers a gel like the <a href="/products/gentle-foaming-cleanser">Gentle Foaming Cleanser</a>; dry skin, a cream like the <a href="/products/hydrating-cream-cleanser">Hydrating Cream Cleanser</a>.</p>' +
      '<h2>2. Treat</h2>' +
      '<p>Choose one or two treatments matched to your main concern. Vitamin C in the morning for brightness and environmental defense; a retinoid at night for lines, texture and breakouts; tranexamic acid or azelaic acid for discoloration; niacinamide for oil and pores.</p>' +
      '<h2>3. Hydrate</h2>' +
      '<p>Every skin type needs moisture. Hyaluronic acid serums add water, and moisturizers help keep it there. Match texture to skin type: gel creams for oily skin, rich creams for dry skin.</p>' +
      '<h2>4. Protect</h2>' +
      '<p>Finish every morning with broad spectrum SPF 30 or higher, applied generously and reapplied every two hours outdoors. This is the most important anti-aging step of all. Try the <a href="/products/daily-mineral-spf-45">Daily Mineral SPF 45</a>.</p>' +
      '<h2>Weekly extras</h2>' +
      '<p>Add an exfoliant or mask once or twice a week as your skin allows. Build your personal plan with the <a href="/skincare/routine-builder">routine builder</a>.</p>',
  },
  {
    path: '/about/skin-explained',
    title: 'Skin Explained',
    description:
      'A quick tour of how skin is built: the epidermis, dermis and barrier, plus how skin types and concerns fit together.',
    lead: 'Skin is your largest organ. Understanding its layers makes it much easier to understand what skincare can and cannot do.',
    bodyHtml:
      '<h2>The epidermis</h2>' +
      '<p>The outer layer, the epidermis, constantly renews itself. New cells form at its base and move upward over several weeks, flattening and filling with keratin until they form the stratum corneum, the protective barrier at the surface. Melanocytes in the epidermis produce melanin, the pigment that gives skin its color and helps protect against UV.</p>' +
      '<h2>The dermis</h2>' +
      '<p>Beneath it lies the dermis, which contains <strong>collagen</strong> for strength, <strong>elastin</strong> for bounce, and hyaluronic acid to hold water, along with blood vessels, nerves, hair follicles and oil glands. Wrinkles and loss of firmness largely reflect changes here, mainly from UV exposure and age.</p>' +
      '<h2>The subcutaneous layer</h2>' +
      '<p>The deepest layer stores fat, cushions and insulates. Changes in this layer with age contribute to hollowing and sagging, which topical products cannot fully address.</p>' +
      '<h2>Skin types and concerns</h2>' +
      '<p>Your <strong>skin type</strong> (dry, oily, combination, normal or sensitive) describes how your skin behaves day to day, largely set by genetics and oil production. <strong>Concerns</strong> like acne, discoloration and visible aging can occur with any type. Good routines match products to both. Learn more in <a href="/skincare-101">Skincare 101</a> or shop by <a href="/shop/skin-type/normal">skin type</a> and <a href="/shop/concern/visible-aging">concern</a>.</p>',
  },
  {
    path: '/about/before-and-after',
    title: 'Before and After',
    description:
      'What realistic skincare results look like over 4, 8 and 12 weeks, and how to take consistent progress photos of your own.',
    lead: 'Real results take weeks, not days. Here is what consistent use can look like, and how to track your own progress.',
    bodyHtml:
      '<h2>Realistic timelines</h2>' +
      '<ul><li><strong>Immediately to 1 week</strong>: hydration, softness and a smoother feel from moisturizers and hyaluronic acid.</li><li><strong>4 weeks</strong>: brighter, more even texture from exfoliants and vitamin C; less oiliness from niacinamide.</li><li><strong>8 to 12 weeks</strong>: visible changes in breakouts, dark spots and fine lines from retinoids, tranexamic acid and azelaic acid.</li><li><strong>6 months and beyond</strong>: the fullest effects of a retinoid routine with daily sunscreen.</li></ul>' +
      '<h2>Our photo standards</h2>' +
      '<p>Before-and-after images we share come from clinical evaluations or from customers and professional partners who gave permission. They are unretouched, taken in consistent lighting, and labeled with the products and time frame used. Individual results vary.</p>' +
      '<h2>Take your own progress photos</h2>' +
      '<p>Use the same spot, the same time of day and the same natural light, facing a window. Remove makeup, pull hair back and take front and side views. Repeat every four weeks. Photos are much more reliable than memory for seeing gradual change.</p>' +
      '<h2>Get a professional assessment</h2>' +
      '<p>Many professional partners offer skin analysis and progress tracking. Find one with our <a href="/find-a-professional">locator</a>, or start a routine with a <a href="/shop/category/starter-kits">starter kit</a>.</p>',
  },
  {
    path: '/about/international',
    title: 'International',
    description:
      'Information for customers and professionals outside the United States, including shipping, distributors and product availability.',
    lead: 'Our online shop currently ships within the United States. Here is how customers and professionals in other countries can find our products.',
    bodyHtml:
      '<h2>Shopping from outside the US</h2>' +
      '<p>Our website ships to addresses in the 50 US states, Washington, D.C., and APO/FPO addresses. We are not able to ship internationally from this site at this time.</p>' +
      '<h2>International distributors</h2>' +
      '<p>In several countries, our products are available through authorized distributors who supply local professionals. Product names, formulas and sunscreen ratings may differ to meet local regulations; for example, sunscreen labeling rules vary widely between regions.</p>' +
      '<h2>Professionals abroad</h2>' +
      '<p>Licensed professionals interested in carrying our products or attending our education programs outside the US can reach our international team through the <a href="/contact">contact page</a>. Please include your country, license type and business name.</p>' +
      '<h2>Buying safely</h2>' +
      '<p>Products purchased from unauthorized resellers may be counterfeit or improperly stored. See <a href="/about/authorized-retailers">authorized retailers</a> for more information.</p>',
  },
];
