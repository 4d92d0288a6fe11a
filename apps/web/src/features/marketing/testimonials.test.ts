import { describe, expect, it } from 'vitest';
import { longTestimonials, shortTestimonials } from './testimonials.ts';

const all = [...shortTestimonials, ...longTestimonials];

describe('testimonials (product spec §3, docs/product/product-spec.md)', () => {
  it('has six short and eight long testimonials with every field filled', () => {
    expect(shortTestimonials).toHaveLength(6);
    expect(longTestimonials).toHaveLength(8);
    for (const t of shortTestimonials) {
      expect(t.shortText.length).toBeGreaterThan(20);
      expect(t.fullText.length).toBeGreaterThan(t.shortText.length);
      expect(t.name).toMatch(/^\S+ \S+$/);
      expect(t.role).not.toBe('');
    }
    for (const t of longTestimonials) {
      expect(t.fullText.length).toBeGreaterThan(200);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(t.date))).toBe(false);
    }
  });

  it('draws avatars as the initials of the name, never as remote images', () => {
    for (const t of all) {
      const initials = t.name
        .split(' ')
        .map((part) => part[0])
        .join('');
      expect(t.avatar.initials).toBe(initials);
      expect(JSON.stringify(t.avatar)).not.toMatch(/https?:|\.(png|jpe?g|webp|svg)/);
    }
  });

  it('keeps claims to what the product promises', () => {
    for (const t of all) {
      const text = 'shortText' in t ? `${t.shortText} ${t.fullText}` : t.fullText;
      expect(text).not.toMatch(/guarantee|lorem|coming soon|within 24 hours|instant(ly)? (approved|funded)/i);
      // Approval timing, when mentioned, is the spec's "within 48 hours".
      for (const match of text.matchAll(/within (\d+) hours/g)) expect(match[1]).toBe('48');
      // A quote cannot link to the page that keeps a promise, so it names no site feature at all.
      expect(text).not.toMatch(
        /online (portal|platform)|upload|track(ed|ing)? (my|our) loan|loan offers? (online|in)/i,
      );
    }
  });
});
