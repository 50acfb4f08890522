/**
 * The longest-equation search for TUF games 1, 1A, 1C, 2, 2A and 3 (every
 * arrangement), and for game 4's groups, game 5's bases, game 6's exponents
 * (one raised cube, or a compound exponent of two or three), the constant
 * cube's π, χ, %, exact log and tan at multiples of 45°, and the ratio game's
 * ratio lines (a part of those games).
 *
 * Grammar of one side:
 *   side   = term { ('+' | '-') term }
 *   term   = factor { ('×' | '÷') factor | group | number-after-a-group }
 *   factor = ['-'] number | ['-'] group   (a minus cube used as a sign)
 *   group  = '(x)>' side '|'             (game 4 on; the gap is left out at the end of a side)
 * and an equation is  side '=' side  (in the ratio game each side may also be
 * side '//' side, the ratio line being the loosest operation: ratio.ts).
 *
 * The score depends only on which cubes are used, so the search walks the
 * sub-multisets U of the roll from the highest score down and stops at the
 * first U that can be split into two sides with a common value: every
 * higher-scoring U was shown impossible, which is the proof (longest.ts).
 *
 * For a sub-multiset S (an index in a mixed-radix numbering: one digit per
 * cube type, holding how many cubes of that type are in S; searcher.ts) it
 * computes, on demand and memoised, the set of values of each rule using
 * exactly the cubes S. These follow the grammar exactly (left to right), so
 * every value has a derivation that is a real cube arrangement. Witnesses are
 * rebuilt after the fact by searching the decomposition again for the wanted
 * value, and counts walk the same decompositions. One module per rule holds
 * its value set, witness and count together:
 *
 *   codes.ts      witness codes (GAP, OPEN, RATIO, SUB, SUP), OutOfTime
 *   searcher.ts   the Searcher: numbering, memo tables, pair and split loops, rule entry points
 *   numbers.ts    numbers made of number cubes (whole, mixed, decimal, other bases), signed
 *   powers.ts     game 6 powers, roots and compound exponents; π, χ, %, log, tan
 *   exact.ts      exact powers, roots and logarithms of rationals
 *   factor.ts     factor: a signed number or a signed group
 *   group.ts      group, and terms ending in a group
 *   term.ts       term, and the chain walk shared with group and ratio
 *   side.ts       side (with membership without building the set)
 *   ratio.ts      a whole side in the ratio game
 *   longest.ts    candidate order, plausible, equationFor, longest
 *   tidy.ts       which witness a rule settles on: the first found, or the tidiest (fewest tricks)
 */
export { GAP, OPEN, OutOfTime, RATIO, SUB, SUP } from './codes';
export { Searcher, typesOf } from './searcher';
export { Keeper, tidiest, witnessTokens } from './tidy';
export { candidateOrder, equationFor, longest, plausible, type FoundEquation, type LongestOptions, type LongestOutcome } from './longest';
