import { IntroPage } from '../pages/intro-page.tsx';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  return (
    <IntroPage page="contactUs">
      <ContactForm variant="page" />
    </IntroPage>
  );
}
