import type { Linter } from 'eslint';

export function featureBoundaries(options: {
  root: string;
  features: string;
  app: string[];
  shared: string[];
}): Linter.Config[];
