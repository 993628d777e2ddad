// The board's "Palavra" (word) mode (spec 001 §4): each block shows only its last meaningful word, in upper case —
// words of 2 letters or fewer and the stop words of both languages are passed over — so a reader who knows few words
// finds the block by its key word ("Tem genérico?" → GENÉRICO). A phrase with no such word shows its last word. Pure.

/** Function words of Portuguese and English that never carry a phrase's meaning alone. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // Portuguese
  'para', 'pra', 'pelo', 'pela', 'pelos', 'pelas', 'com', 'sem', 'uma', 'umas', 'uns', 'que', 'por', 'favor', 'mim',
  'meu', 'minha', 'meus', 'minhas', 'seu', 'sua', 'seus', 'suas', 'este', 'esta', 'estes', 'estas', 'esse', 'essa',
  'isso', 'isto', 'aqui', 'ali', 'aí', 'você', 'vocês', 'ele', 'ela', 'eles', 'elas', 'nós', 'dos', 'das', 'nos', 'nas',
  'num', 'numa', 'mais', 'muito', 'também', 'como', 'onde', 'qual', 'quando', 'quanto', 'está', 'estou', 'sou', 'tem',
  'ter', 'pode', 'posso', 'vou', 'quero', 'preciso', 'gostaria', 'tenho', 'fica', 'ainda', 'agora', 'depois', 'antes',
  // English
  'the', 'and', 'for', 'with', 'without', 'this', 'that', 'these', 'those', 'please', 'you', 'your', 'can', 'could',
  'would', 'will', 'have', 'has', 'had', 'need', 'want', 'like', 'where', 'what', 'how', 'when', 'which', 'here',
  'there', 'from', 'into', 'about', 'some', 'any', 'again', 'are', 'was', 'were', 'been', 'does', 'did', 'not', 'don’t',
  'can’t', 'i’m', 'i’d', 'i’ll', 'it’s', 'our', 'their', 'them', 'they', 'she', 'him', 'her', 'his', 'its', 'much',
  'many', 'more', 'very', 'too', 'also', 'now', 'then', 'just', 'get', 'got', 'let', 'may',
]);

const WORDS = /[\p{L}\p{M}’']+/gu;

/** The word a block shows in word mode, upper-cased in the block's language. */
export function keyWord(phrase: string, locale: string): string {
  const words = phrase.match(WORDS) ?? [];
  const meaningful = words.filter((word) => [...word].length > 2 && !STOP_WORDS.has(word.toLocaleLowerCase(locale).replace(/'/g, '’')));
  const chosen = meaningful.at(-1) ?? words.at(-1) ?? phrase.trim();
  return chosen.toLocaleUpperCase(locale);
}
