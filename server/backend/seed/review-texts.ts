import type { SkinType } from '../../../shared/catalog/taxonomy';

// The words of the seeded reviews: titles and sentences by mood, by kind of product and by
// the writer's skin type, combined per review so no two products read alike.
// {noun} is what the product is ("serum"), {ingredient} one of its key ingredients, {weeks} a number.

export type Mood = 'love' | 'like' | 'mixed' | 'dislike';
export type ProductKind =
  'cleanser' | 'serum' | 'moisturizer' | 'sunscreen' | 'exfoliant' | 'mask' | 'eye' | 'body' | 'set';

export const moodOf = (stars: number): Mood =>
  stars === 5 ? 'love' : stars === 4 ? 'like' : stars === 3 ? 'mixed' : 'dislike';

export const TITLES: Record<Mood, string[]> = {
  love: [
    'Holy grail',
    'My skin has never looked better',
    'Worth every penny',
    'Finally found the one',
    'Repurchased three times now',
    'Gentle and it works',
    'Obsessed',
    'A staple in my routine',
    'Exactly what my skin needed',
    'Lives up to the hype',
    'Love love love',
    'Best {noun} I have tried',
  ],
  like: [
    'Really good, almost perfect',
    'Great, a little pricey',
    'Solid everyday pick',
    'Works well for me',
    'Nice texture, good results',
    'Would buy again',
    'Very happy so far',
    'Good, not life-changing',
  ],
  mixed: [
    "It's okay",
    'Mixed feelings',
    'Fine but not amazing',
    'Nice texture, slow results',
    'Not sure it is for me',
    'Average',
  ],
  dislike: [
    "Didn't work for me",
    'Disappointed',
    'Not worth it for my skin',
    'Broke me out',
    'Irritated my skin',
    'Returned it',
  ],
};

export const OPENERS: Record<Mood, string[]> = {
  love: [
    'I have been using this {noun} for {weeks} weeks and I am hooked.',
    'My dermatologist suggested trying this and I am so glad I did.',
    'Bought it on a whim and it has earned a permanent spot on my shelf.',
    'This is my third bottle, which says it all.',
    'I was after something with {ingredient} and this delivered.',
    'I do not usually write reviews, but this {noun} deserves one.',
  ],
  like: [
    'I have used this {noun} for about {weeks} weeks.',
    'A friend recommended it and it is a good one.',
    'Picked this up to replace my old {noun} and I am mostly impressed.',
    'Solid formula with {ingredient}, which is why I tried it.',
  ],
  mixed: [
    'I wanted to love this {noun}.',
    'I have used it daily for {weeks} weeks.',
    'I went back and forth on this one.',
    'It is a decent {noun}, nothing more.',
  ],
  dislike: [
    'I really wanted this to work.',
    'I gave it {weeks} weeks before giving up.',
    'Unfortunately this {noun} was not for me.',
    'I had high hopes after all the reviews.',
  ],
};

const POSITIVE: Record<ProductKind, string[]> = {
  cleanser: [
    'It takes off my sunscreen and makeup without leaving my face tight.',
    'A little goes a long way and it rinses off clean.',
    'My skin feels soft afterwards, never squeaky.',
  ],
  serum: [
    'It sinks in within seconds and layers nicely under moisturizer and SPF.',
    'My skin looks brighter and more even than it did a month ago.',
    'No stickiness, no pilling, and a bottle lasts ages.',
  ],
  moisturizer: [
    'It feels rich but never greasy, and makeup sits well on top.',
    'My skin stays comfortable all day, even with the heating on.',
    'The texture is lovely and it absorbs quickly.',
  ],
  sunscreen: [
    'No white cast on me and it does not sting my eyes.',
    'It wears beautifully under makeup and feels like nothing.',
    'Finally a sunscreen I actually want to reapply.',
  ],
  exfoliant: [
    'My skin is noticeably smoother and my pores look smaller.',
    'Gentle enough to use a few nights a week without any flaking.',
    'The glow the morning after is real.',
  ],
  mask: [
    'Ten minutes and my skin looks like I slept for ten hours.',
    'It rinses off easily and leaves my face calm and soft.',
    'A little goes a long way, the jar will last months.',
  ],
  eye: [
    'The area under my eyes looks less puffy in the morning.',
    'It is gentle, no stinging at all, and my concealer goes on smoother.',
    'A small amount covers both eyes, so it lasts.',
  ],
  body: [
    'The skin on my arms and legs has never been this smooth.',
    'It absorbs fast, so I can get dressed right away.',
    'The rough bumps on my arms are almost gone.',
  ],
  set: [
    'Great way to try the range, and every piece gets used.',
    'The sizes are generous and the box makes a lovely gift.',
    'Everything works well together and my routine is simpler.',
  ],
};

