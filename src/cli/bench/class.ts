/**
 * Class board benchmark (issue 27): 200 students' result codes (5 rounds
 * each, with their equations and times) pasted at once, read, checked against
 * the lesson's signature and ranked into one board. Target: under a second on
 * a phone; a phone is about 4× slower than this machine's Node (the browser
 * benchmark's throttling), so the median here should stay under 250 ms.
 */
import { buildBoard } from '../../class/board';
import { lessonKey, type Lesson } from '../../class/lesson';
import { writeResultCode } from '../../class/resultCode';
import { timed, type BenchRow } from './stats';

export function bench(): BenchRow[] {
  const lesson: Lesson = { game: 'tuf', params: { g: 'constant', ord: '1', k: 'chi' }, seed: 'bench-class', name: 'bench' };
  const codes = Array.from({ length: 200 }, (_, i) =>
    writeResultCode(
      {
        lesson: lessonKey(lesson),
        game: 'tuf',
        name: `Student ${i + 1}`,
        device: (i * 7919).toString(36).padStart(6, '0'),
        rounds: Array.from({ length: 5 }, (_, r) => ({
          score: (i + r) % 9,
          declared: `chi - ${r} = 1 ${(i + r) % 10}`,
          ms: 5_000 + ((i * 37 + r * 101) % 200_000),
        })),
        total: 20,
        hints: i % 3,
        finished: true,
      },
      lesson,
    ),
  );
  const text = codes.join('\n');
  buildBoard(lesson, text); // warm-up
  const samples: number[] = [];
  let students = 0;
  for (let k = 0; k < 15; k++) {
    const { ms, value } = timed(() => buildBoard(lesson, text));
    samples.push(ms);
    students = value.students.length;
  }
  return [
    {
      name: 'class board: 200 result codes pasted at once, read, signature-checked and ranked (order play)',
      samples,
      notes: { students, 'letters per code': codes[0]?.length ?? 0 },
    },
  ];
}
