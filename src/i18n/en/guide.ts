/** The guided first round's shared words (src/ui/guide), for a 10-year-old; each game's steps (`guide.<game>.…`) are in its own file. */
export default {
  'guide.offerTitle': 'New to {game}?',
  'guide.offerText': 'Let’s play your first round together. I’ll show you what to tap, one step at a time. It takes about a minute.',
  'guide.offerYes': 'Show me',
  'guide.offerNo': 'No thanks',
  'guide.offerKeeps':
    'The guided round is a short game of its own. The game you set up waits on the home screen, and you can go back to it when the round’s steps are done.',
  'guide.backTitle': 'Back to your game?',
  'guide.backText': 'The game you set up before the guided round is waiting, just as you left it.',
  'guide.backYes': 'Back to my game',
  'guide.backNo': 'Finish this round first',
  'guide.label': 'Guided round of {game}',
  'guide.stepOf': 'Step {n} of {total}',
  'guide.skip': 'Skip the guide',
  'guide.next': 'Next',
  'guide.done': 'Done',
  'guide.again': 'Show me the guided round',
} as const;
