/**
 * The constant cube with any game 1–6 (issue 27) in Chromium: chosen in the setup beside the game (game 2 here,
 * preset to π), the options that do not apply hidden, and the match dealing game 2's cubes plus the orange π
 * cube, told in the seat. Screens at 390×844, 320×568 and 1024×768, axe clean, controls 44 px.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { launch, open, PHONE, seriousViolations, shot, SMALL, TABLET, type Session } from './browser';
import { t } from '../../src/i18n';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

describe('the constant cube as an option of any game', () => {
  for (const [size, vp] of [
    ['phone', PHONE],
    ['small', SMALL],
    ['tablet', TABLET],
  ] as const) {
    it(`game 2 with the cube preset to π: set up, played, told in the seat (${size})`, async () => {
      s = await launch(vp);
      const { page } = s;
      await open(page, '#/tuf');
      await page.getByRole('combobox', { name: t('tuf.game') }).selectOption('2');
      const add = page.getByRole('switch', { name: t('tuf.constant.add') });
      // the whole row (its label) is the target
      expect((await page.locator('label.toggle', { has: add }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await add.tap();
      const group = page.getByRole('group', { name: t('tuf.constant'), exact: true });
      await group.getByText('π', { exact: true }).tap();
      for (const option of await group.locator('label').all()) {
        const b = await option.boundingBox();
        expect(b?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await shot(page, `tuf-constant-setup-${size}`);
      expect(JSON.stringify(await seriousViolations(page))).toBe('[]');
      await page.locator('button.tuf-play').tap();
      await page.waitForURL(/#\/tuf\/play\//);
      await page.getByRole('button', { name: t('tuf.roll') }).tap();
      const seat = page.locator('.tuf-seat').first();
      await seat.getByText(t('tuf.const.short.preset', { face: t('tuf.const.short.pi.any') })).waitFor();
      await seat.getByRole('button', { name: /orange cube, pi/ }).waitFor();
      await shot(page, `tuf-constant-play-${size}`);
      expect(JSON.stringify(await seriousViolations(page))).toBe('[]');
    });
  }
});
