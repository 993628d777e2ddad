// The picture on a sentence piece (spec 001 §3): a word-to-emoji dictionary in both languages, a generic symbol for
// any other word. Words are looked up lower-cased and without the punctuation around them.

const WORDS: Record<string, string> = {
  // people
  eu: '🙋', i: '🙋', você: '👉', you: '👉', mamãe: '👩', mãe: '👩', mom: '👩', mother: '👩', papai: '👨', pai: '👨', dad: '👨', father: '👨',
  amigo: '🧑‍🤝‍🧑', amigos: '🧑‍🤝‍🧑', friend: '🧑‍🤝‍🧑', friends: '🧑‍🤝‍🧑', meus: '🙋', my: '🙋', mim: '🙋', me: '🙋',
  // wants and needs
  quero: '🙏', want: '🙏', wants: '🙏', preciso: '🆘', need: '🆘', ajuda: '🆘', help: '🆘', posso: '❓', can: '❓',
  água: '💧', water: '💧', comer: '🍽️', eat: '🍽️', beber: '🥤', drink: '🥤', fome: '🍽️', hungry: '🍽️', copo: '🥛', glass: '🥛',
  banheiro: '🚻', bathroom: '🚻', dormir: '😴', dormindo: '😴', sleep: '😴', sleeping: '😴', sleepy: '😴', cansado: '😩', tired: '😩',
  banana: '🍌', bananas: '🍌', bolo: '🎂', cake: '🎂', chocolate: '🍫',
  // feelings
  feliz: '😊', happy: '😊', gosto: '❤️', like: '❤️', doendo: '🤕', hurting: '🤕', cabeça: '🧠', head: '🧠',
  obrigado: '🙏', obrigada: '🙏', thank: '🙏', thanks: '🙏', oi: '👋', hello: '👋', hi: '👋', bom: '☀️', good: '☀️', dia: '☀️', morning: '🌅',
  // play and places
  brincar: '🧸', play: '🧸', passear: '🚶', walk: '🚶', out: '🚪', parque: '🌳', park: '🌳', escola: '🏫', school: '🏫', praia: '🏖️', beach: '🏖️',
  casa: '🏠', home: '🏠', quarto: '🛏️', room: '🛏️', janela: '🪟', window: '🪟', abra: '🔓', open: '🔓',
  televisão: '📺', television: '📺', assistir: '👀', watch: '👀', história: '📖', story: '📖', ler: '📖', read: '📖',
  // animals and nature
  gato: '🐱', cat: '🐱', cachorro: '🐶', dog: '🐶', passarinho: '🐦', bird: '🐦', árvore: '🌳', tree: '🌳', cantando: '🎵', singing: '🎵',
  // time and weather
  hoje: '📅', today: '📅', amanhã: '📆', tomorrow: '📆', agora: '⏰', now: '⏰', cedo: '🌅', early: '🌅', sábado: '📅', saturday: '📅',
  calor: '🥵', hot: '🥵', frio: '🥶', cold: '🥶',
  // little words
  sim: '👍', yes: '👍', não: '👎', no: '👎', por: '🙏', favor: '🙏', please: '🙏', vamos: '👉', "let's": '👉', ir: '➡️', go: '➡️', vou: '➡️', will: '➡️',
};

/** The generic symbol of a word the dictionary does not know. */
export const GENERIC_PIECE_EMOJI = '💬';

export function pieceEmoji(word: string): string {
  const bare = word.toLocaleLowerCase().replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, '');
  return WORDS[bare] ?? GENERIC_PIECE_EMOJI;
}
