import { describe, expect, it } from 'vitest';
import { ownerWords, PASSWORD_MIN_SCORE, passwordStrength } from './password-strength.ts';

const dana = { email: 'dana.quillfeather@example.com', firstName: 'Dana', lastName: 'Quillfeather' };

describe('password strength (zxcvbn, score at least 3)', () => {
  it('refuses guessable passwords with zxcvbn feedback in plain English', () => {
    expect(passwordStrength('password1234')).toEqual({
      score: 1,
      strong: false,
      feedback: 'This is similar to a commonly used password. Add more words that are less common.',
    });
    expect(passwordStrength('qwertyuiop12').strong).toBe(false);
    expect(passwordStrength('x'.repeat(12)).feedback).toBe(
      'Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.',
    );
  });

  it("treats the owner's email and names as words a guesser knows", () => {
    expect(passwordStrength('dana2025', { firstName: 'Dana' }).strong).toBe(false);
    expect(passwordStrength('Quillfeather2025!').strong).toBe(true);
    const own = passwordStrength('Quillfeather2025!', dana);
    expect(own.strong).toBe(false);
    expect(own.feedback).toMatch(/^Avoid your name and your email address\. /);
    expect(passwordStrength('danaquillfeather', { email: dana.email }).strong).toBe(false);
  });

  it('accepts the passwords the product and its tests use', () => {
    for (const password of [
      'Demo-Borrower-2025!',
      'Correct-Horse-Battery-9',
      'A-long-enough-passphrase-2025',
    ]) {
      const verdict = passwordStrength(password, {
        email: 'demo@borrower.test',
        firstName: 'Dana',
        lastName: 'Demo',
      });
      expect(verdict.score, password).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
      expect(verdict).toMatchObject({ strong: true, feedback: '' });
    }
  });

  it('splits the email into the words a guesser would try', () => {
    expect(ownerWords({ email: ' Dana.Q-Feather@Example.com ', firstName: 'Dana', lastName: '' })).toEqual([
      'dana.q-feather@example.com',
      'dana',
      'dana.q-feather',
      'example',
      'feather',
    ]);
  });
});
