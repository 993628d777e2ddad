// The city field's suggestions (spec 001 §5, §9): looked up only for 2 or more characters, 300 ms after the last
// key; an answer for text the user has since changed is dropped; a failed look-up empties and closes the list
// silently. The screen runs the look-up when told ('search') and reports back. Pure logic.
import { assign, emit, setup } from 'xstate';

export const CITY_MIN_CHARS = 2;
export const CITY_DEBOUNCE_MS = 300;

export interface CitySuggestionItem {
  id: string;
  mainText: string;
  secondaryText: string;
}

export interface CitySearchContext {
  text: string;
  suggestions: CitySuggestionItem[];
}

export type CitySearchEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'RESULTS'; text: string; suggestions: CitySuggestionItem[] }
  | { type: 'FAILED'; text: string }
  | { type: 'CLOSE' };

const searchable = (text: string) => [...text.trim()].length >= CITY_MIN_CHARS;

export const citySearchMachine = setup({
  types: { context: {} as CitySearchContext, events: {} as CitySearchEvent, emitted: {} as { type: 'search'; text: string } },
  guards: {
    searchable: ({ event }) => event.type === 'TYPE' && searchable(event.text),
    current: ({ context, event }) => (event.type === 'RESULTS' || event.type === 'FAILED') && event.text === context.text.trim(),
  },
}).createMachine({
  id: 'citySearch',
  context: { text: '', suggestions: [] },
  initial: 'idle',
  on: {
    TYPE: [
      { guard: 'searchable', target: '.waiting', reenter: true, actions: assign({ text: ({ event }) => event.text }) },
      { target: '.idle', actions: assign({ text: ({ event }) => event.text, suggestions: [] }) },
    ],
    CLOSE: { target: '.idle', actions: assign({ suggestions: [] }) },
  },
  states: {
    idle: {},
    waiting: {
      after: { [CITY_DEBOUNCE_MS]: { target: 'searching', actions: emit(({ context }) => ({ type: 'search' as const, text: context.text.trim() })) } },
    },
    searching: {
      on: {
        RESULTS: { guard: 'current', target: 'idle', actions: assign({ suggestions: ({ event }) => (event.type === 'RESULTS' ? event.suggestions : []) }) },
        FAILED: { guard: 'current', target: 'idle', actions: assign({ suggestions: [] }) },
      },
    },
  },
});
