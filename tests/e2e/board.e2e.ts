/**
 * The teacher's "Collect results" screen in Chromium (issue 27): result codes
 * pasted at once into the class board (ranked; refused lines with their
 * reasons; the same code twice counted once); the board survives a reload and
 * is reopened from History; CSV download and print view; a full disk said in
 * words with every code still on screen; fits a phone, a small phone, a tablet
 * and a teacher's laptop with 44 px controls, axe clean.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { classCode } from '../../src/class/code';
import { lessonKey, type Lesson } from '../../src/class/lesson';
import { writeResultCode } from '../../src/class/resultCode';
import { cardFor, parseParams as parseDiceParams } from '../../src/games/diceculus/game';
import { hindsightBest, seatSums } from '../../workers/diceculus/hindsight';
import { launchWithCamera, withoutPlatformDetector } from './camera';
import { launch, launchIn, open, PHONE, seriousViolations, shot, SMALL, TABLET, type Session } from './browser';

const LAPTOP = { width: 1280, height: 800 };

let s: Session | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const lesson: Lesson = { game: 'tuf', params: { g: 'constant', ord: '1', k: 'chi' }, seed: 'c00abcd', name: 'Constant cube χ = 12' };
const names = ['Amélie', 'Bruno', 'Chloé', 'Dmitri', 'Esperanza', 'Fatou', 'Guillaume-Alexandre', 'Hana'];
const codes = names.map((name, i) =>
  writeResultCode(
    {
      lesson: lessonKey(lesson),
      game: 'tuf',
      name,
      device: `dev${i}`,
      // round r: a correct call after 9 s + a spread; every fourth round none
      rounds: [0, 1, 2].map((r) =>
        (i + r) % 4 === 3 ? { score: 0 } : { score: 5 + i, declared: `chi - ${r + 4} = ${8 - r}`, ms: 9000 + ((i * 3917 + r * 7000) % 60000) },
      ),
      total: 10,
      hints: i % 2,
      finished: i !== 5,
    },
    lesson,
  ),
);
const pasted = [...codes, codes[1], 'hello', (codes[2] as string).slice(0, 40)].join('\n');
const route = `#/collect/${encodeURIComponent(classCode(lesson))}/${encodeURIComponent(lesson.name)}`;

async function paste(page: Session['page']): Promise<void> {
  await page.getByLabel('Result codes (one a line; paste many at once)').fill(pasted);
  await page.getByRole('button', { name: 'Add to the board' }).tap();
  await page.locator('.board-table tbody tr').nth(7).waitFor();
}

describe('Collect results', () => {
  it('pastes 11 lines: 8 students ranked by order of correct calls, 2 lines refused with reasons, a duplicate counted once; kept through a reload and in History; CSV and print', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, route);
    await page.getByRole('heading', { name: 'Collect results' }).waitFor();
    await paste(page);
    await page.waitForURL(/#\/collect\/board\//);
    await page.getByText('Kept on this device').waitFor();
    expect(await page.locator('.board-counts').textContent()).toBe('8 students · 2 lines refused · 1 code handed in twice, counted once');
    const refused = await page.locator('.board-refused li').allTextContents();
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain('This is not a result code');
    expect(refused[1]).toContain('This code is incomplete');
    // order play: 8 players, so the first correct call of a round scores 9, the second 7
    await page.getByText(/first 9, second 7/).waitFor();
    const ranks = await page.locator('.board-table tbody tr .board-rank').allTextContents();
    expect(ranks[0]).toBe('1');
    const totals = (await page.locator('.board-table tbody tr .board-total').allTextContents()).map(Number);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    await shot(page, 'board-phone-filled');
    // round by round: the best each round saw (order play ranks by time, so no best possible equation is offered)
    expect(await page.locator('.board-rounds li').count()).toBe(3);
    // and the board says why
    expect(await page.locator('.board-no-best').textContent()).toContain('preset constant cube scored by order');
    await page.locator('.board-rounds').scrollIntoViewIfNeeded();
    await shot(page, 'board-rounds');

    // a reload (or a killed tablet) loses nothing
    await page.reload();
    await page.locator('.board-table tbody tr').nth(7).waitFor();
    expect(await page.locator('.board-counts').textContent()).toContain('8 students');

    // CSV
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).tap()]);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.startsWith('\ufeffRank,Name,Round 1,Round 1 answer,Round 1 seconds to the call,')).toBe(true);
    expect(csv.trim().split('\r\n')).toHaveLength(9);

    // print view: the table and the lesson, no forms
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.board-form').first().isVisible()).toBe(false);
    expect(await page.locator('.board-table').isVisible()).toBe(true);
    await page.pdf({ path: 'test-results/screenshots/board-print.pdf' }).catch(() => undefined);
    await shot(page, 'board-print');
    await page.emulateMedia({ media: 'screen' });

    // History keeps it and reopens it
    await open(page, '#/history');
    const item = page.locator('.history-item summary', { hasText: 'Class board · Constant cube χ = 12' });
    await item.tap();
    await page.getByRole('link', { name: 'Open the board' }).tap();
    await page.locator('.board-table tbody tr').nth(7).waitFor();
  });

  it('TUF and Tally Rally lessons: each round’s best possible answer from the game’s solver, and what nobody found', async () => {
    s = await launch(TABLET);
    const { page } = s;
    const cases: [Lesson, string][] = [
      [{ game: 'tuf', params: { g: '1' }, seed: 'c00best1', name: 'Game 1' }, '1 + 1 = 2'],
      [{ game: 'tally', params: {}, seed: 'c00best2', name: 'Tally' }, '1+1=2'],
    ];
    for (const [l, declared] of cases) {
      const two = ['Ana', 'Ben'].map((name, i) =>
        writeResultCode(
          { lesson: lessonKey(l), game: l.game, name, device: name, rounds: [{ score: 3 + i, declared, ms: 20_000 }], total: 3 + i, hints: 0, finished: true },
          l,
        ),
      );
      await open(page, `#/collect/${encodeURIComponent(classCode(l))}/${encodeURIComponent(l.name)}`);
      await page.getByLabel('Result codes (one a line; paste many at once)').fill(two.join('\n'));
      await page.getByRole('button', { name: 'Add to the board' }).tap();
      const round = page.locator('.board-rounds li').first();
      await round.filter({ hasText: 'Best possible:' }).waitFor({ timeout: 30_000 });
      expect(await round.textContent()).toContain('Nobody found it.');
      await round.scrollIntoViewIfNeeded();
      await shot(page, `board-best-${l.game}`);
    }
  });

  it('a DiceCulus lesson: each round’s best possible from the worker (the most points the card gives with the dice every student rolled), stage IV none', async () => {
    s = await launch(TABLET);
    const { page } = s;
    // one medium computer (the lesson names none): 2 rounds a stage, 8 in all
    const l: Lesson = { game: 'diceculus', params: {}, seed: 'c00dice1', name: 'Dice' };
    const rounds = Array.from({ length: 8 }, () => ({ score: 1, declared: 'a=1 b=1 c=1 → 1' }));
    const two = ['Ana', 'Ben'].map((name) =>
      writeResultCode({ lesson: lessonKey(l), game: l.game, name, device: name, rounds, total: 8, hints: 0, finished: true }, l),
    );
    await open(page, `#/collect/${encodeURIComponent(classCode(l))}/${encodeURIComponent(l.name)}`);
    await page.getByLabel('Result codes (one a line; paste many at once)').fill(two.join('\n'));
    await page.getByRole('button', { name: 'Add to the board' }).tap();
    const items = page.locator('.board-rounds li');
    await items.nth(5).filter({ hasText: 'Best possible:' }).waitFor({ timeout: 60_000 });
    const params = parseDiceParams({});
    for (let i = 0; i < 8; i++) {
      const text = (await items.nth(i).textContent()) ?? '';
      const stage = Math.floor(i / 2) + 1;
      if (stage === 4) {
        expect(text).not.toContain('Best possible:');
        continue;
      }
      const card = cardFor(params, l.seed, stage as 1 | 2 | 3, i % 2);
      const best = hindsightBest(card, card.stage, seatSums(l.seed, 6, i, 0));
      expect(text).toContain(`Best possible: ${card.letters.map((x) => `${x}=${best.values[x]}`).join(' ')} → ${best.points} (${best.points} point`);
      expect(text.includes('Nobody found it.')).toBe(best.points > 1);
    }
    expect(await page.locator('.board-no-best').textContent()).toContain('Stage IV has none');
    await items.first().scrollIntoViewIfNeeded();
    await shot(page, 'board-best-diceculus');
  });

  it('scans three students’ result QR codes in a row with the camera (the app’s WebAssembly reader): the board ranks all three', async () => {
    const three = codes.slice(0, 3);
    s = await launchWithCamera(['', ...three], PHONE, { secondsEach: 2 });
    const { page } = s;
    await withoutPlatformDetector(page);
    await open(page, route);
    await page.getByRole('button', { name: 'Scan with the camera' }).tap();
    await page.locator('.board-table tbody tr').nth(2).waitFor({ timeout: 60_000 });
    expect((await page.locator('.board-table tbody .board-name').allTextContents()).map((n) => n.trim()).sort()).toEqual(['Amélie', 'Bruno', 'Chloé']);
    await page.getByText('Kept on this device').waitFor();
    await shot(page, 'board-scanned');
  });

  it('reads 200 pasted codes into the board on a phone (4× CPU throttling): every row shown, the time logged for the README', async () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      writeResultCode(
        {
          lesson: lessonKey(lesson),
          game: 'tuf',
          name: `Student ${i + 1}`,
          device: `d${i}`,
          rounds: [0, 1, 2].map((r) => ({ score: 1, declared: `chi - ${r + 4} = ${8 - r}`, ms: 5000 + ((i * 7919 + r * 104_729) % 200_000) })),
          total: 3,
          hints: 0,
          finished: true,
        },
        lesson,
      ),
    );
    s = await launch(PHONE);
    const { page } = s;
    const cdp = await page.context().newCDPSession(page);
    // Three fresh boards, the quickest counted: what the code costs (a machine shared by other work only adds to it).
    const times: number[] = [];
    for (let k = 0; k < 3; k++) {
      // a fresh load each time: a hash change alone could leave the last board on screen, whose form the paste would reach
      await page.goto('about:blank');
      await open(page, `#/collect/new/${encodeURIComponent(classCode(lesson))}`);
      await page.locator('.board-table, .board-form').first().waitFor();
      await page.getByLabel('Result codes (one a line; paste many at once)').fill(many.join('\n'));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const t0 = performance.now();
              const seen = new MutationObserver(() => {
                if (document.querySelectorAll('.board-table tbody tr').length >= 200) {
                  seen.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - t0));
                }
              });
              seen.observe(document.body, { childList: true, subtree: true });
              (document.querySelector('.board-form button[type=submit]') as HTMLButtonElement).click();
            }),
        ),
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    // Speed is measured, not asserted (a shared CI machine would make a time limit fail at random): the
    // figure the README quotes, tap → 200 rows painted with the save to IndexedDB, is logged here and
    // `npm run bench -- class` times the reading itself.
    console.log(`class board: 200 codes pasted → 200 rows painted at 4× throttling in ${times.map(Math.round).join(', ')} ms`);
    // each of the three boards resolved only once its 200 rows were painted
    expect(times).toHaveLength(3);
  });

  it('is reached from the Lessons hub: Collect results asks which lesson, and its class code opens the board', async () => {
    s = await launch(PHONE);
    const { page } = s;
    await open(page, '#/lessons');
    await page.getByRole('link', { name: 'Collect results' }).tap();
    await page.getByLabel('Lesson link or class code').fill(classCode(lesson));
    await page.getByRole('button', { name: 'Open the lesson’s board' }).tap();
    await page.getByLabel('Result codes (one a line; paste many at once)').waitFor();
    expect(await page.locator('.board-lesson').textContent()).toContain('TUF');
  });

  it('a full disk: said in words, every code still on the board', async () => {
    s = await launch(PHONE);
    const { page, context } = s;
    await context.addInitScript(() => {
      const refuse = (): never => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = refuse;
      IDBObjectStore.prototype.add = refuse;
    });
    await open(page, route);
    await paste(page);
    await page.getByText(/This board is not kept on this device yet \(.+\)\. Every code is still here/).waitFor();
    expect(await page.locator('.board-counts').textContent()).toContain('8 students');
  });

  it('speaks French and Spanish, plurals included', async () => {
    for (const [locale, heading, field, add, counts] of [
      [
        'fr-FR',
        'Relever les résultats',
        'Codes de résultats (un par ligne ; on peut en coller plusieurs à la fois)',
        'Ajouter au tableau',
        '8 élèves · 2 lignes refusées · 1 code rendu deux fois, compté une fois',
      ],
      [
        'es-ES',
        'Recoger resultados',
        'Códigos de resultado (uno por línea; se pueden pegar muchos a la vez)',
        'Añadir al tablero',
        '8 alumnos · 2 líneas rechazadas · 1 código entregado dos veces, contado una vez',
      ],
    ] as const) {
      s = await launchIn(locale, PHONE);
      const { page } = s;
      await open(page, route);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByLabel(field).fill(pasted);
      await page.getByRole('button', { name: add }).tap();
      await page.locator('.board-table tbody tr').nth(7).waitFor();
      expect(await page.locator('.board-counts').textContent()).toBe(counts);
      await shot(page, `board-${locale}`);
      await s.close();
      s = null;
    }
  });

  for (const [name, vp] of [
    ['phone', PHONE],
    ['small', SMALL],
    ['tablet', TABLET],
    ['laptop', LAPTOP],
  ] as const) {
    it(`fits the ${name} with 44 px controls and no serious accessibility problem`, async () => {
      s = await launch(vp);
      const { page } = s;
      await open(page, route);
      await page.getByRole('heading', { name: 'Collect results' }).waitFor();
      await shot(page, 'board-empty');
      await paste(page);
      await page.getByText('Kept on this device').waitFor();
      if (vp === LAPTOP) {
        // a teacher's laptop: the board's first rows in view beside the inputs, with no scrolling
        await page.evaluate(() => window.scrollTo(0, 0));
        const table = await page.locator('.board-table tbody tr').nth(2).boundingBox();
        expect(table && table.y + table.height, 'third row of the board').toBeLessThanOrEqual(LAPTOP.height);
      }
      await page.locator('.board-table').scrollIntoViewIfNeeded();
      await shot(page, 'board');
      expect(JSON.stringify(await seriousViolations(page))).toBe('[]');
      for (const control of await page.locator('.board-screen :is(button, input, textarea, a, summary):visible').all()) {
        const b = await control.boundingBox();
        expect(b?.height ?? 0, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  }
});
