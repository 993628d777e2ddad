// Content for the Inclusive City board: phrase blocks grouped by the kind of place the user is in, each a short
// first-person sentence spoken aloud and shown full screen to the person in front of the user. The order and the
// pictures are here; the words are each language's (src/languages/<code>/city.json, read by the build's typing model
// too), so every block has its text in every language (languages.test.ts).
// Over 300 lines because the eleven places' phrases are listed one a line, each with its picture.
import type { Bilingual } from '@/i18n/language';
import { byLanguage, labelsIn } from '@/languages/registry';
import { PLACE_CATEGORIES, type PlaceCategory } from '../places/categories.ts';

export { PLACE_CATEGORIES, type PlaceCategory } from '../places/categories.ts';

/** A language's Inclusive City: the places' names, and each place's phrases by id (plus the generic ones). */
export interface CityWords {
  places: Readonly<Record<PlaceCategory, string>>;
  phrases: Readonly<Record<PlaceCategory, Readonly<Record<string, string>>>>;
  generic: Readonly<Record<string, string>>;
}

const found = import.meta.glob<CityWords>('/src/languages/*/city.json', { eager: true, import: 'default' });
const BY_LANGUAGE = byLanguage(found);
const textOf = (pick: (words: CityWords) => string | undefined) => labelsIn(BY_LANGUAGE, pick) as Bilingual;

export interface CityBlock {
  /** Stable within its category, lower-case ascii with hyphens: 'need-medicine'. */
  id: string;
  emoji: string;
  text: Bilingual;
}

type Row = readonly [id: string, emoji: string];

export const CATEGORY_EMOJI: Readonly<Record<PlaceCategory, string>> = {
  hospital: '🏥',
  pharmacy: '💊',
  supermarket: '🛒',
  bakery: '🥖',
  square: '🌳',
  bank: '🏦',
  school: '🏫',
  church: '⛪',
  restaurant: '🍽️',
  busStation: '🚌',
  police: '👮',
};

