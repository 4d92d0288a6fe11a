import { IntroPage } from '../../components/page/intro-page.tsx';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  return (
    <IntroPage page="contactUs">
      <ContactForm variant="page" />
    </IntroPage>
  );
}
