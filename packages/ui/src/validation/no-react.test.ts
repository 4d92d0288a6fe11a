import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('validation module', () => {
  it('does not import React, so the API can use it', () => {
    const dir = join(import.meta.dirname, '.');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/from ['"]react/);
      expect(source, file).not.toMatch(/\.tsx['"]/);
    }
  });
});
