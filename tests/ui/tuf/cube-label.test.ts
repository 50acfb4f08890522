/**
 * A teacher's blank cube is named like every other cube: its colour word
 * comes from the catalogue ("blank cube, seven"), never the raw key (the
 * compiler found `tuf.colour.blank` missing once the keys were typed).
 */
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../src/i18n';
import { cubeLabel } from '../../../src/ui/tuf/Cube';

describe('a blank cube’s spoken label', () => {
  it('says “blank cube” in every language, never a key', async () => {
    const expected = { en: /^blank cube, /, fr: /^cube vierge, /, es: /^cubo en blanco, / } as const;
    for (const lang of ['en', 'fr', 'es'] as const) {
      await switchLanguage(lang);
      const label = cubeLabel({ colour: 'blank', face: '7' }, '1');
      expect(label).not.toMatch(/tuf\./);
      expect(label).toMatch(expected[lang]);
    }
    await switchLanguage('en');
  });
});