const NEGATIVE: Record<ProductKind, string[]> = {
  cleanser: ['It left my face feeling tight after rinsing.', 'It did not take off my waterproof sunscreen.'],
  serum: ['It pilled under my moisturizer most mornings.', 'I did not see any change in dark spots.'],
  moisturizer: ['Too heavy for me, I felt greasy by lunchtime.', 'It did not feel hydrating enough in winter.'],
  sunscreen: ['It left a noticeable cast on my skin.', 'It stung my eyes when I was sweating.'],
  exfoliant: ['It made my cheeks red and a bit flaky.', 'I saw no difference in texture.'],
  mask: ['It dried out my skin more than I expected.', 'Hard to rinse off and it left a film.'],
  eye: ['It made my eyes water a little.', 'No difference to my dark circles.'],
  body: ['The scent was stronger than I like.', 'It took a long time to sink in.'],
  set: ['I only really liked one of the products.', 'The sizes were smaller than I expected.'],
};

export const KIND_SENTENCES: Record<Mood, (kind: ProductKind) => string[]> = {
  love: (k) => POSITIVE[k],
  like: (k) => [
    ...POSITIVE[k],
    'My only complaint is the price, but it does last.',
    'I wish it came in a bigger size.',
  ],
  mixed: (k) => [
    ...NEGATIVE[k].slice(0, 1),
    'The texture is nice but I have not seen much change.',
    'It is fine, just not better than what I used before.',
  ],
  dislike: (k) => [...NEGATIVE[k], 'I broke out along my jaw in the second week.'],
};

export const SKIN_SENTENCES: Record<'good' | 'bad', Record<SkinType, string>> = {
  good: {
    dry: 'My skin is very dry and it never feels tight anymore.',
    oily: 'I am oily and it does not make me shinier by noon.',
    combination: 'My combination skin is picky, and both my T-zone and cheeks are happy.',
    normal: 'My skin is fairly normal and it just works.',
    sensitive: 'I react to almost everything and this caused no redness at all.',
  },
  bad: {
    dry: 'On my dry skin it simply was not enough.',
    oily: 'With my oily skin it felt like too much.',
    combination: 'It was too much on my T-zone and not enough on my cheeks.',
    normal: 'My skin is not sensitive, so I was surprised.',
    sensitive: 'My sensitive skin did not tolerate it well.',
  },
};

export const CLOSERS: Record<Mood, string[]> = {
  love: ['Will keep buying.', 'Highly recommend.', 'Already told my sister to get it.', ''],
  like: ['I would buy it again.', 'Recommended.', ''],
  mixed: ['Might work better for someone else.', 'Not sure I will repurchase.', ''],
  dislike: ['Customer service was helpful with the return, at least.', 'Would not repurchase.', ''],
};

export const FIRST_NAMES = [
  'Maya',
  'Olivia',
  'Sofia',
  'Emma',
  'Ava',
  'Isabella',
  'Mia',
  'Amelia',
  'Harper',
  'Evelyn',
  'Chloe',
  'Grace',
  'Lily',
  'Zoe',
  'Nora',
  'Hannah',
  'Leah',
  'Aria',
  'Priya',
  'Ana',
  'Camila',
  'Jasmine',
  'Keiko',
  'Fatima',
  'Rachel',
  'Lauren',
  'Megan',
  'Nicole',
  'Tessa',
  'Daniel',
  'James',
  'Michael',
  'David',
  'Chris',
  'Marcus',
  'Ethan',
  'Noah',
  'Luis',
  'Sam',
  'Jordan',
  'Taylor',
  'Alex',
  'Dana',
];

export function kindOf(categories: readonly string[], title: string): ProductKind {
  const t = title.toLowerCase();
  if (
    /kit|collection|set|trio|duo/.test(t) ||
    categories[0] === 'starter-kits' ||
    categories[0] === 'limited-edition-sets'
  )
    return 'set';
  if (/spf|sunscreen/.test(t) || categories[0] === 'broad-spectrum-spf') return 'sunscreen';
  if (/cleanser|wash|cleansing/.test(t)) return 'cleanser';
  if (/mask/.test(t)) return 'mask';
  if (/eye|lip|neck/.test(t) || categories[0] === 'eye-neck-lip') return 'eye';
  if (categories[0] === 'body-treatments') return 'body';
  if (/peel|exfoliant|scrub|polish|acid toner/.test(t) || categories[0] === 'exfoliants') return 'exfoliant';
  if (/cream|moisturi|lotion|balm/.test(t) || categories[0] === 'moisturizers') return 'moisturizer';
  if (categories[0] === 'cleanse') return 'cleanser';
  return 'serum';
}

/** What the product is, in a reviewer's words: the last word of its name ("serum", "cream"). */
export function nounOf(kind: ProductKind, title: string): string {
  if (kind === 'set') return 'set';
  if (kind === 'sunscreen') return 'sunscreen';
  const last = title.trim().split(/\s+/).pop()!.toLowerCase();
  return /^[a-z]+$/.test(last) ? last : kind;
}
