# Les pages de l’enseignant : groupes, devoirs, aménagements, résultats et
# graphiques, exercices rédigés par l’enseignant.

teach-title = Enseigner
teach-lead = Vos groupes, leurs devoirs et leurs résultats. Les étudiants rejoignent un groupe avec son lien ou son code.
teach-links = Pages de l’enseignant
teach-account = Votre compte
teach-students-not-here = Ces pages sont réservées aux enseignants. Vos devoirs sont sur la page Classe.
teach-to-class = Aller à la page Classe
teach-groups = Vos groupes
teach-no-groups = Vous n’avez encore aucun groupe. Créez-en un ci-dessous.
teach-students-count = { $count ->
    [one] { $count } étudiant
   *[other] { $count } étudiants
}
teach-new-group = Nouveau groupe
teach-group-name = Nom du groupe
teach-create-group = Créer le groupe

## Un groupe

teach-group-title = Groupe
teach-join-heading = Rejoindre le groupe
teach-join-explain = Donnez ce lien aux étudiants, ou le code à saisir sur la page Classe. Ils choisissent un nom affiché et reçoivent un code de récupération.
teach-join-code = Code d’accès :
teach-copy-link = Copier le lien
teach-rotate = Changer le code
teach-rotate-confirm = Le lien et le code actuels cessent aussitôt de fonctionner ; les étudiants déjà inscrits restent dans le groupe.
teach-rotate-yes = Le changer maintenant
teach-assignments = Devoirs
teach-no-assignments = Aucun devoir pour l’instant.
teach-new-assignment = Nouveau devoir
teach-items-count = { $count ->
    [one] { $count } exercice
   *[other] { $count } exercices
}
teach-results = Résultats
teach-students = Étudiants
teach-no-students = Aucun étudiant n’a encore rejoint le groupe.
teach-col-student = Étudiant
teach-col-joined = Inscrit le
teach-col-actions = Actions
teach-reset-code = Nouveau code de récupération
teach-reset-code-for = Nouveau code de récupération pour { $name }
teach-new-code-once = Donnez ce code à l’étudiant : il n’est affiché qu’une fois, et l’ancien code ne fonctionne plus.
teach-remove-student = Retirer
teach-remove-student-named = Retirer { $name }
teach-remove-confirm = Retirer { $name } du groupe ? Ses rendus et ses résultats dans ce groupe seront supprimés.
teach-remove-yes = Retirer et supprimer ses données
teach-instructors = Enseignants
teach-add-instructor = Ajouter un enseignant
teach-add-instructor-help = Le nom avec lequel cet enseignant se connecte. Il voit et gère tout ce qui concerne ce groupe.
teach-add-instructor-submit = Ajouter au groupe
teach-delete-group = Supprimer le groupe
teach-delete-group-confirm = Supprimer { $group } avec ses devoirs, les rendus des étudiants et leurs résultats ? C’est définitif.
teach-delete-group-yes = Supprimer { $group }

## Un devoir

teach-assignment-title = Devoir
teach-assignment-name = Nom
teach-assignment-items = Exercices
teach-authored-mark = le vôtre
teach-time-zone = Fuseau horaire des dates
teach-opens = Ouverture
teach-due = Date limite
teach-late-policy = Après la date limite
teach-late-accept = Accepter les rendus et les marquer en retard
teach-late-refuse = Refuser les rendus
teach-attempts = Tentatives autorisées par exercice
teach-attempts-help = Laissez vide pour ne pas limiter.
teach-time-limit = Durée limite par tentative, en minutes
teach-time-limit-help = Laissez vide pour ne pas limiter la durée.
teach-show-answers = Montrer la note et la réponse attendue après chaque rendu
teach-create-assignment = Créer le devoir
teach-save-assignment = Enregistrer les modifications
teach-saved = Enregistré.
teach-edit-assignment = Modifier le devoir
teach-zone-of = Dates fixées dans le fuseau { $zone }.
teach-problem-title = Donnez un nom au devoir.
teach-problem-items = Choisissez au moins un exercice.
teach-problem-date = Saisissez une date et une heure.
teach-problem-due-order = La date limite doit suivre l’ouverture.
teach-problem-time-zone = Choisissez un fuseau horaire.
teach-problem-count = Saisissez un nombre entier supérieur à zéro, ou laissez le champ vide.
teach-accommodations = Aménagements
teach-accommodations-lead = Du temps en plus, des tentatives en plus ou une date limite plus tardive pour un étudiant.
teach-extra-minutes = { $count ->
    [one] { $count } minute de plus par tentative
   *[other] { $count } minutes de plus par tentative
}
teach-extra-attempts = { $count ->
    [one] { $count } tentative de plus
   *[other] { $count } tentatives de plus
}
teach-later-due = date limite
teach-extra-minutes-label = Minutes de plus par tentative
teach-extra-attempts-label = Tentatives de plus
teach-later-due-label = Date limite plus tardive ({ $zone })
teach-set-override = Enregistrer l’aménagement
teach-clear-override = Supprimer
teach-clear-override-for = Supprimer l’aménagement de { $name }
teach-delete-assignment = Supprimer le devoir
teach-delete-assignment-confirm = Supprimer { $assignment } avec tous les rendus qui lui ont été faits ? C’est définitif.
teach-delete-assignment-yes = Supprimer { $assignment }

