/**
 * Tally Rally on the command line:
 *   tally solve   --board <16 digits> | --seed <seed>  [--max-tiles 5] [--parens]
 *                 (--parens adds equations that need brackets, up to 5 tiles)
 *   tally check   --board … --cells "0,1,2" --equation "4+4=8" [--parens]
 *   tally longest --board … [--budget 1000]
 *   tally exists  --board … --tiles k [--budget 1000]
 *   tally through --board … --cell c [--max-tiles 6]
 */
import type { CliGame } from './run';
import { UsageError, type Args } from './args';
import { boardFromSeed, boardIssue, CELLS, parseBoard, type Board } from '../games/tally/board';
import { refusalText, PLAIN_NUMBERS } from '../i18n';
import { within } from '../core/refusal';
import { checkEquation } from '../games/tally/equation';
import { enumerateBracketed } from '../../workers/tally/brackets';
import { enumerateEquations, equationThrough, existsAtLeast, longestEquation, sortFound } from '../../workers/tally/solver';
import { isSeed } from '../core/random';

function readBoard(args: Args): Board {
  const text = args.get('board');
  const seed = args.get('seed');
  if (text !== undefined && seed !== undefined) throw new UsageError('give --board or --seed, not both');
  if (seed !== undefined) {
    if (!isSeed(seed)) throw new UsageError('--seed takes letters, digits, - and _');
    return boardFromSeed(seed);
  }
  if (text === undefined || text === '') throw new UsageError('--board is required (16 digits, row by row)');
  const issue = boardIssue(text.trim());
  if (issue) throw new UsageError(`--board: ${refusalText('tally', within('board', issue), PLAIN_NUMBERS)}`);
  return parseBoard(text);
}

function readCells(text: string): number[] {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter((p) => p !== '');
  if (parts.length === 0) throw new UsageError('--cells lists tile numbers 0–15, e.g. "0,1,2"');
  return parts.map((p) => {
    if (!/^\d{1,2}$/.test(p) || Number(p) >= CELLS) throw new UsageError(`--cells: "${p}" is not a tile number 0–15`);
    return Number(p);
  });
}

export const cli: CliGame = {
  verbs: ['solve', 'check', 'longest', 'exists', 'through'],
  options: {
    board: 'string',
    seed: 'string',
    'max-tiles': 'string',
    parens: 'flag',
    cells: 'string',
    equation: 'string',
    budget: 'string',
    tiles: 'string',
    cell: 'string',
  },
  run(verb, args) {
    switch (verb) {
      case 'solve': {
        args.only('board', 'seed', 'max-tiles', 'parens');
        const board = readBoard(args);
        const maxTiles = args.int('max-tiles', 5, 3, 7);
        const plain = enumerateEquations(board, { maxTiles }).equations;
        const equations = args.has('parens') ? sortFound([...plain, ...enumerateBracketed(board, maxTiles)]) : plain;
        return { count: equations.length, equations: equations.map((e) => ({ text: e.text, cells: e.cells })) };
      }
      case 'check': {
        args.only('board', 'seed', 'cells', 'equation', 'parens');
        const board = readBoard(args);
        const cells = readCells(args.need('cells'));
        const v = checkEquation(board, cells, args.need('equation'), args.has('parens'));
        return {
          valid: v.valid,
          reason: v.reason ? refusalText('tally', v.reason, PLAIN_NUMBERS) : null,
          ...(v.reason ? { code: v.reason.code, vars: v.reason.vars } : {}),
          points: v.valid ? v.tiles : 0,
        };
      }
      case 'longest': {
        args.only('board', 'seed', 'budget');
        const board = readBoard(args);
        const r = longestEquation(board, args.int('budget', 1000, 1, 600_000));
        return { tiles: r.tiles, text: r.equation?.text ?? null, cells: r.equation?.cells ?? [], proven: r.proven };
      }
      case 'exists': {
        args.only('board', 'seed', 'tiles', 'budget');
        const board = readBoard(args);
        const k = args.int('tiles', 3, 3, CELLS);
        const r = existsAtLeast(board, k, args.int('budget', 1000, 1, 600_000));
        return { exists: r.exists, text: r.equation?.text ?? null, cells: r.equation?.cells ?? [], proven: r.proven };
      }
      case 'through': {
        args.only('board', 'seed', 'cell', 'max-tiles');
        const board = readBoard(args);
        const cell = args.int('cell', -1, 0, CELLS - 1);
        if (cell < 0) throw new UsageError('--cell is required (0–15)');
        const f = equationThrough(board, cell, args.int('max-tiles', 6, 3, 7));
        return f ? { found: true, text: f.text, cells: f.cells } : { found: false, text: null, cells: [] };
      }
      default:
        throw new UsageError(`unknown verb ${verb}`);
    }
  },
};
