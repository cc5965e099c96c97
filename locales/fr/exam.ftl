# La page de l'examen blanc : écran de départ, questions, relecture, résultat.

exam-title = Examen blanc
exam-description = Passez un examen blanc dans les conditions de l'examen ou entraînez-vous par domaine, puis lisez pourquoi chaque réponse est juste ou fausse.
exam-lead = Des questions sur des scénarios, avec une seule bonne réponse, comme à l'examen. Votre tentative reste dans ce navigateur jusqu'à ce que vous la rendiez ; les réponses fausses et devinées rejoignent alors votre révision espacée.

## Domaines

exam-domain-hook-mechanics = Fonctionnement des hooks
exam-domain-hooks-vs-prompts = Hooks ou prompts
exam-domain-decomposition = Motifs de décomposition et matrice
exam-domain-sessions = Sessions
exam-domain-stale-context = Contexte périmé
exam-guide-agentic-architecture = Architecture agentique et orchestration
exam-guide-claude-code-configuration = Configuration et workflows de Claude Code
exam-guide-context-reliability = Gestion du contexte et fiabilité

## Écran de départ

exam-start-title = Préparez votre tentative
exam-mode-legend = Mode
exam-mode-exam = Conditions d'examen
exam-mode-exam-hint = Un nombre fixe de questions, réparties entre les domaines comme dans la banque, aucune explication avant le rendu, et un chronomètre qui tourne même si vous fermez l'onglet.
exam-mode-practice = Entraînement
exam-mode-practice-hint = Choisissez la longueur et les domaines ; chaque réponse est expliquée dès que vous la donnez, et le chronomètre s'arrête quand vous quittez la page.
exam-length-legend = Longueur
exam-length-option = { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
exam-bank-smaller = { $count ->
    [one] La banque ne contient aujourd'hui que { $count } question : cette tentative en aura donc { $count }.
   *[other] La banque ne contient aujourd'hui que { $count } questions : cette tentative en aura donc { $count }.
}
exam-mix-intro = Les questions sont tirées dans les mêmes proportions que la banque :
exam-mix-line = { $domain } : { $count ->
    [one] { $count } question
   *[other] { $count } questions
}
exam-domains-legend = Domaines
exam-domains-hint = N'en cochez aucun pour vous entraîner sur tous les domaines.
exam-missed-or-unseen = Seulement les questions que j'ai manquées ou pas encore vues
exam-practice-matching = { $count ->
    [0] Aucune question ne correspond à ces choix.
    [one] { $count } question correspond à ces choix.
   *[other] { $count } questions correspondent à ces choix.
}
exam-timer-legend = Temps imparti
exam-timer-off = Sans limite de temps
exam-timer-standard = Standard : { $minutes ->
    [one] { $minutes } minute par question
   *[other] { $minutes } minutes par question
}
exam-timer-longer = Prolongé ×1,5 : { $minutes ->
    [one] { $minutes } minute par question
   *[other] { $minutes } minutes par question
}
exam-timer-double = Prolongé ×2 : { $minutes ->
    [one] { $minutes } minute par question
   *[other] { $minutes } minutes par question
}
exam-limit-none = Cette tentative n'a pas de limite de temps.
exam-limit = { $minutes ->
    [one] Temps pour cette tentative : { $minutes } minute.
   *[other] Temps pour cette tentative : { $minutes } minutes.
}
exam-timer-warning-hint = { $warning ->
    [one] Un avertissement apparaît { $warning } minute avant la fin
   *[other] Un avertissement apparaît { $warning } minutes avant la fin
}, avec un bouton qui ajoute { $extension ->
    [one] { $extension } minute
   *[other] { $extension } minutes
} (jusqu'à { $times ->
    [one] { $times } fois
   *[other] { $times } fois
}).
exam-timer-wall-clock = En conditions d'examen, le chronomètre continue quand vous fermez l'onglet ; à zéro, la tentative est rendue en l'état.
exam-timer-pauses = À l'entraînement, le chronomètre s'arrête tant que la page est masquée ou fermée.
exam-target-label = Votre score visé (%)
exam-target-hint = Hooklab ne fixe aucun seuil de réussite : indiquez le score que vous visez, de 0 à 100, ou laissez le champ vide.
exam-target-invalid = Indiquez un nombre entier de 0 à 100, ou laissez le champ vide.
exam-start = Commencer
exam-needs-js = L'examen blanc a besoin de JavaScript : les questions sont tirées, chronométrées et corrigées dans votre navigateur.

## Le chronomètre

