/**
 * The race's scoring rules, the same for every hand: who the final declarer
 * is, and a competitive round's points (the final declarer's call scored by
 * the plug-in's final-declarer rule, everyone else's final submission once,
 * cutthroat drops). DOM-free.
 */

/** One call in a round: TUF, TUFFER, TUFFEST, … in order. */
export interface Declaration {
  player: string;
  /** Cube value of the declared submission. */
  value: number;
  correct: boolean;
}

/** A player's submission when time runs out (for a declarer who did not change it: the declared one). */
export interface FinalSubmission {
  value: number;
  correct: boolean;
}

/** The final declarer: the last call whose submission is correct (index into the calls, or −1 when none is). */
export function finalDeclarerIndex(calls: readonly { correct: boolean }[]): number {
  for (let i = calls.length - 1; i >= 0; i--) if ((calls[i] as { correct: boolean }).correct) return i;
  return -1;
}

/**
 * Scores a competitive round. The final declarer scores `finalPoints(value)`
 * of their call (TUF doubles it); everyone else counts their final submission
 * once (0 if incorrect or none).
 *
 * Cutthroat: a declarer who was bested drops to zero, unless their final
 * submission at least equals the count of the call that bested them (then it
 * counts once) — or they became the final declarer again.
 */
export function raceRoundScores(
  declarations: readonly Declaration[],
  finals: Readonly<Record<string, FinalSubmission>>,
  cutthroat: boolean,
  finalPoints: (value: number) => number,
): Record<string, number> {
  const scores: Record<string, number> = {};
  const finalIdx = finalDeclarerIndex(declarations);
  const finalPlayer = finalIdx >= 0 ? (declarations[finalIdx] as Declaration).player : null;
  const players = new Set<string>([...Object.keys(finals), ...declarations.map((d) => d.player)]);
  for (const p of players) {
    if (p === finalPlayer) {
      scores[p] = finalPoints((declarations[finalIdx] as Declaration).value);
      continue;
    }
    const own = finals[p];
    let single = own?.correct ? own.value : 0;
    if (cutthroat) {
      let last = -1;
      for (let i = declarations.length - 1; i >= 0; i--) {
        if ((declarations[i] as Declaration).player === p) {
          last = i;
          break;
        }
      }
      if (last >= 0) {
        const bester = declarations.slice(last + 1).find((d) => d.correct);
        if (bester !== undefined && (own === undefined || !own.correct || own.value < bester.value)) single = 0;
      }
    }
    scores[p] = single;
  }
  return scores;
}
