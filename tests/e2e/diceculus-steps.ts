/** Steps of a human's DiceCulus turn by touch, shared by the DiceCulus end-to-end files. */
import type { Page } from 'playwright-core';

export const visible = async (page: Page, role: 'button' | 'textbox', name: RegExp | string): Promise<boolean> =>
  page.getByRole(role, { name, exact: typeof name === 'string' }).first().isVisible().catch(() => false);

/** One step of a human's turn (a step whose button went away as the screen moved on is tried again). */
export async function humanStep(page: Page, opts: { wrongOnce?: { done: boolean } } = {}): Promise<string | null> {
  try {
    return await humanStepOnce(page, opts);
  } catch (e) {
    if (e instanceof Error && /Timeout/.test(e.name + e.message)) return 'stale';
    throw e;
  }
}

/** One step of a human's turn; returns what it did, or null when nothing was there to do. */
async function humanStepOnce(page: Page, opts: { wrongOnce?: { done: boolean } } = {}): Promise<string | null> {
  if (await visible(page, 'button', 'Announce')) {
    await page.getByRole('button', { name: 'Announce', exact: true }).tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'announce';
  }
  const keep = page.getByRole('button', { name: /^Keep \d+$/ });
  if (await keep.isVisible().catch(() => false)) {
    await keep.tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'keep';
  }
  const roll = page.getByRole('button', { name: /^Roll [a-f] \(\d dice\)$/ }).first();
  if (await roll.isVisible().catch(() => false)) {
    await roll.tap({ timeout: 3000 });
    await page.waitForTimeout(100);
    return 'roll';
  }
  const input = page.getByLabel('The value of the card');
  if (await input.isVisible().catch(() => false)) {
    if (opts.wrongOnce && !opts.wrongOnce.done) {
      opts.wrongOnce.done = true;
      await input.fill('123456');
      await page.getByRole('button', { name: 'Check', exact: true }).tap();
      await page.getByText('Not quite. Look at the working and try again.').waitFor();
      return 'wrong';
    }
    if (await visible(page, 'button', 'Show the working')) await page.getByRole('button', { name: 'Show the working' }).tap();
    const working = (await page.getByLabel('Working').textContent()) ?? '';
    const last = working.split(' = ').pop()!.trim().replace('−', '-');
    if (/^-?\d+(\/\d+)?$/.test(last)) {
      await input.fill(last);
      await page.getByRole('button', { name: 'Check', exact: true }).tap();
    } else await page.getByRole('button', { name: 'No value (÷ 0)' }).tap();
    await input.waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
    return 'answer';
  }
  return null;
}

export async function over(page: Page): Promise<boolean> {
  return page.getByRole('heading', { name: 'Game over' }).isVisible().catch(() => false);
}