const ROWS: Readonly<Record<PlaceCategory, readonly Row[]>> = {
  hospital: [
    ['cant-speak', '🗣️'],
    ['in-pain', '🤕'],
    ['hurts-here', '👉'],
    ['strong-pain', '😣'],
    ['short-of-breath', '🫁'],
    ['fever', '🤒'],
    ['dizzy', '😵'],
    ['medicine-allergy', '⚠️'],
    ['my-medicines', '💊'],
    ['call-nurse', '🔔'],
    ['see-doctor', '🩺'],
    ['emergency', '🚑'],
    ['wheelchair', '♿'],
    ['call-family', '📞'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
    ['bathroom', '🚻'],
  ],
  pharmacy: [
    ['cant-speak', '🗣️'],
    ['need-medicine', '💊'],
    ['have-prescription', '📝'],
    ['generic', '🏷️'],
    ['price', '💵'],
    ['how-to-take', '🕒'],
    ['write-it-down', '✍️'],
    ['talk-pharmacist', '❓'],
    ['something-for-pain', '🤕'],
    ['blood-pressure', '🩺'],
    ['pay-card', '💳'],
    ['bag', '🛍️'],
    ['delivery', '🛵'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
  ],
  supermarket: [
    ['cant-speak', '🗣️'],
    ['where-is-item', '🔍'],
    ['reach-item', '🙋'],
    ['price', '🏷️'],
    ['cart', '🛒'],
    ['priority-checkout', '♿'],
    ['pay-card', '💳'],
    ['pay-cash', '💵'],
    ['bag', '🛍️'],
    ['help-packing', '📦'],
    ['help-to-car', '🚗'],
    ['receipt', '🧾'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
    ['bathroom', '🚻'],
  ],
  bakery: [
    ['cant-speak', '🗣️'],
    ['bread', '🥖'],
    ['fresh-bread', '🍞'],
    ['this-one', '👉'],
    ['cheese-bread', '🧀'],
    ['cake', '🍰'],
    ['pastry', '🥐'],
    ['coffee', '☕'],
    ['coffee-milk', '🥛'],
    ['juice', '🧃'],
    ['price', '💵'],
    ['pay-card', '💳'],
    ['to-go', '🛍️'],
    ['eat-here', '🪑'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
  ],
  square: [
    ['cant-speak', '🗣️'],
    ['greeting', '👋'],
    ['sit-here', '🪑'],
    ['rest', '😌'],
    ['shade', '⛱️'],
    ['buy-water', '💧'],
    ['what-time', '🕒'],
    ['take-photo', '📷'],
    ['cross-street', '🚦'],
    ['address', '📍'],
    ['bus-stop', '🚏'],
    ['lost', '🧭'],
    ['call-family', '📞'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
    ['bathroom', '🚻'],
  ],
  bank: [
    ['cant-speak', '🗣️'],
    ['priority-service', '♿'],
    ['queue-ticket', '🎫'],
    ['withdraw', '💵'],
    ['deposit', '💰'],
    ['pay-bill', '🧾'],
    ['balance', '📊'],
    ['pension', '👵'],
    ['atm-help', '🏧'],
    ['forgot-password', '🔑'],
    ['card-blocked', '💳'],
    ['lost-card', '🚫'],
    ['my-documents', '📄'],
    ['talk-manager', '👔'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
  ],
  school: [
    ['cant-speak', '🗣️'],
    ['have-question', '✋'],
    ['didnt-understand', '🤔'],
    ['speak-slower', '🐢'],
    ['more-time', '⏱️'],
    ['help-task', '📝'],
    ['know-answer', '💡'],
    ['dont-know', '🤷'],
    ['finished', '🏁'],
    ['need-break', '⏸️'],
    ['not-feeling-well', '🤒'],
    ['drink-water', '💧'],
    ['play-together', '⚽'],
    ['call-family', '📞'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
    ['bathroom', '🚻'],
  ],
  church: [
    ['cant-speak', '🗣️'],
    ['want-to-pray', '🕯️'],
    ['pray-for-me', '📿'],
    ['blessing', '✨'],
    ['talk-priest', '⛪'],
    ['service-time', '🕒'],
    ['communion', '🍞'],
    ['peace', '🕊️'],
    ['god-bless', '😇'],
    ['amen', '🙌'],
    ['sit-here', '🪑'],
    ['wheelchair-space', '♿'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
    ['bathroom', '🚻'],
  ],
  restaurant: [
    ['cant-speak', '🗣️'],
    ['menu', '📋'],
    ['this-dish', '👉'],
    ['water', '💧'],
    ['juice', '🧃'],
    ['food-allergy', '⚠️'],
    ['cut-food', '🔪'],
    ['straw', '🥤'],
    ['spoon', '🥄'],
    ['delicious', '😋'],
    ['to-go', '🥡'],
    ['bill', '🧾'],
    ['pay-card', '💳'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
    ['bathroom', '🚻'],
  ],
  busStation: [
    ['cant-speak', '🗣️'],
    ['goes-downtown', '🚌'],
    ['which-bus', '❓'],
    ['where-stop', '🚏'],
    ['fare', '💵'],
    ['free-pass', '🎫'],
    ['help-boarding', '⬆️'],
    ['ramp', '🦽'],
    ['priority-seat', '♿'],
    ['sit-here', '🪑'],
    ['tell-my-stop', '📍'],
    ['next-stop', '🛑'],
    ['help-getting-off', '⬇️'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
    ['bathroom', '🚻'],
  ],
  police: [
    ['cant-speak', '🗣️'],
    ['need-help', '🆘'],
    ['have-disability', '♿'],
    ['robbed', '👜'],
    ['phone-taken', '📵'],
    ['lost-documents', '💼'],
    ['threatened', '⚠️'],
    ['hurt-me', '🤕'],
    ['scared', '😨'],
    ['accident', '💥'],
    ['ambulance', '🚑'],
    ['police-report', '📝'],
    ['lost', '🧭'],
    ['my-address', '🏠'],
    ['call-family', '📞'],
    ['yes', '✅'],
    ['no', '❌'],
    ['thanks', '🙏'],
    ['repeat', '🔁'],
    ['wait', '⏳'],
  ],
};

const GENERIC_ROWS: readonly Row[] = [
  ['help', '🆘'],
  ['thanks', '🙏'],
  ['yes', '✅'],
  ['no', '❌'],
  ['water', '💧'],
  ['bathroom', '🚻'],
];

/** One value for each kind of place. */
function perPlace<T>(make: (place: PlaceCategory) => T): Record<PlaceCategory, T> {
  return Object.fromEntries(PLACE_CATEGORIES.map((place) => [place, make(place)])) as Record<PlaceCategory, T>;
}

export const CATEGORY_INFO: Readonly<Record<PlaceCategory, { emoji: string; title: Bilingual }>> = perPlace((place) => ({
  emoji: CATEGORY_EMOJI[place],
  title: textOf((words) => words.places[place]),
}));

export const CITY_BLOCKS: Readonly<Record<PlaceCategory, readonly CityBlock[]>> = perPlace((place) =>
  ROWS[place].map(([id, emoji]) => ({ id, emoji, text: textOf((words) => words.phrases[place]?.[id]) })),
);

/** When no place is known: help, thanks, yes, no, water, bathroom (in this order, these ids). */
export const GENERIC_BLOCKS: readonly CityBlock[] = GENERIC_ROWS.map(([id, emoji]) => ({ id, emoji, text: textOf((words) => words.generic[id]) }));
