/**
 * Issue 31, "Bad input accepted", in the built app: settings named like an
 * object's inherited properties are refused in words, a DiceCulus game code
 * opens from the home screen's box as it does from its link, and a roll code
 * cut short is refused instead of opening another roll.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { launch, open, PHONE, type Session } from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const savedGames = (page: Session['page']): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const req = indexedDB.open('tuffest');
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('sessions')) return resolve(0);
          const count = db.transaction('sessions').objectStore('sessions').count();
          count.onsuccess = () => resolve(count.result);
        };
        req.onerror = () => resolve(-1);
      }),
  );

describe('codes from links and the home screen (issue 31)', () => {
  it('refuses settings named like inherited properties, in words, and saves nothing', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, `#/diceculus/code/${encodeURIComponent('diceculus:f=6,g=constructor,r=1#abc|Ann|Bob')}`);
    await page.getByText(/This game code is not readable\. The GRAND TOTAL setting is ds, dr or dp\./).waitFor();
    expect(await page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    await open(page, `#/diceculus/code/${encodeURIComponent('diceculus:e=valueOf,r=1#abc|Ann|Bob')}`);
    await page.getByText(/The END GAME SCORE setting is/).waitFor();
    await open(page, `#/mathable/code/${encodeURIComponent('mathable:s=constructor.h#abc')}`);
    const alert = (await page.getByRole('alert').first().textContent()) ?? '';
    expect(alert).toMatch(/^That Mathable code cannot be read/);
    expect(alert).not.toMatch(/Cannot read properties|undefined/);
    expect(await savedGames(page)).toBe(0);
  });

  it("opens a DiceCulus game code typed in the home screen's box, as its link does", async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/');
    await page.getByLabel('Share code or link').fill('diceculus:f=6,r=1#abc|Ann|Bob');
    await page.getByRole('button', { name: 'Open', exact: true }).tap();
    await page.getByText('You are joining a game shared from another device: tick who plays here.').waitFor();
    expect(await page.getByLabel('Ann plays on this device').count()).toBe(1);
    expect(await page.getByLabel('Bob plays on this device').count()).toBe(1);
  });

  it('refuses a roll code cut short instead of opening another roll', async () => {
    s = await launch(PHONE);
    const { page } = s;
    // the roll code as this build writes it, one letter short
    const { writeSharedCode } = await import('../../src/core/sharedCode');
    const whole = writeSharedCode({ game: 'tuf', params: { c: 'e', g: '1' }, seed: 'abc12' });
    expect(whole).toMatch(/^tuf:c=e,ck=[0-9a-z]{5},g=1#abc12$/);
    await open(page, '#/');
    await page.getByLabel('Share code or link').fill(whole.slice(0, -1));
    await page.getByRole('button', { name: 'Open', exact: true }).tap();
    await page.getByText('That code could not be read: the code was changed or cut short: ask for it again.').waitFor();
    await open(page, `#/tuf/code/${encodeURIComponent(whole.slice(0, -1))}`);
    await page.getByText(/the code was changed or cut short/).waitFor();
    expect(await savedGames(page)).toBe(0);
  });
});
