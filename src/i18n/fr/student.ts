/** Le côté de l’élève dans une leçon de classe : la rejoindre et rendre son résultat. */
import type en from '../en/student';

export default {
  'student.resultTitle': 'Ton résultat',
  'student.resultOpen': 'Mon résultat',
  'student.lessonNamed': 'Leçon : {name}',
  'student.roundPoints.one': 'Manche {round} : {count} point',
  'student.roundPoints.other': 'Manche {round} : {count} points',
  'student.callTime': 'juste, {seconds} s après le lancer',
  'student.declared': 'Annoncé : {text}',
  'student.total.one': 'Total : {count} point',
  'student.total.other': 'Total : {count} points',
  'student.hints.one': '{count} indice utilisé',
  'student.hints.other': '{count} indices utilisés',
  'student.noHints': 'Aucun indice utilisé',
  'student.noRounds': 'Aucune manche terminée pour l’instant : ton résultat s’ajoute après chaque manche.',
  'student.finished': 'La leçon est terminée.',
  'student.partial.one': 'Après {count} manche : la leçon continue.',
  'student.partial.other': 'Après {count} manches : la leçon continue.',
  'student.codeLabel': 'Code de résultat',
  'student.qrWhat': 'ton résultat',
  'student.showTeacher': 'Montre-le à ton enseignant : il scanne le QR code, ou tu lui lis le code.',
  'student.copy': 'Copier le code',
  'student.copied': 'Copié',
} satisfies Record<keyof typeof en, string>;
