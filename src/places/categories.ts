// Inclusive City's eleven kinds of place, and which of them an OpenStreetMap feature is, from its tags (issue 16): amenity=hospital,
// pharmacy, bank, school, place_of_worship, restaurant, bus_station, police; shop=supermarket, bakery; place=square or
// leisure=park; highway=bus_stop. Anything else is no place of the board. Pure.
export type PlaceCategory =
  | 'hospital'
  | 'pharmacy'
  | 'supermarket'
  | 'bakery'
  | 'square'
  | 'bank'
  | 'school'
  | 'church'
  | 'restaurant'
  | 'busStation'
  | 'police';

/** The eleven places, in this order (the desktop side panels show indexes 0–5 on the left, 6–10 on the right). */
export const PLACE_CATEGORIES: readonly PlaceCategory[] = [
  'hospital',
  'pharmacy',
  'supermarket',
  'bakery',
  'square',
  'bank',
  'school',
  'church',
  'restaurant',
  'busStation',
  'police',
];

const AMENITY: Readonly<Record<string, PlaceCategory>> = {
  hospital: 'hospital',
  clinic: 'hospital',
  pharmacy: 'pharmacy',
  bank: 'bank',
  school: 'school',
  place_of_worship: 'church',
  restaurant: 'restaurant',
  bus_station: 'busStation',
  police: 'police',
};
const SHOP: Readonly<Record<string, PlaceCategory>> = { supermarket: 'supermarket', bakery: 'bakery' };

/** The board's place for these tags, or null. Tags come from strangers' data: anything not a string is ignored. */
export function categoryOfTags(tags: unknown): PlaceCategory | null {
  if (typeof tags !== 'object' || tags === null) return null;
  const t = tags as Record<string, unknown>;
  const value = (key: string) => (typeof t[key] === 'string' ? (t[key] as string) : '');
  const amenity = value('amenity');
  if (Object.hasOwn(AMENITY, amenity)) return AMENITY[amenity]!;
  const shop = value('shop');
  if (Object.hasOwn(SHOP, shop)) return SHOP[shop]!;
  if (value('place') === 'square' || value('leisure') === 'park') return 'square';
  if (value('highway') === 'bus_stop' || value('public_transport') === 'platform') return 'busStation';
  return null;
}
