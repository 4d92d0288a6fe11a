import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/marketing/home/home-page.tsx';

export const Route = createFileRoute('/')({
  component: HomePage,
});
