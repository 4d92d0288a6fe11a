import { createFileRoute } from '@tanstack/react-router';
import { parseCalculatorSearch } from '../../features/calculator/search-params.ts';
import { IntroPage } from '../../features/pages/intro-page.tsx';

export const Route = createFileRoute('/mortgage-calculator/')({
  validateSearch: parseCalculatorSearch,
  component: function MortgageCalculatorRoute() {
    return <IntroPage page="mortgageCalculator" />;
  },
});
