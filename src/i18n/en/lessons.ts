/** English strings of a teacher's lessons (the Lessons hub, a lesson's page) and the class code. */
export default {
  'class.refuse.code.empty': 'Type the class code your teacher gave you.',
  'class.refuse.code.char': '“{char}” is never in a class code (they have no O, 0, I, 1 or L): check that character.',
  'class.refuse.code.short': 'This code is too short: a class code has at least {min} characters.',
  'class.refuse.code.long': 'This is longer than any class code ({max} characters at most).',
  'class.refuse.code.check': 'This code has a typo: a character is wrong, missing or swapped. Check it against your teacher’s.',
  'class.refuse.code.newer': 'This class code was made by a newer Tuffest: update the app, then type it again.',
  'class.refuse.code.settings': 'This class code asks for settings this version of the game cannot play: update the app.',
  'class.refuse.link.shape': 'This is not a lesson link (a lesson link has #/class/ and a class code).',
} as const;