exam-time-left = Temps restant :
exam-time-left-paused = Temps restant (en pause) :
exam-warning = { $minutes ->
    [one] Il reste moins de { $minutes } minute. Vous pouvez ajouter du temps maintenant.
   *[other] Il reste moins de { $minutes } minutes. Vous pouvez ajouter du temps maintenant.
}
exam-extend = { $minutes ->
    [one] Ajouter { $minutes } minute
   *[other] Ajouter { $minutes } minutes
}

## Une question

exam-counter = Question { $current } sur { $total }
exam-item-gone = Cette question ({ $id }) n'est plus dans la banque.
exam-flag = Marquer pour relecture
exam-verdict-right = Exact.
exam-verdict-wrong = Faux.
exam-previous = Précédente
exam-next = Suivante
exam-next-review = Relire mes réponses
exam-open-review = Relire et rendre
exam-map-label = Questions
exam-map-answered = Question { $number }, répondue
exam-map-unanswered = Question { $number }, sans réponse
exam-map-flagged = Question { $number }, sans réponse, marquée
exam-map-answered-flagged = Question { $number }, répondue, marquée

## Relecture

exam-review-title = Avant de rendre
exam-review-answered = { $total ->
    [one] Vous avez répondu à { $answered } question sur { $total }.
   *[other] Vous avez répondu à { $answered } questions sur { $total }.
}
exam-review-unanswered = Sans réponse
exam-review-flagged = Marquées pour relecture
exam-review-no-confidence = Répondues sans dire si vous êtes sûr
exam-review-none = Aucune.
exam-review-go = Aller à la question { $number }
exam-review-blank-counts = Une question sans réponse compte comme fausse : l'examen ne pénalise pas les réponses devinées.
exam-review-back = Revenir aux questions
exam-submit = Rendre

## Résultat

exam-result-title = Votre résultat
exam-submitted-by-you = rendu par vous
exam-submitted-time-up = rendu à la fin du temps imparti
exam-score = { $right ->
    [one] { $right } bonne réponse sur { $total } ({ $percent }).
   *[other] { $right } bonnes réponses sur { $total } ({ $percent }).
}
exam-target-met = Vous avez atteint votre objectif de { $target }.
exam-target-not-met = Vous n'avez pas encore atteint votre objectif de { $target }.
exam-time-used = Temps passé : { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}.
exam-cards-made = { $count ->
    [0] Aucune réponse ne rejoint votre révision espacée : toutes étaient justes et sûres.
    [one] { $count } réponse (fausse, ou juste mais devinée) rejoint votre révision espacée sous forme de carte.
   *[other] { $count } réponses (fausses, ou justes mais devinées) rejoignent votre révision espacée sous forme de cartes.
}
exam-by-domain = Score par domaine
exam-by-guide-domain = Score par domaine du guide de l'examen
exam-col-domain = Domaine
exam-col-guide-domain = Domaine du guide de l'examen
exam-again = Nouvelle tentative
exam-items-title = Toutes les questions
exam-result-item = Question { $number }
exam-item-unanswered = Sans réponse.
exam-flagged-badge = marquée
exam-confidence-sure = Vous avez dit : J'en suis sûr.
exam-confidence-guessing = Vous avez dit : Je devine.
exam-confidence-none = Vous n'avez pas dit si vous étiez sûr.
exam-mark-yours-right = votre réponse, juste
exam-lesson-link = Leçon :
exam-open-sandbox = Ouvrir ce cas dans le bac à sable et changer un champ pour voir pourquoi

## Actions refusées (les identifiants d'AttemptError du cœur)

exam-error-submitted = Cette tentative est rendue et ne peut plus changer.
exam-error-no-such-item = Cette question n'existe pas dans cette tentative.
exam-error-no-such-option = Ce n'est pas une des options de cette question.
exam-error-not-answered = Choisissez d'abord une réponse.
exam-error-no-confidence = Dites d'abord si vous êtes sûr.
exam-error-checked = Cette réponse a été corrigée et ne peut plus changer.
exam-error-practice-only = Les réponses ne sont corrigées une à une qu'à l'entraînement.
exam-error-cannot-extend = Il n'est plus possible d'ajouter du temps.
exam-error-empty = Aucune question ne correspond à ces choix : choisissez d'autres domaines ou décochez « seulement les questions que j'ai manquées ou pas encore vues ».
exam-error-unknown-item = Cette tentative cite une question que la banque n'a plus.
exam-error-duplicate-item = Cette tentative cite deux fois la même question.
exam-error-unreadable = La tentative enregistrée dans ce navigateur est illisible ; elle a été mise de côté : commencez-en une nouvelle.
