/**
 * TUF rules engine — public API (stable; other modules import only from here).
 *
 * Cubes and games
 *   GAME_KEYS, GameKey, GAMES[game]: GameRules   hand, operators, number rules, features per game
 *   rollCubes(game, seed, options) → Roll        seeded roll, cubes in colour order
 *   formatRoll(roll), parseRoll(text)            rolls as text: "3 5 1 9 10 ø + - x / ="
 *   Face, CubeColour, faceColour(face), readFace(token)
 *
 * Notation (see NOTATION.md)
 *   parseEquation(text, game?) → { ok, arrangement } | { ok: false, code, vars }
 *   formatEquation(arrangement) → text           parseEquation(formatEquation(a)) gives a back
 *   Arrangement { items: (PlacedCube | Gap | RatioLine)[] }, PlacedCube { face, position: normal|sup|sub, group?, jAs? }
 *
 * Checking
 *   checkEquation({ game, equation, roll?, settings?, finalDeclarer? }) → CheckResult
 *     valid:   { normal, runs, value, approximate, tolerance?, cubes, score, cubeValue, zero, usesBase, notes }
 *     invalid: { reason, normal?, runs?, left?, right?, score: 0 }     never throws
 *   renderNormal(equation, game, settings?) → { text, runs, readable }   runs carry sup/sub flags for the UI
 *   listReadings({ game, equation, … }) → ReadingChoice[]   every reading of the (×) cubes, to choose from
 *
 * Scoring
 *   cubeValue(cubes, options), equationPoints(value, correct, final)
 *   roundScores(declarations, finals, cutthroat), tufErrorPoints(cubes, upheld)
 *   presetOrderPoints(players, place)
 *
 * Settings: TufSettings, DEFAULT_SETTINGS, withDefaults(partial)
 */
export * from './cubes';
export * from './notation';
export * from './settings';
export * from './scoring';
export { checkEquation, listReadings, renderNormal, rollShortfall, MAX_READINGS, MAX_LISTED_GROUP_CUBES } from './check';
export type { CheckInput, CheckResult, CheckValid, CheckInvalid, Rendered, NormalRun, ReadingChoice } from './check';
export { runsToText } from './reading/render';
