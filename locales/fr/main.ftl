# Le cadre commun à toutes les pages, l'accueil et les leçons.

skip-to-content = Aller au contenu
nav-label = Navigation principale
nav-learn = Leçons
nav-quiz = Quiz
nav-exam = Examen blanc
nav-review = Révision
nav-sandbox = Bac à sable
nav-simulator = Simulateur
nav-class = Classe
language-switcher-label = Langue
theme-dark = Thème sombre
footer-version = Hooklab suit Claude Code v2.1.240 (documentation du 22 août 2026). Quand la réponse attendue à l'examen diffère, les leçons le signalent.
footer-offline = Chaque page ouverte continue de fonctionner hors ligne, bac à sable et simulateur compris.
footer-privacy = Confidentialité

not-found-title = Page introuvable
not-found-body = Il n'y a rien à cette adresse. Le lien contient peut-être une faute de frappe, ou la page a été déplacée.
not-found-home = Revenir à l'accueil

home-tagline = hooks, décomposition et sessions, par la pratique
home-description = Apprenez les hooks de Claude Code, la décomposition des tâches et la gestion des sessions par la pratique : leçons, bac à sable de hooks, quiz de cas concrets et simulateur de sessions.
home-title = Garder la main sur les agents d'IA
home-lead = Hooklab prépare à une section de la certification — les hooks de l'Agent SDK, la décomposition des tâches et la gestion des sessions — avec des leçons courtes et des exercices qui tournent dans votre navigateur.
home-reflexes-title = Ce que vous saurez dire au premier coup d'œil
home-reflex-hook = C'est un problème de hook, pas de prompt.
home-reflex-pattern = C'est du prompt chaining, pas de l'orchestrator-workers.
home-reflex-session = Cette session est périmée : résumer et redémarrer.
home-reflexes-after = Chaque leçon travaille l'un de ces réflexes et se termine par des questions pour le vérifier.
home-start-title = Par où commencer
home-start-body = La section en un coup d'œil, le critère de réussite et le mode d'emploi de Hooklab.
home-learn-title = Toutes les leçons
home-learn-body = Hooks, décomposition et sessions, avec des aide-mémoire à imprimer.
home-exam-title = Examen blanc
home-exam-body = Des questions chronométrées au format de l'examen, ou une série d'entraînement où chaque réponse est expliquée.
home-review-title = Révision espacée
home-review-body = Les questions manquées ou devinées reviennent juste avant que vous ne les oubliiez, avec un plan qui va jusqu'au jour de votre examen.
home-progress-title = Votre progression
home-progress-body = Où vous en êtes par domaine et par leçon, et combien de fois vos réponses « sûres » étaient justes.
progress-menu-page = Voir où vous en êtes

learn-title = Leçons
learn-description = Toutes les leçons de la section sur les hooks, la décomposition des tâches et les sessions.
learn-lead = Lisez-les dans l'ordre la première fois ; revenez ensuite aux pages de référence et aux aide-mémoire.
lesson-count = { $count ->
    [one] { $count } leçon
   *[other] { $count } leçons
}
loading = Chargement…
load-error = Impossible de charger la page : { $error }
load-error-content = ses questions ne sont pas arrivées
toc-label = Sur cette page
lesson-version-note = Comportement de Claude Code v{ $version }.
breadcrumbs-label = Fil d'Ariane
practice-title = Pour s'exercer
practice-preset = Préréglage du bac à sable : { $id }
practice-challenge = Défi du bac à sable : { $id }
practice-simulator = Scénario du simulateur : { $id }
practice-other = Exercice : { $id }
checks-title = Testez-vous
check-right = Exact.
check-wrong = Pas tout à fait.
check-show-answer = Voir la réponse
pager-label = Autres leçons
pager-previous = Précédente
pager-next = Suivante
