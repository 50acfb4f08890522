/** English strings for the TUF words screens (the engine's refusals are in words.ts). */
export default {
  // the arrangement area
  'words.grid': 'Your crossword',
  'words.tray': 'Cubes to place',
  'words.trayEmpty': 'Every cube is placed.',
  'words.clear': 'Clear all',
  'words.colour.red': 'red',
  'words.colour.blue': 'blue',
  'words.colour.green': 'green',
  'words.colour.yellow': 'yellow',
  'words.colour.orange': 'orange',
  'words.cube.letter': '{letter}, {colour} cube',
  'words.cube.eApos': '’E, {colour} cube (plays as E)',
  'words.cube.sun': '☉ any small letter, {colour} cube',
  'words.cube.omega': 'Ω any capital, {colour} cube',
  'words.square.empty': 'Row {row}, column {col}: empty',
  'words.square.cube': 'Row {row}, column {col}: {cube} {letter}',
  'words.mark.valid': '(in a word that counts)',
  'words.mark.invalid': '(in a word the dictionary lacks)',
  'words.pick.sun': 'Which small letter is the ☉?',
  'words.pick.omega': 'Which capital is the Ω?',
  'words.pick.cancel': 'Not now',
} as const;
