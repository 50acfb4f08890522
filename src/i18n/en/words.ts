/** English strings for TUF words (refusals now; the screens add theirs with the race plug-in). */
export default {
  'words.title': 'TUF words',
  'words.refuse.badFace': '“{text}” is not a cube face.',
  'words.refuse.badCell': '“{text}” is not a cube.',
  'words.refuse.tooBig': 'The crossword is too big.',
  'words.refuse.notInHand': 'The crossword uses {used} × {face} but your cubes have {have}.',
  'words.refuse.empty': 'No cube is placed yet.',
  'words.refuse.notConnected': 'Some cubes are not joined to the rest of the crossword.',
  'words.refuse.noWord': 'A crossword needs at least one word of two or more cubes.',
  'words.refuse.notAWord': '{word} is not in the dictionary.',
} as const;
