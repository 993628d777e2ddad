// The info page's contact section (spec 000 §2.10 contato): the anchor the /contato and /en/contact redirects
// land on, with the direct channels (e-mail, WhatsApp, Instagram) and the contact form.
import { useTranslation } from 'react-i18next';
import { SECTION } from './anchors';
import { ContactChannels } from './contact/ContactChannels';
import { ContactForm } from './contact/ContactForm';
import { InfoSection } from './sections/InfoSection';
import './contact/contact.css';
import { needTexts } from '@/i18n/i18n';

needTexts('contact');

export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <InfoSection id={SECTION.contact} title={t('title')} intro={t('intro')} tone="tinted">
      <div className="contact">
        <ContactChannels />
        <ContactForm />
      </div>
    </InfoSection>
  );
}
