/** Le tableau de la classe en français : codes de résultats et écran « Relever les résultats » de l’enseignant. */
import type en from '../en/board';

export default {
  'board.refuse.resultEmpty': 'Il n’y a pas de code ici.',
  'board.refuse.resultNotCode': 'Ce n’est pas un code de résultat : un code de résultat commence par TU.',
  'board.refuse.resultLetter': 'Un code de résultat ne contient pas de « {letter} » : vérifiez les lettres.',
  'board.refuse.resultNewer': 'Ce code vient d’une version plus récente de l’application (version {version}) : mettez-la à jour pour le lire.',
  'board.refuse.resultTruncated': 'Ce code est incomplet : il a été coupé, ou des lettres manquent.',
  'board.refuse.resultTooLong': 'Ce code a plus de lettres qu’un code de résultat : des lettres ont été ajoutées, ou deux codes se suivent sans espace.',
  'board.refuse.resultDamaged': 'Ce code ne se vérifie pas : une lettre a été mal tapée ou mal lue.',
  'board.refuse.resultForeign': 'Ce résultat vient d’une autre leçon.',
  'board.refuse.resultTampered': 'Ce code a été modifié après avoir été écrit par l’application (un score ou un nom changé à la main) : il n’est pas compté.',
  'board.csv.rank': 'Rang',
  'board.csv.name': 'Nom',
  'board.csv.round': 'Manche {n}',
  'board.csv.answer': 'Manche {n} réponse',
  'board.csv.seconds': 'Manche {n} secondes jusqu’à l’annonce',
  'board.csv.total': 'Total',
  'board.csv.hints': 'Indices',
  'board.csv.finished': 'Terminé',
  'board.csv.yes': 'oui',
  'board.csv.no': 'non',
} satisfies Record<keyof typeof en, string>;
