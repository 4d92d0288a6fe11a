import { describe, expect, it } from 'vitest';
import { plainText } from '../../../components/page/linked-text.tsx';
import { advantages, loanTypes } from './home-content.ts';

describe('home content', () => {
  it('lists the ten advantages of the spec, in order, each with an explanation', () => {
    expect(advantages.map((a) => a.title.toLowerCase())).toEqual([
      'no doc program',
      'instant approval',
      'competitive rates',
      'long term loans',
      'business funding',
      'no upfront fee',
      'fast closing',
      'short term loans',
      'online platform',
      'bad credit ok',
    ]);
    for (const a of advantages) expect(plainText(a.text).length).toBeGreaterThan(30);
  });

  it('presents the six loan types of the spec', () => {
    expect(loanTypes.map((l) => l.name)).toEqual([
      'Hard-money loans',
      'Bridge loans',
      'Fix-and-flip loans',
      'Investment property loans',
      'Business financing',
      'Permanent loans',
    ]);
  });
});
