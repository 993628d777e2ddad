// The figures browser's twelve categories (spec 001 §3): key, emoji and label per language, and their words in
// Portuguese and English side by side, each with the bundled symbol shown when no pictogram can be fetched (offline,
// or the provider failing). Left sidebar: the first six; right: the other six. The default is 'iniciais'.
import type { Lang } from '@/i18n/language';

export type FigureCategoryKey =
  | 'iniciais' | 'actions' | 'basic' | 'greetings' | 'pain' | 'questions'
  | 'feelings' | 'descriptive' | 'time' | 'objects' | 'animals' | 'colors';

export interface FigureWord {
  pt: string;
  en: string;
  /** The bundled symbol: always there, offline too. */
  emoji: string;
}

export interface FigureCategory {
  key: FigureCategoryKey;
  emoji: string;
  label: Record<Lang, string>;
  words: readonly FigureWord[];
}

const w = (pt: string, en: string, emoji: string): FigureWord => ({ pt, en, emoji });

export const FIGURE_CATEGORIES: readonly FigureCategory[] = [
  {
    key: 'iniciais', emoji: '⭐', label: { pt: 'Essenciais', en: 'Essential' },
    words: [
      w('sim', 'yes', '👍'), w('não', 'no', '👎'), w('eu', 'I', '🙋'), w('você', 'you', '👉'), w('quero', 'want', '🙏'),
      w('mais', 'more', '➕'), w('parar', 'stop', '✋'), w('ajuda', 'help', '🆘'), w('água', 'water', '💧'), w('comer', 'eat', '🍽️'),
      w('banheiro', 'bathroom', '🚻'), w('dor', 'pain', '🤕'), w('obrigado', 'thank you', '🙏'), w('por favor', 'please', '🤲'),
      w('acabou', 'finished', '🏁'), w('de novo', 'again', '🔁'),
    ],
  },
  {
    key: 'actions', emoji: '🏃', label: { pt: 'Ações', en: 'Actions' },
    words: [
      w('andar', 'walk', '🚶'), w('correr', 'run', '🏃'), w('dormir', 'sleep', '😴'), w('beber', 'drink', '🥤'), w('brincar', 'play', '🧸'),
      w('ler', 'read', '📖'), w('escrever', 'write', '✍️'), w('desenhar', 'draw', '🖍️'), w('cantar', 'sing', '🎤'), w('dançar', 'dance', '💃'),
      w('ouvir', 'listen', '👂'), w('olhar', 'look', '👀'), w('falar', 'talk', '🗣️'), w('lavar', 'wash', '🧼'), w('vestir', 'dress', '👕'),
      w('sentar', 'sit', '🪑'), w('abrir', 'open', '🔓'), w('fechar', 'close', '🔒'), w('dar', 'give', '🎁'), w('pegar', 'take', '🤏'),
      w('ir', 'go', '➡️'), w('vir', 'come', '⬅️'), w('esperar', 'wait', '⏳'), w('ajudar', 'help', '🤝'),
    ],
  },
  {
    key: 'basic', emoji: '🍎', label: { pt: 'Necessidades Básicas', en: 'Basic Needs' },
    words: [
      w('fome', 'hungry', '🍽️'), w('sede', 'thirsty', '🥤'), w('sono', 'sleepy', '😴'), w('frio', 'cold', '🥶'), w('calor', 'hot', '🥵'),
      w('remédio', 'medicine', '💊'), w('médico', 'doctor', '🧑‍⚕️'), w('cama', 'bed', '🛏️'), w('banho', 'bath', '🛁'), w('escovar os dentes', 'brush teeth', '🪥'),
      w('fralda', 'diaper', '🧷'), w('roupa', 'clothes', '👕'), w('sapato', 'shoe', '👟'), w('pão', 'bread', '🍞'), w('leite', 'milk', '🥛'),
      w('suco', 'juice', '🧃'), w('café', 'coffee', '☕'), w('arroz', 'rice', '🍚'), w('feijão', 'beans', '🫘'), w('carne', 'meat', '🍖'),
      w('frango', 'chicken', '🍗'), w('peixe', 'fish', '🐟'), w('ovo', 'egg', '🥚'), w('fruta', 'fruit', '🍎'), w('banana', 'banana', '🍌'),
      w('maçã', 'apple', '🍎'), w('sopa', 'soup', '🥣'), w('biscoito', 'cookie', '🍪'), w('sorvete', 'ice cream', '🍦'), w('ar', 'air', '🌬️'),
    ],
  },
  {
    key: 'greetings', emoji: '👋', label: { pt: 'Saudações', en: 'Greetings' },
    words: [
      w('oi', 'hi', '👋'), w('tchau', 'bye', '👋'), w('bom dia', 'good morning', '🌅'), w('boa tarde', 'good afternoon', '☀️'),
      w('boa noite', 'good night', '🌙'), w('tudo bem?', 'how are you?', '🙂'), w('prazer', 'nice to meet you', '🤝'), w('desculpa', 'sorry', '😔'),
      w('com licença', 'excuse me', '🙇'), w('parabéns', 'congratulations', '🎉'), w('até logo', 'see you', '👋'), w('bem-vindo', 'welcome', '🤗'),
      w('abraço', 'hug', '🫂'), w('beijo', 'kiss', '😘'),
    ],
  },
  {
    key: 'pain', emoji: '🫀', label: { pt: 'Corpo', en: 'Body' },
    words: [
      w('cabeça', 'head', '🧠'), w('olho', 'eye', '👁️'), w('ouvido', 'ear', '👂'), w('nariz', 'nose', '👃'), w('boca', 'mouth', '👄'),
      w('dente', 'tooth', '🦷'), w('garganta', 'throat', '🗣️'), w('braço', 'arm', '💪'), w('mão', 'hand', '✋'), w('barriga', 'belly', '🫃'),
      w('costas', 'back', '🧍'), w('perna', 'leg', '🦵'), w('pé', 'foot', '🦶'), w('coração', 'heart', '❤️'), w('pulmão', 'lungs', '🫁'),
      w('febre', 'fever', '🤒'), w('tontura', 'dizzy', '😵‍💫'), w('enjoo', 'sick', '🤢'), w('machucado', 'hurt', '🩹'), w('coceira', 'itch', '🦟'),
    ],
  },
  {
    key: 'questions', emoji: '❓', label: { pt: 'Perguntas', en: 'Questions' },
    words: [
      w('o quê?', 'what?', '❓'), w('quem?', 'who?', '🧑'), w('onde?', 'where?', '📍'), w('quando?', 'when?', '🕒'), w('por quê?', 'why?', '🤔'),
      w('como?', 'how?', '🛠️'), w('quanto?', 'how much?', '💰'), w('qual?', 'which?', '👆'), w('posso?', 'can I?', '🙋'), w('vamos?', 'shall we?', '➡️'),
      w('que horas?', 'what time?', '⏰'), w('está pronto?', 'is it ready?', '✅'), w('você entendeu?', 'do you understand?', '💡'), w('pode repetir?', 'can you repeat?', '🔁'),
    ],
  },
  {
    key: 'feelings', emoji: '😊', label: { pt: 'Sentimentos', en: 'Feelings' },
    words: [
      w('feliz', 'happy', '😊'), w('triste', 'sad', '😢'), w('bravo', 'angry', '😠'), w('com medo', 'scared', '😨'), w('cansado', 'tired', '😩'),
      w('calmo', 'calm', '😌'), w('animado', 'excited', '🤩'), w('entediado', 'bored', '🥱'), w('nervoso', 'nervous', '😬'), w('surpreso', 'surprised', '😮'),
      w('confuso', 'confused', '😕'), w('envergonhado', 'shy', '😳'), w('sozinho', 'lonely', '🥺'), w('amado', 'loved', '🥰'), w('orgulhoso', 'proud', '😎'),
      w('preocupado', 'worried', '😟'), w('doente', 'ill', '🤒'), w('bem', 'fine', '🙂'),
    ],
  },
  {
    key: 'descriptive', emoji: '📏', label: { pt: 'Descrever', en: 'Describe' },
    words: [
      w('grande', 'big', '🐘'), w('pequeno', 'small', '🐭'), w('quente', 'hot', '🔥'), w('gelado', 'cold', '🧊'), w('bom', 'good', '👍'),
      w('ruim', 'bad', '👎'), w('bonito', 'pretty', '🌸'), w('feio', 'ugly', '👹'), w('rápido', 'fast', '🚀'), w('devagar', 'slow', '🐢'),
      w('cheio', 'full', '🈵'), w('vazio', 'empty', '🫙'), w('limpo', 'clean', '✨'), w('sujo', 'dirty', '💩'), w('alto', 'loud', '📢'),
      w('baixo', 'quiet', '🤫'), w('doce', 'sweet', '🍬'), w('salgado', 'salty', '🧂'), w('novo', 'new', '🆕'), w('velho', 'old', '👴'),
    ],
  },
  {
    key: 'time', emoji: '⏰', label: { pt: 'Tempo', en: 'Time' },
    words: [
      w('agora', 'now', '⏰'), w('depois', 'later', '⏭️'), w('antes', 'before', '⏮️'), w('hoje', 'today', '📅'), w('amanhã', 'tomorrow', '📆'),
      w('ontem', 'yesterday', '🗓️'), w('manhã', 'morning', '🌅'), w('tarde', 'afternoon', '☀️'), w('noite', 'night', '🌙'), w('semana', 'week', '📅'),
      w('fim de semana', 'weekend', '🎈'), w('sempre', 'always', '♾️'), w('nunca', 'never', '🚫'), w('cedo', 'early', '🐓'), w('logo', 'soon', '⏳'),
      w('aniversário', 'birthday', '🎂'),
    ],
  },
  {
    key: 'objects', emoji: '🧸', label: { pt: 'Objetos', en: 'Objects' },
    words: [
      w('bola', 'ball', '⚽'), w('livro', 'book', '📖'), w('celular', 'phone', '📱'), w('televisão', 'television', '📺'), w('computador', 'computer', '💻'),
      w('mesa', 'table', '🪑'), w('cadeira', 'chair', '🪑'), w('porta', 'door', '🚪'), w('janela', 'window', '🪟'), w('copo', 'cup', '🥛'),
      w('prato', 'plate', '🍽️'), w('colher', 'spoon', '🥄'), w('chave', 'key', '🔑'), w('óculos', 'glasses', '👓'), w('mochila', 'backpack', '🎒'),
      w('lápis', 'pencil', '✏️'), w('tesoura', 'scissors', '✂️'), w('relógio', 'watch', '⌚'), w('carro', 'car', '🚗'), w('ônibus', 'bus', '🚌'),
      w('bicicleta', 'bicycle', '🚲'), w('cadeira de rodas', 'wheelchair', '🦽'), w('brinquedo', 'toy', '🧸'), w('música', 'music', '🎵'),
    ],
  },
  {
    key: 'animals', emoji: '🐶', label: { pt: 'Animais', en: 'Animals' },
    words: [
      w('cachorro', 'dog', '🐶'), w('gato', 'cat', '🐱'), w('pássaro', 'bird', '🐦'), w('peixe', 'fish', '🐠'), w('cavalo', 'horse', '🐴'),
      w('vaca', 'cow', '🐄'), w('porco', 'pig', '🐷'), w('galinha', 'hen', '🐔'), w('coelho', 'rabbit', '🐰'), w('leão', 'lion', '🦁'),
      w('macaco', 'monkey', '🐒'), w('elefante', 'elephant', '🐘'), w('borboleta', 'butterfly', '🦋'), w('tartaruga', 'turtle', '🐢'),
    ],
  },
  {
    key: 'colors', emoji: '🎨', label: { pt: 'Cores', en: 'Colours' },
    words: [
      w('vermelho', 'red', '🟥'), w('azul', 'blue', '🟦'), w('amarelo', 'yellow', '🟨'), w('verde', 'green', '🟩'), w('laranja', 'orange', '🟧'),
      w('roxo', 'purple', '🟪'), w('rosa', 'pink', '🌸'), w('preto', 'black', '⬛'), w('branco', 'white', '⬜'), w('marrom', 'brown', '🟫'),
    ],
  },
];

export const DEFAULT_FIGURE_CATEGORY: FigureCategoryKey = 'iniciais';

/** Spec 001 §3: six categories on each side on wide screens. */
export const LEFT_CATEGORIES = FIGURE_CATEGORIES.slice(0, 6);
export const RIGHT_CATEGORIES = FIGURE_CATEGORIES.slice(6);
