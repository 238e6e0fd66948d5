import { Random, seedId } from './random';

/** The password every seeded shopper signs in with (documented in the README). */
export const SHOPPER_PASSWORD = 'Shopper@123';

const names = [
  'Aarav Sharma',
  'Priya Iyer',
  'Rohan Mehta',
  'Ananya Reddy',
  'Vikram Singh',
  'Sneha Kulkarni',
  'Arjun Nair',
  'Kavya Menon',
  'Rahul Gupta',
  'Ishita Banerjee',
  'Aditya Joshi',
  'Meera Pillai',
  'Karan Malhotra',
  'Pooja Deshpande',
  'Siddharth Rao',
  'Neha Agarwal',
  'Farhan Qureshi',
  'Divya Krishnan',
  'Harpreet Kaur',
  'Manish Tiwari',
  'Sana Shaikh',
  'Gaurav Chatterjee',
  'Lakshmi Subramanian',
  'Nikhil Bhat',
  'Tanvi Patel',
];

export type SeedShopper = { id: string; name: string; email: string };

/** The 25 seeded shoppers (role customer), e.g. aarav.sharma@example.in. */
export const shoppers: SeedShopper[] = names.map((name) => {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`;
  return { id: seedId('user', email), name, email };
});

type Group = 'apparel' | 'watch' | 'glasses' | 'furniture';

/** Review sentences by product group and star rating (index 0 = 1 star). */
const byGroup: Record<Group, string[][]> = {
  apparel: [
    [
      'Received a different shade than the one shown. Exchange took two weeks.',
      'Stitching at the seam came off after two wears.',
    ],
    [
      'Colour faded a little after the first wash.',
      'Size chart is off, it runs one size small.',
      'Fabric feels thinner than the photos suggest.',
    ],
    [
      'Fabric is okay but not as thick as I expected.',
      'Fit is a bit loose, had to exchange for a smaller size.',
      'Decent for daily wear, nothing special.',
    ],
    [
      'Good quality for the price, sleeves are slightly long.',
      'Nice fabric, colour is a shade darker than the photo.',
      'Fits well, needed a small alteration at the waist.',
      'Comfortable, though it creases a bit by evening.',
    ],
    [
      'Fabric quality is excellent, feels very premium.',
      'Perfect fit, ordered my usual size.',
      'Colour is exactly as shown in the pictures.',
      "Wore it to my cousin's wedding and got so many compliments!",
      'Stitching is neat, not a single loose thread.',
      'Very comfortable even in the Chennai humidity.',
    ],
  ],
  watch: [
    [
      'Stopped working within a month. Service centre is in another city.',
      'Strap buckle broke in the first week.',
    ],
    ['Looks cheaper in person than in the photos.', 'Date window is hard to read.'],
    ['Okay watch, the strap is quite stiff.', 'Looks nice but it is heavier than I expected.'],
    [
      'Nice watch, the strap was a little stiff at first.',
      'Good looking dial; wish the lume was brighter.',
      'Keeps good time, box could have been better.',
    ],
    [
      'Looks much more expensive than it is.',
      'Gifted it to my husband on our anniversary, he loves it.',
      'The dial is beautiful and the strap is very comfortable.',
      'Battery life is great, charges once a week.',
      'Sits perfectly under a shirt cuff.',
    ],
  ],
  glasses: [
    ['Frame was bent on arrival.', 'Lenses scratched within a week.'],
    ['Too tight around the temples for me.', 'Nose pads leave marks after an hour.'],
    ['Decent sunglasses, nothing extraordinary.', 'Fine for the price, case is a bit flimsy.'],
    ['Comfortable and light, the case is a bit bulky.', 'Good glare cut, slightly wide for my face.'],
    [
      'Very light on the face, no pressure on the nose at all.',
      'Polarised lenses make highway driving so much easier.',
      'Helped with my eye strain during long work hours.',
      'Looks classy, everyone asks where I bought them.',
    ],
  ],
  furniture: [
    ['Delivered with a broken leg and the replacement took a month.', 'Wood has cracks near the joints.'],
    ['Colour is much darker than the photos.', 'Cushions lost their shape in three months.'],
    ['Average finish, a few rough edges.', 'Okay for the price, assembly instructions were unclear.'],
    [
      'Cushions are firm, taking a few weeks to soften.',
      'Delivery took 12 days but the product is good.',
      'Sturdy, though the finish has small patches.',
    ],
    [
      'Carpenter came the next day and fixed it in an hour.',
      'Solid wood, very sturdy. Worth every rupee.',
      'The colour matches our curtains perfectly.',
      'Very comfortable, the whole family fits on it.',
      'Looks exactly like the pictures, premium finish.',
    ],
  ],
};

const general: string[][] = [
  ['Not happy, I am returning it.', 'Customer care did not respond to my emails.'],
  ['Packaging was damaged, the product was fine though.', 'Not worth the price.'],
  ["It's okay for the price.", 'Delivery was on time.'],
  ['Good product, delivery was a day late.', 'Happy overall.', 'Would buy again in a sale.'],
  [
    'Value for money.',
    'Delivered before time, packaging was excellent.',
    'Totally paisa vasool!',
    'Bought it in the Diwali sale, very happy.',
    'Highly recommended.',
  ],
];

export function reviewGroup(category: string): Group {
  if (category === 'Watches') return 'watch';
  if (category === "Men's Glasses") return 'glasses';
  if (['bed', 'sofa', 'chairs'].includes(category)) return 'furniture';
  return 'apparel';
}

const ratingWeights = [
  [5, 52],
  [4, 30],
  [3, 10],
  [2, 5],
  [1, 3],
] as const;

export type SeedReview = { shopper: SeedShopper; rating: number; comment: string; ageDays: number };

/** 0-8 reviews for a product, ratings skewed positive, one per shopper, none older than the product. */
export function reviewsFor(
  key: string,
  category: string,
  productAgeDays: number,
  options: { max: number; boost?: boolean } = { max: 8 },
): SeedReview[] {
  const rng = new Random(`reviews:${key}`);
  const count = options.boost
    ? rng.int(3, options.max)
    : rng.weighted(
        Array.from(
          { length: options.max + 1 },
          (_, n) => [n, n === 0 ? 3 : Math.max(1, 6 - Math.abs(n - 3))] as const,
        ),
      );
  const group = byGroup[reviewGroup(category)];
  return rng.sample(shoppers, count).map((shopper) => {
    const rating = rng.weighted(ratingWeights);
    const own = rng.pick(group[rating - 1]!);
    const extra = rng.chance(0.45) ? rng.pick(general[rating - 1]!) : '';
    const comment = extra ? (rng.chance(0.5) ? `${own} ${extra}` : `${extra} ${own}`) : own;
    return { shopper, rating, comment, ageDays: rng.int(0, Math.min(360, Math.max(0, productAgeDays - 1))) };
  });
}
