/** English strings for the class board: result codes and the teacher's "Collect results" screen. */
export default {
  'board.refuse.resultEmpty': 'There is no code here.',
  'board.refuse.resultNotCode': 'This is not a result code: a result code starts with TU.',
  'board.refuse.resultLetter': 'A result code has no “{letter}” in it: check the letters.',
  'board.refuse.resultNewer': 'This code was written by a newer version of the app (version {version}): update the app to read it.',
  'board.refuse.resultTruncated': 'This code is incomplete: it was cut short, or letters are missing.',
  'board.refuse.resultTooLong': 'This code has more letters than a result code: letters were added or two codes run together.',
  'board.refuse.resultDamaged': 'This code does not check out: a letter was mistyped or misread.',
  'board.refuse.resultForeign': 'This result is from another lesson.',
  'board.refuse.resultTampered': 'This code was changed after the app wrote it (a score or name edited by hand): it is not counted.',
} as const;
