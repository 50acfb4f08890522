/** Les mots communs de la partie guidée (src/ui/guide), pour un enfant de 10 ans ; les étapes de chaque jeu (`guide.<jeu>.…`) sont dans son propre fichier. */
import type en from '../en/guide';

export default {
  'guide.offerTitle': 'Première fois à {game} ?',
  'guide.offerText': 'Jouons ta première manche ensemble. Je te montre où toucher, une étape à la fois. Ça prend environ une minute.',
  'guide.offerYes': 'Montre-moi',
  'guide.offerNo': 'Non merci',
  'guide.offerKeeps':
    'La partie guidée est une courte partie à part. La partie que tu avais préparée t’attend sur l’écran d’accueil, et tu pourras y revenir à la fin des étapes.',
  'guide.backTitle': 'Revenir à ta partie ?',
  'guide.backText': 'La partie que tu avais préparée avant la partie guidée t’attend, telle que tu l’as laissée.',
  'guide.backYes': 'Revenir à ma partie',
  'guide.backNo': 'Finir d’abord cette partie',
  'guide.label': 'Manche guidée de {game}',
  'guide.stepOf': 'Étape {n} sur {total}',
  'guide.skip': 'Passer le guide',
  'guide.next': 'Suivant',
  'guide.done': 'Terminé',
  'guide.again': 'Rejouer la manche guidée',
} satisfies Record<keyof typeof en, string>;
