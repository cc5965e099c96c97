# La page du quiz : séries de scénarios, historique de l'apprenant, mode matrice.

quiz-title = Reconnaître le motif
quiz-description = Entraînez-vous à repérer d'un coup d'œil le bon motif de décomposition, le bon hook ou le bon geste de session, chaque réponse étant expliquée par la matrice de décision.
quiz-lead = Lisez un workflow, nommez le motif, puis suivez le raisonnement de la matrice derrière la réponse. L'examen attend un réflexe : c'est ici qu'il se travaille.
quiz-modes-label = Mode du quiz
quiz-mode-round = Série de scénarios
quiz-mode-matrix = Mon propre workflow

## Réglages

quiz-setup-title = Préparer une série
quiz-topic-legend = Thème
quiz-topic-all = Tous les thèmes
quiz-length-legend = Longueur
quiz-length-option = { $count ->
    [one] { $count } scénario
   *[other] { $count } scénarios
}
quiz-keys-hint = Au clavier : 1 à 4 choisit une option, S si vous êtes sûr de vous, G si vous devinez, N pour passer à la suite (S, G et N sont les initiales des mots anglais sure, guess et next).
quiz-start = Lancer la série
quiz-needs-js = Pour répondre, JavaScript est nécessaire : la série est tirée et corrigée dans votre navigateur.

## Un scénario

quiz-counter = Scénario { $current } sur { $total }
quiz-which-pattern = Quel motif convient ?
quiz-confidence-label = Êtes-vous sûr de vous ?
quiz-sure = J'en suis sûr
quiz-guessing = Je devine
quiz-mark-answer = bonne réponse
quiz-mark-yours = votre choix
quiz-right = Exact.
quiz-wrong = Pas cette fois : la réponse est { $pattern }.
quiz-inner = Un hybride : { $outer } à l'extérieur, avec { $inner } à l'intérieur.
quiz-walk-title = Le chemin dans la matrice
quiz-assumed = (supposé)
quiz-why-not-title = Pourquoi pas { $pattern } ?
quiz-exam-note-title = Réponse à l'examen et Claude Code aujourd'hui
quiz-next = Suivant

## Bilan

quiz-summary-title = Série terminée
quiz-score = { $right ->
    [one] { $right } bonne réponse sur { $total } ({ $percent }).
   *[other] { $right } bonnes réponses sur { $total } ({ $percent }).
}
quiz-per-pattern = Par motif
quiz-col-pattern = Motif
quiz-col-right = Réussis
quiz-col-accuracy = Taux de réussite
quiz-calibration-title = Confiance
quiz-sure-right = { $count ->
    [one] Sûr et juste : { $count } réponse
   *[other] Sûr et juste : { $count } réponses
}
quiz-sure-wrong = { $count ->
    [one] Sûr et faux : { $count } réponse (les plus dangereuses)
   *[other] Sûr et faux : { $count } réponses (les plus dangereuses)
}
quiz-guess-right = { $count ->
    [one] Deviné et juste : { $count } réponse (connaissance encore fragile)
   *[other] Deviné et juste : { $count } réponses (connaissance encore fragile)
}
quiz-guess-wrong = { $count ->
    [one] Deviné et faux : { $count } réponse
   *[other] Deviné et faux : { $count } réponses
}
quiz-sure-wrong-note = Une erreur commise avec assurance est celle qui coûte cher à l'examen : relisez d'abord ces explications-là.
quiz-confusions-title = Confusions
quiz-no-confusions = Aucune confusion dans cette série.
quiz-confusion = { $count ->
    [one] Vous avez répondu { $chosen } alors qu'il s'agissait de { $answer }, { $count } fois.
   *[other] Vous avez répondu { $chosen } alors qu'il s'agissait de { $answer }, { $count } fois.
}
quiz-retry = { $count ->
    [one] Reprendre le scénario manqué ({ $count })
   *[other] Reprendre les { $count } scénarios manqués
}
quiz-new-round = Nouvelle série
quiz-missed-title = Scénarios manqués
quiz-explanations-title = Explications des scénarios manqués
quiz-missed-answer = La réponse : { $answer }. Vous aviez choisi { $chosen }.

## Mode matrice

quiz-matrix-title = Parcourir la matrice pour votre propre workflow
quiz-matrix-intro = Un parcours de la matrice de décision pour un workflow que vous avez en tête : comment répartir une tâche entre plusieurs appels, où placer une règle (un hook, et sur quel événement, ou le prompt), ou que faire d'une session, y compris une reprise qui n'a rien trouvé. Répondez à une question à la fois ; le résultat nomme le motif et explique pourquoi, avec l'événement et les champs du hook, le motif à l'intérieur d'une chaîne, ou le diagnostic.
quiz-matrix-step = Question { $number }
quiz-matrix-back = Retour
quiz-matrix-restart = Recommencer
quiz-matrix-result = Résultat : { $pattern }
quiz-matrix-others = Pourquoi pas un autre motif ?
quiz-matrix-why-not = Pourquoi pas { $pattern } ?
quiz-matrix-description-label = Votre workflow en une ligne
quiz-matrix-description-hint = Facultatif. Cette ligne s'affiche au-dessus du parcours et reste enregistrée avec le résultat dans la progression de ce navigateur.
quiz-matrix-workflow = Workflow : « { $description } »
quiz-matrix-event = Événement
quiz-matrix-fields = Champs à utiliser
quiz-matrix-diagnosis = Diagnostic : { $diagnosis }
quiz-matrix-earlier-title = Vos parcours précédents
quiz-matrix-untitled = (sans description)
