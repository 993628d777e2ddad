// The demo's tab list (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between tabs; only
// the selected tab is in the Tab order. Every panel stays in the page, hidden, so aria-controls always resolves.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/current-language';
import { CardGrid } from '@/components/card/CardGrid';
import { capitalise } from '@/i18n/text';
import { prepareSpeech } from '@/speech/speech';
import { DEMO_TABS, type DemoCard, type DemoTabId } from './demoCards';
import { TabList } from '@/components/tabs/TabList';

interface DemoTabsProps {
  onChoose: (tab: DemoTabId, card: DemoCard) => void;
}

export function DemoTabs({ onChoose }: DemoTabsProps) {
  const { t } = useTranslation('info');
  const prefix = useId();
  const [selected, setSelected] = useState(0);
  const lang = useLang();
  const shown = DEMO_TABS[selected];

  // The cards on screen get their voice ready, so a tap sounds at once.
  useEffect(() => {
    if (shown) prepareSpeech(shown.cards.map((card) => capitalise(t(`demo.words.${shown.id}.${card.id}`))), { lang, kind: 'word' });
  }, [shown, lang, t]);

  return (
    <div className="demo-tabs">
      <TabList className="demo-tabs__list" label={t('demo.tabsLabel')} count={DEMO_TABS.length} selected={selected} onSelect={setSelected}>
        {DEMO_TABS.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            className="demo-tab"
            aria-selected={index === selected}
            aria-controls={`${prefix}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {t(`demo.tabs.${tab.id}.label`)}
          </button>
        ))}
      </TabList>
      {DEMO_TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          hidden={index !== selected}
          className="demo-panel"
        >
          <p className="demo-panel__hint">{t(`demo.tabs.${tab.id}.hint`)}</p>
          <CardGrid
            label={t(`demo.tabs.${tab.id}.label`)}
            cards={tab.cards.map((card) => ({
              id: card.id,
              label: capitalise(t(`demo.words.${tab.id}.${card.id}`)),
              symbol: card.emoji,
              onSelect: () => onChoose(tab.id, card),
            }))}
          />
        </div>
      ))}
    </div>
  );
}
