// Texts of the info / about page (spec 000 §2.10): header, sections, interactive demo and footer, in pt and en.
// Proper names (press outlets) stay as they are; the press addresses live in ./press.ts.
import { defineTexts, joinTexts } from '@/i18n/define';
import features from './texts-features';
import modes from './texts-modes';
import demo from './texts-demo';

export default joinTexts(
  defineTexts(
    {
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
        tagline: 'Comunicação alternativa gratuita, em português e inglês.',
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
    },
    {
      header: {
        brandHome: 'Aceno — top of the page',
        navLabel: 'Page sections',
        menu: 'Menu',
        useNow: 'Use Now',
      },
      nav: {
        inicio: 'Home',
        recursos: 'Features',
        modos: 'Usage Modes',
        dispositivos: 'Devices',
        sobre: 'About Us',
        contato: 'Contact',
      },
      newTab: '(opens in a new tab)',
      hero: {
        eyebrow: 'Augmentative and alternative communication',
        title: 'A tap becomes a voice for people who cannot speak easily',
        subtitle:
          'Picture and word cards that speak aloud and appear full screen. For people after a stroke, with ALS, autism or cerebral palsy, and for those who care for them.',
        start: 'Start now',
        howItWorks: 'See how it works',
        claimsLabel: 'Aceno in numbers',
        claims: {
          modes: { value: '6', label: 'usage modes' },
          accessible: { value: '100%', label: 'accessible' },
          free: { value: 'Free', label: 'for everyone' },
        },
      },
      how: {
        title: 'How It Works',
        intro: 'Four steps, from a tap to a conversation.',
        steps: {
          touch: { title: 'Touch a card', description: 'Choose the picture or word that says what you want.' },
          audio: { title: 'The audio plays', description: 'Aceno speaks the word or sentence aloud.' },
          fullscreen: { title: 'Full-screen enlargement', description: 'The message appears large, easy to see for anyone nearby.' },
          communicate: { title: 'Effective communication', description: 'The people beside you hear, see and understand.' },
        },
        handsFreeTitle: 'Hands-free: the face as a switch',
        handsFree: [
          'In Settings → Input, choose "Head and blinks (camera)" — or, for scanning, "Face gestures only" under the camera.',
          'Under "Face gestures", start with "Open mouth selects" or "Eyebrows: next, mouth: select".',
          'With the camera on and the person relaxed, press "Calibrate my face": three seconds of keeping still are enough.',
          'The pointer goes to the nearest card and outlines it before choosing; a tremor does not change the card. A pause gesture (or the Pause button) stops everything until resumed.',
          'Keys too small (the keyboard on a phone)? Under "Point and wait", turn the magnifier on: resting the pointer first shows the keys around it, big, and resting again chooses one of them. If the pointer shakes a lot, choose “Always”.',
        ],
      },
      devices: {
        title: 'Devices',
        intro: 'Opens in the browser, nothing to install.',
        items: {
          phones: { title: 'Phones', description: 'Always at hand, in a pocket or on the bedside table.' },
          tablets: { title: 'Tablets', description: 'Large cards, good for touch and for therapy.' },
          computers: { title: 'Computers', description: 'With a mouse, keyboard, switch or camera.' },
        },
        offlineTitle: 'Works offline',
        offline: 'Open Aceno once with internet: after the first load it keeps working without a connection.',
      },
      experience: {
        title: 'Experience',
        intro: 'Aceno goes wherever communication happens.',
        items: {
          hospital: { title: 'In hospital', description: 'After a stroke or during a hospital stay, saying yes, no and where it hurts matters.' },
          home: { title: 'At home', description: 'Families and caregivers understand needs and feelings every day.' },
          therapy: { title: 'In therapy', description: 'Speech and occupational therapists use the modes as support in sessions.' },
          school: { title: 'At school', description: 'Educators include students who communicate in alternative ways.' },
        },
      },
      press: {
        title: 'In the Press',
        intro: 'What people are saying about Aceno.',
        items: {
          first: {
            outlet: 'Portal Saúde & Inclusão',
            title: 'Free app helps patients who lost their speech after a stroke',
            summary: 'Created by a son to talk with his father, the app became a tool for families and therapists.',
          },
          second: {
            outlet: 'Revista Tecnologia Assistiva',
            title: 'Alternative communication in the browser: meet Aceno',
            summary: 'Six usage modes, a voice in two languages and offline use, at no cost.',
          },
        },
      },
      about: {
        title: 'About Us',
        storyTitle: 'Our story',
        story: {
          first:
            "Aceno was born at home. After a stroke, the author's father could no longer speak easily, and the family needed a simple way to understand what he wanted to say.",
          second:
            'The first cards were made for him. Reviewed by speech therapists, the project grew into a free app for anyone with speech difficulties, their families, therapists and teachers.',
        },
        missionTitle: 'Mission',
        mission: 'To give a voice to people who cannot speak easily, with a free, simple and accessible tool.',
        valuesTitle: 'Values',
        values: {
          access: 'Accessibility first',
          free: 'Free for everyone',
          dignity: 'Respect and dignity',
          care: 'Made with the people who use it and those who care',
        },
        visionTitle: 'Vision',
        vision: 'A world where everyone can communicate and be understood, anywhere.',
      },
      cta: {
        title: 'Ready to start?',
        text: 'Open Aceno and choose a mode. There is nothing to install.',
        start: 'Use Now',
        contact: 'Contact us',
      },
      footer: {
        tagline: 'Free alternative communication, in Portuguese and English.',
        audienceTitle: 'Who it is for',
        audience: {
          patients: 'Patients',
          families: 'Families and caregivers',
          professionals: 'Health professionals',
          educators: 'Educators',
        },
        linksTitle: 'Links',
        home: 'Home',
        contact: 'Contact',
        creditsTitle: 'Credits',
        creditsBefore: 'Emoji symbols from',
        creditsMiddle: ', under the licence',
        arasaacBefore: 'Online pictograms from',
        arasaacMiddle: ' (Government of Aragon, author Sergio Palao), under the licence',
        wordsBefore: 'The Type mode\'s word suggestions come from the word frequencies of the subtitles of',
        wordsMiddle: ' (via zxcvbn-ts), under the licence',
        copyright: '© 2025 Aceno. Free and open-source software.',
      },
    },
  ),
  { features, modes, demo },
);
