import { defineTexts } from '@/i18n/define';

// The professional area: the suggestions from board use (namespace "professional", key "suggestions"; joined in ./texts.ts).
export default defineTexts(
  {
    tab: 'Sugestões',
    title: 'Sugestões',
    loading: 'Carregando sugestões...',
    rules: 'Estas sugestões vêm de regras simples sobre o uso das pranchas deste paciente neste aparelho — não de um modelo de inteligência artificial.',
    none: 'Nenhuma sugestão agora.',
    apply: 'Aplicar',
    dismiss: 'Dispensar',
    failed: 'Não foi possível aplicar a sugestão neste aparelho. Nada foi mudado.',
    priority: { high: 'Alta', medium: 'Média', low: 'Baixa' },
    kinds: { card_suggestion: 'Cartão', behavior_insight: 'Comportamento', session_goal: 'Meta de sessão' },
    rule: {
      cardFirst: {
        title: 'Colocar “{{word}}” no início de {{category}}',
        why: '“{{word}}” foi escolhida {{count}} vezes nas últimas 2 semanas em {{board}}, mas não é o primeiro cartão da categoria.',
        applied: '“{{word}}” agora é o primeiro cartão de {{category}}.',
      },
      categoryFirst: {
        title: 'Levar {{category}} para o início de {{board}}',
        why: 'Nenhum cartão de {{category}} foi escolhido em 2 semanas, embora a prancha seja usada. No início, fica mais fácil ver se ela faz falta.',
        applied: '{{category}} agora é a primeira categoria de {{board}}.',
      },
      bookSession: {
        title: 'Meta: {{goal}} escolhas na próxima semana; sessão em {{date}}',
        why: 'Foram {{count}} escolhas nos últimos 7 dias. Aplicar marca a próxima sessão para {{date}}.',
        applied: 'Próxima sessão marcada para {{date}}.',
      },
      longerDwell: {
        title: 'Aumentar o tempo de permanência para {{seconds}} s',
        why: '{{undone}} de {{count}} escolhas por permanência nas últimas 2 semanas foram desfeitas em até 2 s (tempo usado: {{current}} s): provavelmente escolhas sem querer. Aplicar muda o tempo neste aparelho.',
        applied: 'O tempo de permanência neste aparelho agora é {{seconds}} s.',
      },
      slowerScan: {
        title: 'Deixar a varredura mais lenta: {{seconds}} s por item',
        why: '{{undone}} de {{count}} escolhas por acionador nas últimas 2 semanas foram desfeitas em até 2 s: o destaque pode estar passando rápido demais. Aplicar muda a velocidade neste aparelho.',
        applied: 'A varredura neste aparelho agora espera {{seconds}} s por item.',
      },
    },
  },
  {
    tab: 'Suggestions',
    title: 'Suggestions',
    loading: 'Loading suggestions...',
    rules: 'These suggestions come from plain rules over the use of this patient’s boards on this device — not from an artificial intelligence model.',
    none: 'No suggestions now.',
    apply: 'Apply',
    dismiss: 'Dismiss',
    failed: 'The suggestion could not be applied on this device. Nothing was changed.',
    priority: { high: 'High', medium: 'Medium', low: 'Low' },
    kinds: { card_suggestion: 'Card', behavior_insight: 'Behaviour', session_goal: 'Session goal' },
    rule: {
      cardFirst: {
        title: 'Put “{{word}}” first in {{category}}',
        why: '“{{word}}” was chosen {{count}} times in the last 2 weeks on {{board}}, but it is not the category’s first card.',
        applied: '“{{word}}” is now the first card of {{category}}.',
      },
      categoryFirst: {
        title: 'Bring {{category}} to the front of {{board}}',
        why: 'No card of {{category}} was chosen in 2 weeks, though the board is used. At the front it is easier to see whether it is missed.',
        applied: '{{category}} is now the first category of {{board}}.',
      },
      bookSession: {
        title: 'Goal: {{goal}} choices next week; session on {{date}}',
        why: 'There were {{count}} choices in the last 7 days. Apply books the next session for {{date}}.',
        applied: 'Next session booked for {{date}}.',
      },
      longerDwell: {
        title: 'Make the dwell time {{seconds}} s',
        why: '{{undone}} of {{count}} dwell choices in the last 2 weeks were undone within 2 s (dwell time used: {{current}} s): likely chosen by accident. Apply changes the time on this device.',
        applied: 'The dwell time on this device is now {{seconds}} s.',
      },
      slowerScan: {
        title: 'Slow the scan down to {{seconds}} s per item',
        why: '{{undone}} of {{count}} switch choices in the last 2 weeks were undone within 2 s: the highlight may be moving too fast. Apply changes the speed on this device.',
        applied: 'The scan on this device now waits {{seconds}} s per item.',
      },
    },
  },
);
