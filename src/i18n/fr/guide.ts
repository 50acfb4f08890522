/** La partie guidée de chaque jeu (src/ui/guide) : des mots pour un enfant de 10 ans. */
import type en from '../en/guide';

export default {
  'guide.offerTitle': 'Première fois à {game} ?',
  'guide.offerText': 'Jouons ta première manche ensemble. Je te montre où toucher, une étape à la fois. Ça prend environ une minute.',
  'guide.offerYes': 'Montre-moi',
  'guide.offerNo': 'Non merci',
  'guide.label': 'Manche guidée de {game}',
  'guide.stepOf': 'Étape {n} sur {total}',
  'guide.skip': 'Passer le guide',
  'guide.next': 'Suivant',
  'guide.done': 'Terminé',
  'guide.again': 'Rejouer la manche guidée',
  'guide.tuf.roll': 'Touche « {roll} » pour lancer tes cubes.',
  'guide.tuf.cube': 'Voici tes cubes. Touche le 2 pour le mettre sur ta ligne.',
  'guide.tuf.true': 'Touche maintenant +, puis 3, puis =, puis 5 pour écrire 2 + 3 = 5. Le voyant devient vert quand c’est juste. Un cube de trop ? Touche-le sur ta ligne, puis « {takeBack} ».',
  'guide.tuf.call': 'C’est juste ! Touche « {call} » pour finir la manche.',
  'guide.tuf.end': 'Bravo, voilà ton premier TUF ! Chaque cube d’une égalité juste vaut un point : la prochaine fois, essaie d’en utiliser plus.',
  'guide.tally.go': 'Touche le bouton pour commencer : le sablier part tout de suite.',
  'guide.tally.trace': 'Une égalité passe par des pions qui se touchent. Touche le 2, le 3 et le 5 au bout de la première ligne, dans cet ordre.',
  'guide.tally.signs': 'Maintenant les signes : touche le premier espace et choisis +, puis le deuxième et choisis =. Touche ensuite « {add} ».',
  'guide.tally.finish': '2 + 3 = 5 est sur ta fiche ! Dans une vraie manche, tu cherches jusqu’à la fin du sablier. Pour l’instant, touche « {done} », puis « {finish} ».',
  'guide.tally.end': 'Bravo ! Chaque pion de tes égalités justes vaut un point, sauf si quelqu’un d’autre a trouvé la même. Plus l’égalité est longue, plus elle rapporte.',
  'guide.mathable.tile': 'Voici tes jetons. Touche le 3 pour le prendre.',
  'guide.mathable.place': 'Tu vois le 1 et le 2 côte à côte au milieu ? 1 + 2 = 3 : touche la case vide juste après le 2 pour y poser ton 3. Les points montrent où un jeton peut aller.',
  'guide.mathable.confirm': 'Trois points ! Touche « Valider » pour finir ton tour. Tu as changé d’avis ? « {undo} » reprend le jeton.',
  'guide.mathable.end': 'Bravo ! L’ordinateur joue, puis c’est de nouveau ton tour. Pose tes jetons là où ils sont la somme, la différence, le produit ou le quotient de deux jetons alignés.',
} satisfies Record<keyof typeof en, string>;