## Résultats

teach-results-title = Résultats
teach-results-of = Résultats : { $assignment }
teach-download-csv = Télécharger en CSV
teach-download-json = Télécharger en JSON
teach-stale = { $count ->
    [one] { $count } tentative a été notée sur une version antérieure de son exercice.
   *[other] { $count } tentatives ont été notées sur une version antérieure de leur exercice.
}
teach-regrade = Les noter à nouveau
teach-regraded = { $count ->
    [one] { $count } tentative notée à nouveau, dont { $changed } avec une note différente.
   *[other] { $count } tentatives notées à nouveau, dont { $changed } avec une note différente.
}
teach-grid = Étudiants et exercices
teach-not-attempted = non tenté
teach-col-total = Total
teach-item-stats = Exercices, du plus difficile au plus facile
teach-item-stats-lead = La facilité est la note moyenne des étudiants qui ont tenté l’exercice. La discrimination va de −1 à 1 : elle est forte quand les étudiants qui réussissent l’ensemble réussissent aussi l’exercice. La mauvaise réponse la plus fréquente compte les premières tentatives.
teach-col-item = Exercice
teach-col-attempted = Tenté par
teach-col-facility = Facilité
teach-col-discrimination = Discrimination
teach-col-wrong = Mauvaise réponse la plus fréquente
teach-none = —
teach-wrong-share = { $answer } ({ $share }, { $count ->
    [one] { $count } étudiant
   *[other] { $count } étudiants
})
teach-goal-not-reached = objectif non atteint
teach-charts = Graphiques
teach-distribution = { $count ->
    [one] Répartition des notes de l’étudiant qui a rendu le devoir ({ $count })
   *[other] Répartition des notes des { $count } étudiants qui ont rendu le devoir
}
teach-bin = { $from } à { $to } %
teach-as-table = Sous forme de tableau
teach-col-score = Note
teach-col-students = Étudiants
teach-items-chart = Facilité et discrimination par exercice, du plus difficile au plus facile
teach-items-chart-text = Le tableau « Exercices, du plus difficile au plus facile » donne les mêmes chiffres.
teach-confusion = Quel motif a été choisi pour quel autre
teach-confusion-lead = Exercices de quiz, premières tentatives : les lignes sont le motif attendu, les colonnes le motif choisi ; la liste numérotée les nomme.
teach-expected-chosen = Attendu \ choisi
teach-challenge-outcomes = Le mauvais résultat le plus fréquent de chaque défi du bac à sable
teach-outcome-line = { $item } : { $wrong }

## Exercices rédigés par l’enseignant

teach-items-title = Vos exercices
teach-items-lead = Les scénarios de quiz, défis du bac à sable et scénarios du simulateur que vous rédigez vous-même, au format du contenu. Vous pouvez les utiliser dans les devoirs de vos groupes.
teach-upload = Téléverser des exercices
teach-upload-kind = Type d’exercice
teach-upload-files = Fichiers
teach-upload-help = Des fichiers TOML au format du contenu, un exercice par fichier. Soit tous les fichiers sont enregistrés, soit aucun.
teach-upload-submit = { $count ->
    [0] Téléverser
    [one] Téléverser { $count } fichier
   *[other] Téléverser { $count } fichiers
}
teach-upload-refused = Rien n’a été enregistré. Corrigez ces erreurs et téléversez de nouveau les fichiers :
teach-upload-at-line-field = { $file }, ligne { $line }, champ { $field } :
teach-upload-at-line = { $file }, ligne { $line } :
teach-upload-at-field = { $file }, champ { $field } :
teach-upload-in-file = { $file } :
teach-upload-saved = { $count ->
    [one] { $count } exercice enregistré.
   *[other] { $count } exercices enregistrés.
}
teach-my-items = Vos exercices
teach-no-items = Vous n’avez encore téléversé aucun exercice.
teach-col-kind = Type
teach-col-updated = Mis à jour
teach-delete-item = Supprimer
teach-delete-item-named = Supprimer { $item }
teach-delete-item-confirm = Supprimer { $item } ? Un exercice utilisé par un devoir ne peut pas être supprimé.

## Questions d’examen dans les devoirs
teach-domain-filter = Afficher les questions d’examen du domaine
teach-domain-all = tous les domaines
teach-exam-option = option { $option }
teach-confidence-sure = sûr
teach-confidence-guessing = en devinant
