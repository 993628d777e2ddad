// Placeholder until the contact section is built: the anchor the /contato redirect scrolls to.
export function ContactSection() {
  return <section id="contato" aria-label="Contato" />;
}
