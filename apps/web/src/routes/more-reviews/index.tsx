import { createFileRoute } from '@tanstack/react-router';
import { MoreReviewsPage } from '../../features/marketing/more-reviews-page.tsx';

export const Route = createFileRoute('/more-reviews/')({
  component: MoreReviewsPage,
});
