/** The guided first round of each game (src/ui/guide): words for a 10-year-old. */
export default {
  'guide.offerTitle': 'New to {game}?',
  'guide.offerText': 'Let’s play your first round together. I’ll show you what to tap, one step at a time. It takes about a minute.',
  'guide.offerYes': 'Show me',
  'guide.offerNo': 'No thanks',
  'guide.label': 'Guided round of {game}',
  'guide.stepOf': 'Step {n} of {total}',
  'guide.skip': 'Skip the guide',
  'guide.next': 'Next',
  'guide.done': 'Done',
  'guide.again': 'Show me the guided round',
  'guide.tuf.roll': 'Tap “Roll the cubes” to throw your cubes.',
  'guide.tuf.cube': 'These are your cubes. Tap the 2 to put it on your line.',
  'guide.tuf.true': 'Now tap +, then 3, then =, then 5 to make 2 + 3 = 5. The light turns green when it is true. Wrong cube? Tap it on your line, then “Take back”.',
  'guide.tuf.call': 'It’s true! Tap “TUF! I’m done” to finish the round.',
  'guide.tuf.end': 'Well done, that’s your first TUF! Every cube in a true equation is a point, so next time try to use more cubes.',
} as const;
