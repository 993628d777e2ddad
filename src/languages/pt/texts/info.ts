// Texts of the info / about page (spec 000 §2.10): header, sections, interactive demo and footer, in pt and en.
// Proper names (press outlets) stay as they are; the press addresses live in ./press.ts.
import type { TextTree } from '@/i18n/define';

export default {
  header: {
    brandHome: 'Aceno — início da página',
    navLabel: 'Seções da página',
    menu: 'Menu',
    useNow: 'Usar agora',
  },
  nav: {
    inicio: 'Início',
    recursos: 'Recursos',
    modos: 'Modos de uso',
    dispositivos: 'Dispositivos',
    sobre: 'Sobre nós',
    contato: 'Contato',
  },
  newTab: '(abre em nova aba)',
  hero: {
    eyebrow: 'Comunicação alternativa e aumentativa',
    title: 'Um toque vira voz para quem não consegue falar com facilidade',
    subtitle:
      'Cartões com figuras e palavras que falam em voz alta e aparecem em tela cheia. Para pessoas após um AVC, com ELA, autismo ou paralisia cerebral, e para quem cuida delas.',
    start: 'Começar agora',
    howItWorks: 'Ver como funciona',
    claimsLabel: 'O Aceno em números',
    claims: {
      modes: { value: '6', label: 'modos de uso' },
      accessible: { value: '100%', label: 'acessível' },
      free: { value: 'Grátis', label: 'para todas as pessoas' },
    },
  },
  how: {
    title: 'Como funciona',
    intro: 'Quatro passos, do toque à conversa.',
    steps: {
      touch: { title: 'Toque em um cartão', description: 'Escolha a figura ou a palavra que diz o que você quer.' },
      audio: { title: 'O áudio é reproduzido', description: 'O Aceno fala a palavra ou a frase em voz alta.' },
      fullscreen: { title: 'Ampliação em tela cheia', description: 'A mensagem aparece grande, fácil de ver por quem está perto.' },
      communicate: { title: 'Comunicação efetiva', description: 'Quem está ao seu lado ouve, vê e entende.' },
    },
    handsFreeTitle: 'Sem as mãos: o rosto como acionador',
    handsFree: [
      'Em Configurações → Controle, escolha "Cabeça e piscadas (câmera)" — ou, para varredura, "Só gestos do rosto" na câmera.',
      'Em "Gestos do rosto", comece com "Abrir a boca escolhe" ou "Sobrancelhas: próximo; boca: escolher".',
      'Com a câmera ligada e a pessoa relaxada, toque em "Calibrar meu rosto": três segundos parada bastam.',
      'O ponteiro vai ao cartão mais próximo e o marca antes de escolher; um tremor não troca de cartão. Um gesto de pausa (ou o botão Pausar) para tudo até voltar.',
      'Teclas pequenas demais (o teclado num celular)? Em "Apontar e esperar", ligue a lupa: parar o ponteiro primeiro mostra, grandes, as teclas em volta, e parar de novo escolhe uma delas. Se o ponteiro treme muito, escolha “Sempre”.',
    ],
  },
  devices: {
    title: 'Dispositivos',
    intro: 'Abre no navegador, sem instalar nada.',
    items: {
      phones: { title: 'Celulares', description: 'Sempre à mão, no bolso ou na cabeceira.' },
      tablets: { title: 'Tablets', description: 'Cartões grandes, bons para toque e para a terapia.' },
      computers: { title: 'Computadores', description: 'Com mouse, teclado, acionador ou câmera.' },
    },
    offlineTitle: 'Funciona offline',
    offline: 'Abra o Aceno uma vez com internet: depois do primeiro carregamento ele continua funcionando sem conexão.',
  },
  experience: {
    title: 'Experiência de quem usa',
    intro: 'O Aceno acompanha a comunicação onde ela acontece.',
    items: {
      hospital: { title: 'No hospital', description: 'Após um AVC ou em uma internação, dizer sim, não e onde dói faz diferença.' },
      home: { title: 'Em casa', description: 'Famílias e cuidadores entendem necessidades e sentimentos no dia a dia.' },
      therapy: { title: 'Na terapia', description: 'Fonoaudiólogos e terapeutas usam os modos como apoio nas sessões.' },
      school: { title: 'Na escola', description: 'Educadores incluem alunos que se comunicam de forma alternativa.' },
    },
  },
  press: {
    title: 'Na mídia',
    intro: 'O que estão falando sobre o Aceno.',
    items: {
      first: {
        outlet: 'Portal Saúde & Inclusão',
        title: 'Aplicativo gratuito ajuda pacientes que perderam a fala após um AVC',
        summary: 'Criado por um filho para se comunicar com o pai, o app virou ferramenta para famílias e terapeutas.',
      },
      second: {
        outlet: 'Revista Tecnologia Assistiva',
        title: 'Comunicação alternativa no navegador: conheça o Aceno',
        summary: 'Seis modos de uso, voz em dois idiomas e funcionamento offline, sem custo.',
      },
    },
  },
  about: {
    title: 'Sobre nós',
    storyTitle: 'Nossa história',
    story: {
      first:
        'O Aceno nasceu dentro de casa. Depois de um AVC, o pai do autor do projeto perdeu a capacidade de falar com facilidade, e a família precisava de um jeito simples de entender o que ele queria dizer.',
      second:
        'Os primeiros cartões foram feitos para ele. Revisado por fonoaudiólogos, o projeto cresceu e virou um app gratuito para qualquer pessoa com dificuldade de fala, suas famílias, terapeutas e professores.',
    },
    missionTitle: 'Missão',
    mission: 'Dar voz a quem não consegue falar com facilidade, com uma ferramenta gratuita, simples e acessível.',
    valuesTitle: 'Valores',
    values: {
      access: 'Acessibilidade em primeiro lugar',
      free: 'Gratuito para todas as pessoas',
      dignity: 'Respeito e dignidade',
      care: 'Feito com quem usa e com quem cuida',
    },
    visionTitle: 'Visão',
    vision: 'Um mundo em que toda pessoa possa se comunicar e ser entendida, em qualquer lugar.',
  },
  cta: {
    title: 'Pronto para começar?',
    text: 'Abra o Aceno e escolha um modo. Não precisa instalar nada.',
    start: 'Usar agora',
    contact: 'Fale conosco',
  },
  footer: {
    tagline: 'Comunicação alternativa gratuita, em português, inglês e espanhol.',
    audienceTitle: 'Para quem é',
    audience: {
      patients: 'Pacientes',
      families: 'Familiares e cuidadores',
      professionals: 'Profissionais de saúde',
      educators: 'Educadores',
    },
    linksTitle: 'Links',
    home: 'Início',
    contact: 'Contato',
    creditsTitle: 'Créditos',
    creditsBefore: 'Símbolos emoji do',
    creditsMiddle: ', sob a licença',
    arasaacBefore: 'Pictogramas online do',
    arasaacMiddle: ' (Governo de Aragão, autor Sergio Palao), sob a licença',
    wordsBefore: 'As sugestões de palavras do modo Escrever vêm das frequências de palavras das legendas do',
    wordsMiddle: ' (via zxcvbn-ts), sob a licença',
    copyright: '© 2025 Aceno. Software livre e gratuito.',
  },
  features: {
    title: 'Recursos',
    intro: 'Pensado com fonoaudiólogos para ser simples, claro e confiável.',
    items: {
      voice: { title: 'Voz em português, inglês e espanhol', description: 'Cada toque fala em voz alta, em um ritmo fácil de entender.' },
      fullscreen: { title: 'Tela cheia', description: 'A mensagem aparece grande, com emoji, para ser vista de longe.' },
      access: { title: 'Toque, teclado, acionador e olhar', description: 'Há formas de uso para quem toca, usa teclado ou acionador, ou controla com os olhos.' },
      offline: { title: 'Funciona sem internet', description: 'Depois do primeiro acesso, continua funcionando offline.' },
      reading: { title: 'Leitura confortável', description: 'Letras grandes, alto contraste e tema escuro.' },
      free: { title: 'Gratuito', description: 'Todos os modos sem custo, para pacientes, famílias, terapeutas e escolas.' },
    },
  },
  modes: {
    title: 'Modos de uso',
    intro: 'Seis modos para diferentes momentos e jeitos de se comunicar.',
    items: {
      dynamic: { title: 'Dinâmico', description: 'Todos os cartões em uma tela, com navegação por categorias.' },
      constructorMode: { title: 'Construtor', description: 'Monte frases palavra por palavra e ouça a frase inteira.' },
      guided: { title: 'Guiado', description: 'Quem, o quê e sobre o quê: uma frase completa passo a passo, com sugestões.' },
      pictograms: { title: 'Pictogramas', description: 'Figuras organizadas em categorias; toque para falar.' },
      puzzle: { title: 'Quebra-cabeça', description: 'Embaralhe e organize palavras para formar frases.' },
      lettersSounds: { title: 'Letras e Sons', description: 'Monte palavras letra por letra ouvindo cada som.' },
    },
    moreTitle: 'E também',
    more: {
      basic: { title: 'Figuras', description: 'O quadro rápido: sim, não, necessidades, sentimentos e onde dói.' },
      inclusive: { title: 'Inclusivo', description: 'Controle com o movimento dos olhos e selecione com uma piscada dupla.' },
      typing: { title: 'Escrever', description: 'Um teclado com sugestões de palavras para dizer qualquer coisa, por toque, teclas, acionador ou cabeça.' },
    },
  },
  demo: {
    title: 'Experimente',
    intro: 'Toque nos cartões para montar uma frase e depois toque em Falar. É só uma amostra: o app tem muito mais cartões.',
    tabsLabel: 'Modos da demonstração',
    tabs: {
      basic: { label: 'Básico', hint: 'Respostas rápidas e necessidades do dia a dia.' },
      dynamic: { label: 'Dinâmico', hint: 'Saudações, sentimentos e tempo em uma só tela.' },
      constructorMode: { label: 'Construtor', hint: 'Palavras para montar frases completas.' },
    },
    sentenceLabel: 'Frase montada',
    placeholder: 'Toque nos cartões para montar uma frase.',
    speak: 'Falar',
    clear: 'Limpar',
    words: {
      basic: { yes: 'sim', no: 'não', water: 'água', eat: 'comer', bathroom: 'banheiro', pain: 'dor', help: 'ajuda', thanks: 'obrigado' },
      dynamic: { hello: 'olá', morning: 'bom dia', happy: 'feliz', sad: 'triste', tired: 'cansado', cold: 'com frio', now: 'agora', later: 'depois' },
      constructorMode: { i: 'eu', you: 'você', want: 'quero', need: 'preciso', go: 'ir para', home: 'casa', food: 'comida', medicine: 'remédio' },
    },
  },
} satisfies TextTree;
