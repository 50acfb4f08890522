/** Leçons en direct sur un serveur de classe : le résultat de l’élève rendu tout seul, et le tableau en direct de l’enseignant. */
import type en from '../en/live';

export default {
  'live.ready': 'Le tableau en direct de ton enseignant suit cette leçon : ton résultat y va tout seul pendant que tu joues.',
  'live.sending': 'Envoi de ton résultat au tableau de ton enseignant…',
  'live.sent': 'Ton résultat est sur le tableau de ton enseignant.',
  'live.offline':
    'Le réseau de la classe ne répond pas : ton résultat est gardé et ira au tableau quand il reviendra. En attendant, montre le code à ton enseignant.',
  'live.teacherName': 'Enseignant',
  'live.boardTitle': 'Classe en direct',
  'live.boardLead':
    'Cette appli vient du serveur de classe : avec le code PIN de l’enseignant, le résultat de chaque élève arrive tout seul sur ce tableau, sans rien scanner.',
  'live.pin': 'Code PIN de l’enseignant',
  'live.open': 'Ouvrir le tableau en direct',
  'live.pinWrong': 'Ce n’est pas le code PIN de l’enseignant réglé sur le serveur de classe.',
  'live.pinWait': 'Trop de codes PIN faux depuis cet appareil : attends dix minutes, puis réessaie.',
  'live.unreachable': 'Le serveur de classe ne répond pas. Scanner et coller les codes marche toujours.',
  'live.connecting': 'Connexion au serveur de classe…',
  'live.boardOnline': 'Connecté : les résultats arrivent à mesure que les élèves finissent.',
  'live.boardOffline': 'Le serveur de classe ne répond pas : les résultats arriveront quand il reviendra. Scanner et coller les codes marche toujours.',
  'live.joined.one': '{count} élève a rejoint la leçon',
  'live.joined.other': '{count} élèves ont rejoint la leçon',
  'live.results.one': '{count} résultat rendu en direct',
  'live.results.other': '{count} résultats rendus en direct',
  'live.rosterLabel': 'Élèves de la leçon en direct',
  'live.noName': '(sans nom)',
  'live.stateJoined': 'en train de jouer, rien de rendu pour l’instant',
  'live.stateSoFar': 'en train de jouer : {points} pour l’instant',
  'live.stateAfter.one': 'après la manche {count} : {points}',
  'live.stateAfter.other': 'après {count} manches : {points}',
  'live.stateFinished': 'a fini : {points}',
  'live.stateRefused': 'pas compté : {why}',
} satisfies Record<keyof typeof en, string>;
