import { dollarsText, FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_METHODS } from './checkout';
import type { SeedContentPage } from './types';

/** The checkout's own shipping methods, prices and free-shipping threshold: the page promises what the checkout charges. */
function shippingOptionsHtml(): string {
  const items = SHIPPING_METHODS.map((m) => {
    const price = m.freeOverThreshold
      ? `free on orders of ${dollarsText(FREE_SHIPPING_THRESHOLD_CENTS)} or more after discounts, otherwise ${dollarsText(m.priceCents)}`
      : dollarsText(m.priceCents);
    return `<li><strong>${m.name}</strong> (${m.description}): ${price}.</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** Customer help, policy and legal pages, plus the professional pages. */
export const helpPages: SeedContentPage[] = [
  {
    path: '/content/shipping-returns',
    title: 'Shipping and Returns',
    description:
      'Shipping options, delivery times, free shipping, and how to return or exchange products bought on our website.',
    lead: 'Everything you need to know about getting your order, and what to do if something is not right.',
    bodyHtml:
      '<h2>Shipping options</h2>' +
      shippingOptionsHtml() +
      '<p>Free shipping counts your subtotal <strong>after</strong> discount codes. A free-gift offer (the bar at the top of the page names the current ones) counts the products in your cart <strong>before</strong> discount codes, and gifts themselves never count toward either. So with a code, an order can earn a gift and still be under the free-shipping amount; the cart shows how far you are from free shipping.</p>' +
      '<p>We ship to all 50 US states, Washington, D.C., and APO/FPO addresses. Orders are processed Monday through Friday, excluding holidays. You will receive a tracking link by email when your order ships.</p>' +
      '<h2>Heat-sensitive products</h2>' +
      '<p>During summer months we may add insulated packaging to orders containing vitamin C and retinol. Please bring packages inside promptly.</p>' +
      '<h2>Returns</h2>' +
      '<p>If you are not satisfied, you may return new or gently used products purchased on our website within <strong>30 days</strong> of delivery for a refund to the original payment method. Gift-with-purchase items and final-sale limited-edition sets are not eligible for refund. Start a return from your account\'s <a href="/account/orders">order history</a> or via our <a href="/contact">contact page</a>.</p>' +
      '<h2>Damaged or incorrect items</h2>' +
      '<p>If your order arrives damaged or incorrect, contact us within 14 days with your order number and a photo, and we will send a replacement at no cost.</p>' +
      '<h2>Subscriptions</h2>' +
      '<p>You can skip, reschedule or cancel a subscription at any time before the next order is processed from your <a href="/account/subscriptions">account</a>.</p>',
  },
  {
    path: '/content/terms-of-sale',
    title: 'Terms of Sale',
    description:
      'The terms that apply when you purchase products on our website, including pricing, payment, subscriptions and limitations.',
    lead: 'These Terms of Sale apply to every purchase made on this website. Please read them together with our Terms of Use.',
    bodyHtml:
      '<h2>Orders and acceptance</h2>' +
      '<p>Your order is an offer to buy. We accept it when we send a shipping confirmation. We may decline or cancel orders, for example if a product is unavailable, a pricing error occurred or we suspect fraud or resale. If we cancel after charging you, we will refund you in full.</p>' +
      '<h2>Pricing and payment</h2>' +
      '<p>Prices are listed in US dollars and may change without notice. Applicable sales tax is calculated at checkout based on your shipping address. We accept major credit and debit cards and other payment methods displayed at checkout. Only one promotional code may be used per order unless stated otherwise, and codes cannot be applied to past orders.</p>' +
      '<h2>Subscriptions</h2>' +
      '<p>Subscribe-and-save orders renew automatically at the frequency you choose (every 30, 60 or 90 days) and are charged to your saved payment method at the discounted price in effect when each order is processed. You can change or cancel at any time in your account before the next processing date.</p>' +
      '<h2>Gifts with purchase</h2>' +
      '<p>Free gifts are available while supplies last, limited to one per order, and have no cash value. If you return products and your order no longer qualifies, the gift value may be deducted from your refund.</p>' +
      '<h2>Resale and limitations</h2>' +
      '<p>Products are sold for personal use only and not for resale. Our liability for any product is limited to the amount you paid for it, to the extent permitted by law. See also our <a href="/content/shipping-returns">shipping and returns</a> policy and <a href="/content/terms-of-use">terms of use</a>.</p>',
  },
  {
    path: '/content/terms-of-use',
    title: 'Terms of Use',
    description:
      'The terms that govern your use of our website, including accounts, content, acceptable use and disclaimers.',
    lead: 'By using this website you agree to these Terms of Use. If you do not agree, please do not use the site.',
    bodyHtml:
      '<h2>Use of the site</h2>' +
      '<p>You may use this website for personal, non-commercial purposes. You agree not to misuse it, including attempting to access it by automated means without permission, interfering with its operation, or uploading harmful code.</p>' +
      '<h2>Accounts</h2>' +
      '<p>You are responsible for keeping your password confidential and for activity on your account. Tell us promptly if you believe your account has been accessed without permission.</p>' +
      '<h2>Content and intellectual property</h2>' +
      '<p>Text, images, logos and other content on this site are owned by us or our licensors and protected by intellectual property laws. You may not copy or reuse them without written permission, other than sharing links.</p>' +
      '<h2>Reviews and submissions</h2>' +
      "<p>If you submit a review, photo or comment, you grant us a non-exclusive, royalty-free license to use it in connection with our products and services. Submissions must be honest and must not include other people's personal information.</p>" +
      '<h2>Not medical advice</h2>' +
      '<p>Information on this site, including articles and Skincare 101 content, is for general educational purposes and is not a substitute for professional medical advice. Consult a dermatologist or physician about medical skin conditions.</p>' +
      '<h2>Disclaimers and changes</h2>' +
      '<p>The site is provided as is, to the extent permitted by law. We may update these terms; the current version is always posted here. Read our <a href="/privacy_policy">privacy policy</a> to learn how we handle personal information.</p>',
  },
  {
    path: '/content/cookie-policy',
    title: 'Cookie Policy',
    description:
      'How we use cookies and similar technologies, the categories we use, and how to manage your cookie preferences.',
    lead: 'This policy explains what cookies are, which ones we use and how you can control them.',
    bodyHtml:
      '<h2>What cookies are</h2>' +
      '<p>Cookies are small text files stored on your device when you visit a website. Similar technologies include pixels, local storage and software development kits. They help websites work, remember your preferences and understand how they are used.</p>' +
      '<h2>Categories we use</h2>' +
      '<ul><li><strong>Strictly necessary</strong>: keep you signed in, remember your cart and protect against fraud. These cannot be switched off.</li><li><strong>Functional</strong>: remember choices such as your selected professional.</li><li><strong>Analytics</strong>: help us understand which pages are visited and how the site performs.</li><li><strong>Advertising</strong>: measure the effectiveness of campaigns and affiliate referrals and show relevant ads. These are used only with your consent where required.</li></ul>' +
      '<h2>Managing your preferences</h2>' +
      '<p>You can update your choices at any time through the privacy preferences link in the site footer. You can also block or delete cookies in your browser settings, though some features, such as your cart, may stop working.</p>' +
      '<h2>Global Privacy Control</h2>' +
      '<p>We honor browser-based opt-out signals such as Global Privacy Control as a request to opt out of the sale or sharing of personal information for advertising. See <a href="/do-not-sell-my-personal-information">Do Not Sell or Share My Personal Information</a>.</p>' +
      '<p>For more about how we handle data, read our <a href="/privacy_policy">privacy policy</a>.</p>',
  },
  {
    path: '/content/childrens-privacy-policy',
    title: "Children's Privacy Policy",
    description:
      'Our website is not directed to children under 13, and we do not knowingly collect personal information from them.',
    lead: "We take children's privacy seriously. This page explains our practices under the Children's Online Privacy Protection Act (COPPA).",
    bodyHtml:
      '<h2>Our website is for adults</h2>' +
      '<p>Our website and products are intended for adults. The site is not directed to children under 13, and we do not knowingly collect personal information from children under 13.</p>' +
      "<h2>If we learn we have collected a child's information</h2>" +
      '<p>If we discover that we have collected personal information from a child under 13 without verified parental consent, we will delete it promptly.</p>' +
      '<h2>Parents and guardians</h2>' +
      '<p>If you believe your child has provided us with personal information, please <a href="/contact">contact us</a>. We will work with you to review and delete the information.</p>' +
      '<h2>Teens</h2>' +
      '<p>Where required by state law, we do not sell or share the personal information of consumers we know to be under 16 without the appropriate opt-in consent. For more details, see our <a href="/privacy_policy">privacy policy</a>.</p>',
  },
  {
    path: '/content/professional-treatments',
    title: 'Professional Treatments',
    description:
      'Chemical peels, facials and other in-office treatments offered by our licensed professional partners, and how to prepare.',
    lead: 'Professional treatments can speed up and amplify what your home routine does. Here is an overview of what our partners offer.',
    bodyHtml:
      '<h2>Chemical peels</h2>' +
      '<p>Superficial peels with glycolic, lactic, salicylic or blended acids improve texture, tone and breakouts with minimal downtime. Medium-depth peels, performed by experienced providers, address more pronounced sun damage and require more recovery. Most people benefit from a series spaced two to four weeks apart.</p>' +
      '<h2>Customized facials</h2>' +
      '<p>A professional facial combines deep cleansing, exfoliation, extractions performed safely, masks and massage, tailored to your skin on the day. It is a great way to reset congested skin and get personalized advice.</p>' +
      '<h2>Other treatments</h2>' +
      '<ul><li><strong>Microneedling</strong>: controlled micro-injuries that stimulate skin renewal, often for texture and acne scarring.</li><li><strong>Dermaplaning</strong>: manual exfoliation that also removes fine facial hair.</li><li><strong>LED therapy</strong>: light treatments used for breakouts or calming.</li><li><strong>Laser and light treatments</strong>: offered by medical practices for pigment, redness and resurfacing.</li></ul>' +
      '<h2>Before and after</h2>' +
      '<p>Tell your provider about medications, retinoid use and any history of cold sores or keloids. Stop retinoids and exfoliants several days before a peel if advised. Afterward, keep skin calm with a gentle cleanser, the <a href="/products/barrier-repair-moisturizer">Barrier Repair Moisturizer</a> and daily mineral sunscreen.</p>' +
      '<p>Find a licensed provider near you with our <a href="/find-a-professional">professional locator</a>.</p>',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Questions about an order, a product or your routine? Reach our customer care team by email, phone or chat.',
    lead: 'Our customer care team includes licensed estheticians who are happy to help with orders, products and routines.',
    bodyHtml:
      '<h2>Customer care hours</h2>' +
      '<p>Monday to Friday, 8 a.m. to 6 p.m. Eastern Time, excluding major holidays. We aim to reply to emails within one business day.</p>' +
      '<h2>Ways to reach us</h2>' +
      '<ul><li><strong>Email</strong>: use the form on this page and choose a topic so we can route your message to the right team.</li><li><strong>Phone</strong>: 1-800-555-0142.</li><li><strong>Live chat</strong>: available from the chat icon during business hours.</li></ul>' +
      '<h2>Before you write</h2>' +
      '<p>For order questions, have your order number ready; you can find it in your <a href="/account/orders">order history</a>. For product reactions, please stop using the product and include the batch code printed on the packaging. Many answers are also in our <a href="/content/shipping-returns">shipping and returns</a> page.</p>' +
      '<h2>Professionals</h2>' +
      '<p>Licensed professionals interested in carrying our products or in our education programs can select "Professional partnership" as the topic.</p>' +
      '<h2>Press and partnerships</h2>' +
      '<p>Media and affiliate inquiries are welcome; see our <a href="/affiliate-program">affiliate program</a> for creator partnerships.</p>',
  },
  {
    path: '/privacy_policy',
    title: 'Privacy Policy',
    description:
      'How we collect, use, share and protect personal information, and the privacy rights and choices available to you.',
    lead: 'Your trust matters to us. This policy describes how we handle personal information when you use our website and services.',
    bodyHtml:
      '<h2>Information we collect</h2>' +
      '<ul><li><strong>Information you provide</strong>: name, email, shipping and billing addresses, phone number, order details, reviews and messages.</li><li><strong>Account information</strong>: login credentials, favorites, subscriptions and your chosen professional.</li><li><strong>Automatically collected information</strong>: device and browser data, IP address, pages viewed and interactions, collected through cookies and similar technologies.</li><li><strong>Information from partners</strong>: for example, referral details from affiliates and professional partners.</li></ul>' +
      '<h2>How we use it</h2>' +
      '<p>We use personal information to process orders and subscriptions, provide customer service, personalize your experience, send marketing you have agreed to receive, prevent fraud, improve our site and comply with law.</p>' +
      '<h2>How we share it</h2>' +
      '<p>We share information with service providers who help us operate (payment processors, shipping carriers, hosting and analytics providers), with professional partners you select, and where required by law. Some sharing for targeted advertising may be considered a "sale" or "sharing" under certain state laws; you can opt out on our <a href="/do-not-sell-my-personal-information">Do Not Sell or Share</a> page.</p>' +
      '<h2>Your rights and choices</h2>' +
      '<p>Depending on where you live, you may have rights to access, correct, delete or obtain a copy of your personal information, and to opt out of targeted advertising. You can unsubscribe from marketing emails using the link in any email. To exercise your rights, <a href="/contact">contact us</a>; we will verify your request and will not discriminate against you for exercising your rights.</p>' +
      '<h2>Security and retention</h2>' +
      '<p>We use administrative, technical and physical safeguards to protect personal information and retain it only as long as needed for the purposes described or as required by law. See also our <a href="/content/cookie-policy">cookie policy</a> and <a href="/content/childrens-privacy-policy">children\'s privacy policy</a>.</p>',
  },
  {
    path: '/affiliate-program',
    title: 'Affiliate Program',
    description:
      'Creators, editors and skincare educators can earn commission by sharing our products. Learn how the affiliate program works.',
    lead: 'Love our products and talk about skincare? Join our affiliate program and earn commission on the sales you refer.',
    bodyHtml:
      '<h2>How it works</h2>' +
      '<p>Once approved, you receive unique tracking links and occasional exclusive codes. When someone clicks your link and makes a purchase within the attribution window, you earn a commission on the qualifying order total.</p>' +
      '<h2>Who should apply</h2>' +
      '<ul><li>Skincare and beauty content creators on any platform.</li><li>Editors and publishers writing product reviews or guides.</li><li>Licensed estheticians and skincare educators.</li></ul>' +
      '<h2>Benefits</h2>' +
      '<p>Competitive commission rates, a dedicated affiliate manager, early access to launches, seasonal bonuses and product seeding for top partners.</p>' +
      '<h2>Guidelines</h2>' +
      '<p>Affiliates must clearly disclose their relationship with us in line with FTC endorsement guidelines, must not make medical claims about our products, and must not bid on our brand terms in paid search. Attribution relies on cookies, which are set only with the shopper\'s consent where required; see our <a href="/content/cookie-policy">cookie policy</a>.</p>' +
      '<h2>Apply</h2>' +
      '<p>Tell us about your audience and platforms through our <a href="/contact">contact page</a> with the topic "Affiliate program". We review every application within about two weeks.</p>',
  },
  {
    path: '/do-not-sell-my-personal-information',
    title: 'Do Not Sell or Share My Personal Information',
    description:
      'Opt out of the sale or sharing of your personal information for targeted advertising, and learn about your state privacy rights.',
    lead: 'You have the right to opt out of the sale or sharing of your personal information. Here is how.',
    bodyHtml:
      '<h2>What this means</h2>' +
      '<p>We do not sell personal information for money. However, like many retailers, we allow certain advertising and analytics partners to collect information through cookies and similar technologies on our site, which some state laws consider a "sale" or "sharing" of personal information for cross-context behavioral advertising.</p>' +
      '<h2>How to opt out</h2>' +
      '<ul><li>Turn off the <strong>advertising</strong> category in the privacy preferences panel, available from the link in our footer. This setting is saved for this browser and device.</li><li>Enable a browser-based <strong>Global Privacy Control</strong> signal; we treat it as a valid opt-out request.</li><li>Signed-in customers can also <a href="/contact">contact us</a> to apply the opt-out to their account.</li></ul>' +
      '<h2>What happens after you opt out</h2>' +
      '<p>You will still see ads, but they will be less tailored to you. Affiliate attribution and advertising cookies will be removed for your browser. Strictly necessary cookies that run the site, such as your cart, remain.</p>' +
      '<h2>Authorized agents</h2>' +
      '<p>You may use an authorized agent to submit a request on your behalf. We may ask for proof of authorization and verification of your identity.</p>' +
      '<p>Learn more in our <a href="/privacy_policy">privacy policy</a>.</p>',
  },
  {
    path: '/find-a-professional',
    title: 'Find a Professional',
    description:
      'Search for licensed estheticians, dermatology practices, medical spas and stores near you that carry our products and treatments.',
    lead: 'Our licensed professional partners can assess your skin, perform treatments and recommend the right home routine.',
    bodyHtml:
      '<h2>Search near you</h2>' +
      '<p>Enter your ZIP code or allow location access to see professionals and stores near you, sorted by distance. Each listing shows the address, phone number and services offered, such as chemical peels, facials or dermatology consultations.</p>' +
      '<h2>Choose your professional</h2>' +
      '<p>Select a professional to save them to your profile. When you are signed in, your choice is stored with your account and added to your orders, so your professional can support your routine. You can change it at any time.</p>' +
      '<h2>What to expect</h2>' +
      '<ul><li><strong>Estheticians</strong> offer facials, superficial peels, and home-care recommendations.</li><li><strong>Dermatology practices</strong> diagnose and treat skin conditions and may offer medical-grade procedures.</li><li><strong>Medical spas</strong> combine aesthetic treatments under medical supervision.</li><li><strong>Stores</strong> carry our products and may offer consultations.</li></ul>' +
      '<h2>Before your visit</h2>' +
      '<p>Bring a list of the products you use, note any medications, and be ready to discuss your goals. Learn more about <a href="/content/professional-treatments">professional treatments</a>.</p>',
  },
];
