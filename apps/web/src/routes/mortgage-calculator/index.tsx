import { createFileRoute } from '@tanstack/react-router';
import { parseCalculatorSearch } from '../../features/calculator/search-params.ts';
import { CalculatorPage } from '../../features/calculator/ui/calculator-page.tsx';

export const Route = createFileRoute('/mortgage-calculator/')({
  validateSearch: parseCalculatorSearch,
  component: CalculatorPage,
});
