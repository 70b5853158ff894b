import type { SeedNavigation } from './types';

/**
 * Site menus. 'main' nests four levels at its deepest
 * (Shop > By Category > Best Sellers > a product); 'footer' has three link groups.
 */
export const navigations: SeedNavigation[] = [
  {
    handle: 'main',
    groups: [
      {
        title: 'Main menu',
        nav: [
          {
            url: '/shop',
            label: 'Shop',
            children: [
              {
                url: '/shop',
                label: 'By Skin Type',
                image: { id: 'nav-skin-type', alt: 'Serum drops on cool pale stone', width: 640, height: 480 },
                children: [
                  { url: '/shop/skin-type/combination', label: 'Combination' },
                  { url: '/shop/skin-type/dry', label: 'Dry' },
                  { url: '/shop/skin-type/normal', label: 'Normal' },
                  { url: '/shop/skin-type/oily', label: 'Oily' },
                  { url: '/shop/skin-type/sensitive', label: 'Sensitive' },
                ],
              },
              {
                url: '/shop',
                label: 'By Concern',
                image: {
                  id: 'nav-concern',
                  alt: 'A swatch of cream on warm clay-toned stone',
                  width: 640,
                  height: 480,
                },
                children: [
                  { url: '/shop/concern/acne', label: 'Acne' },
                  { url: '/shop/concern/discolorations', label: 'Discolorations' },
                  { url: '/shop/concern/preventative', label: 'Preventative' },
                  { url: '/shop/concern/sensitive-skin', label: 'Sensitive Skin' },
                  { url: '/shop/concern/visible-aging', label: 'Visible Aging' },
                ],
              },
              {
                url: '/shop',
                label: 'By Category',
                children: [
                  {
                    url: '/shop/category/best-sellers',
                    label: 'Best Sellers',
                    image: {
                      id: 'nav-best-sellers',
                      alt: 'Our best-selling serums and sunscreen',
                      width: 640,
                      height: 480,
                    },
                    children: [
                      { url: '/products/vitamin-c-15-brightening-serum', label: 'Vitamin C 15% Brightening Serum' },
                      { url: '/products/hyaluronic-acid-boosting-serum', label: 'Hyaluronic Acid Boosting Serum' },
                      { url: '/products/retinol-0-5-night-treatment', label: 'Retinol 0.5% Night Treatment' },
                      { url: '/products/daily-mineral-spf-45', label: 'Daily Mineral SPF 45' },
                    ],
                  },
                  { url: '/shop/category/cleanse', label: 'Cleanse' },
                  { url: '/shop/category/exfoliants', label: 'Exfoliants' },
                  { url: '/shop/category/serums', label: 'Serums' },
                  { url: '/shop/category/antioxidants', label: 'Antioxidants' },
                  { url: '/shop/category/retinols', label: 'Retinols' },
                  { url: '/shop/category/ha-family', label: 'HA Family' },
                  { url: '/shop/category/moisturizers', label: 'Moisturizers' },
                  { url: '/shop/category/broad-spectrum-spf', label: 'Broad Spectrum SPF' },
                  { url: '/shop/category/masks', label: 'Masks' },
                  { url: '/shop/category/eye-neck-lip', label: 'Eye, Neck & Lip' },
                  { url: '/shop/category/body-treatments', label: 'Body Treatments' },
                  {
                    url: '/shop/category/starter-kits',
                    label: 'Starter Kits',
                    children: [
                      { url: '/products/acne-clearing-starter-kit', label: 'Acne Clearing Starter Kit' },
                      { url: '/products/anti-aging-starter-kit', label: 'Anti-Aging Starter Kit' },
                      { url: '/products/sensitive-skin-starter-kit', label: 'Sensitive Skin Starter Kit' },
                      { url: '/products/brightening-discovery-kit', label: 'Brightening Discovery Kit' },
                    ],
                  },
                  { url: '/shop/category/limited-edition-sets', label: 'Limited-Edition Sets' },
                  { url: '/shop/category/in-the-media', label: 'In the Media' },
                ],
              },
            ],
          },
          {
            url: '/skincare-101',
            label: 'Skincare 101',
            children: [
              {
                url: '/skincare-101',
                label: 'Skin Types',
                children: [
                  { url: '/skincare-101/dry-skin', label: 'Dry Skin' },
                  { url: '/skincare-101/oily-skin', label: 'Oily Skin' },
                  { url: '/skincare-101/combination-skin', label: 'Combination Skin' },
                  { url: '/skincare-101/normal-skin', label: 'Normal Skin' },
                  { url: '/skincare-101/sensitive-skin', label: 'Sensitive Skin' },
                ],
              },
              {
                url: '/skincare-101',
                label: 'Concerns',
                children: [
                  { url: '/skincare-101/acne', label: 'Acne' },
                  { url: '/skincare-101/anti-aging-skin', label: 'Anti-Aging Skin' },
                  { url: '/skincare-101/fine-lines-wrinkles', label: 'Fine Lines & Wrinkles' },
                  { url: '/skincare-101/dark-spots-skin-protection', label: 'Dark Spots' },
                  { url: '/skincare-101/uneven-skintones-and-textures', label: 'Uneven Tone & Texture' },
                  { url: '/skincare-101/skin-firming', label: 'Skin Firming' },
                  { url: '/skincare-101/eczema', label: 'Eczema' },
                ],
              },
              {
                url: '/skincare-101',
                label: 'Ingredients',
                children: [
                  { url: '/skincare-101/retinol', label: 'Retinol' },
                  { url: '/skincare-101/vitamin-c', label: 'Vitamin C' },
                  { url: '/skincare-101/hyaluronic-acid', label: 'Hyaluronic Acid' },
                  { url: '/skincare-101/peptides', label: 'Peptides' },
                  { url: '/skincare-101/collagen', label: 'Collagen' },
                  { url: '/skincare-101/benzoyl-peroxide', label: 'Benzoyl Peroxide' },
                  { url: '/skincare/ingredient-glossary', label: 'Ingredient Glossary' },
                ],
              },
              {
                url: '/skincare-101',
                label: 'Products',
                children: [
                  { url: '/skincare-101/cleansers', label: 'Cleansers' },
                  { url: '/skincare-101/serums', label: 'Serums' },
                  { url: '/skincare-101/moisturizer', label: 'Moisturizer' },
                  { url: '/skincare-101/eye-cream', label: 'Eye Cream' },
                  { url: '/skincare-101/sunscreen', label: 'Sunscreen' },
                  { url: '/skincare-101/treatments', label: 'Treatments' },
                  { url: '/skin-quiz', label: 'Skin Quiz' },
                  { url: '/skincare/routine-builder', label: 'Routine Builder' },
                ],
              },
            ],
          },
          {
            url: '/blog',
            label: 'Blog',
            children: [
              { url: '/blog/category/skin-science', label: 'Skin Science' },
              { url: '/blog/category/ingredients', label: 'Ingredients' },
              { url: '/blog/category/routines', label: 'Routines' },
              { url: '/blog/category/lifestyle', label: 'Lifestyle' },
            ],
          },
          {
            url: '/about',
            label: 'About',
            children: [
              { url: '/about/our-story', label: 'Our Story' },
              { url: '/about/science', label: 'Our Science' },
              { url: '/about/our-peel-legacy', label: 'Our Peel Legacy' },
              { url: '/about/before-and-after', label: 'Before & After' },
              { url: '/about/culture', label: 'Culture' },
              { url: '/about/careers', label: 'Careers' },
            ],
          },
          { url: '/find-a-professional', label: 'Find a Professional' },
        ],
      },
    ],
  },
  {
    handle: 'footer',
    groups: [
      {
        title: 'Help',
        nav: [
          { url: '/contact', label: 'Contact Us' },
          { url: '/content/shipping-returns', label: 'Shipping & Returns' },
          { url: '/account/orders', label: 'Order Status' },
          { url: '/account/subscriptions', label: 'Manage Subscriptions' },
          { url: '/find-a-professional', label: 'Find a Professional' },
          { url: '/about/authorized-retailers', label: 'Authorized Retailers' },
        ],
      },
      {
        title: 'Company',
        nav: [
          { url: '/about', label: 'About Us' },
          { url: '/about/our-story', label: 'Our Story' },
          { url: '/about/science', label: 'Our Science' },
          { url: '/about/careers', label: 'Careers' },
          { url: '/about/international', label: 'International' },
          { url: '/affiliate-program', label: 'Affiliate Program' },
          { url: '/content/professional-treatments', label: 'Professional Treatments' },
          { url: '/blog', label: 'Blog' },
        ],
      },
      {
        title: 'Legal',
        nav: [
          { url: '/privacy_policy', label: 'Privacy Policy' },
          { url: '/content/terms-of-use', label: 'Terms of Use' },
          { url: '/content/terms-of-sale', label: 'Terms of Sale' },
          { url: '/content/cookie-policy', label: 'Cookie Policy' },
          { url: '/content/childrens-privacy-policy', label: "Children's Privacy Policy" },
          { url: '/do-not-sell-my-personal-information', label: 'Do Not Sell or Share My Personal Information' },
        ],
      },
    ],
  },
];
