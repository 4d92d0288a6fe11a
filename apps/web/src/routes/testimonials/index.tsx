import { createFileRoute } from '@tanstack/react-router';
import { TestimonialsPage } from '../../features/marketing/testimonials-page.tsx';

export const Route = createFileRoute('/testimonials/')({
  component: TestimonialsPage,
});
