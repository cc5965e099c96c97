# Les mots qu'ajoute le pipeline de contenu (hooklab-content) autour des leçons.

## Titres des parties, dans l'ordre du sommaire

section-start = Pour commencer
section-hooks = Hooks
section-decomposition = Décomposition des tâches
section-sessions = Gestion des sessions
section-exam = Préparer l'examen
section-reference = Référence
section-cheat-sheets = Aide-mémoire

## Titres des encadrés. « important » signale un écart entre la réponse attendue à l'examen et Claude Code aujourd'hui.

callout-note = Remarque
callout-tip = Astuce
callout-important = Réponse à l'examen / Claude Code aujourd'hui
callout-warning = Attention
callout-caution = Prudence

## Blocs de code et titres

code-copy = Copier
code-copied = Copié
code-bad-example = Erreur volontaire
heading-anchor = Lien vers cette section
