/** A race lesson played live: the teacher's rounds for the whole class (src/ui/class/LiveRace.tsx). */
export default {
  'liveRace.none': 'No round started yet: start the first for the whole class.',
  'liveRace.playing': 'Round {n} of {total} is being played.',
  'liveRace.ended': 'Round {n} of {total} is over.',
  'liveRace.over': 'All {total} rounds are played.',
  'liveRace.starting': 'Round {n} is starting on the students’ tablets…',
  'liveRace.next': 'Next round for the class (round {n})',
  /** A student's results when the teacher leads the rounds: the next round starts from the teacher's board. */
  'liveRace.waiting': 'Waiting for your teacher to start round {n}',
} as const;
