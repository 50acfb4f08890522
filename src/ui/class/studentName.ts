/**
 * The name a student gives when joining a lesson: asked once, kept on the
 * device (localStorage) for the next lesson, and editable on the join screen.
 */
const KEY = 'tuffest.student';

export function keptStudentName(): string {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function keepStudentName(name: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, name.trim().slice(0, 40));
  } catch {
    // storage refused (private mode): the name is asked again next time
  }
}
