# « Votre progression », le menu du pied de page de chaque page : télécharger
# et charger le fichier de progression, et le compte rendu d'un chargement.

progress-menu-title = Votre progression
progress-menu-intro = Votre progression n'est conservée que dans ce navigateur. Téléchargez-la pour en garder une copie ou la transférer sur un autre appareil ; charger un fichier ajoute ce qu'il contient à ce qui est déjà là.
progress-export = Télécharger la progression (JSON)
progress-import = Charger un fichier de progression
progress-needs-js = Télécharger et charger la progression demandent JavaScript.
progress-import-added = Ajouté depuis { $file } :
progress-import-nothing-new = Rien de nouveau : tout le contenu de { $file } se trouvait déjà dans ce navigateur.
progress-added-lessons = { $count ->
    [one] { $count } leçon lue
   *[other] { $count } leçons lues
}
progress-added-checks = { $count ->
    [one] { $count } réponse à une question d'autoévaluation
   *[other] { $count } réponses à des questions d'autoévaluation
}
progress-added-quiz-answers = { $count ->
    [one] { $count } réponse au quiz
   *[other] { $count } réponses au quiz
}
progress-added-matrix-walks = { $count ->
    [one] { $count } parcours de la matrice de décision
   *[other] { $count } parcours de la matrice de décision
}
progress-added-challenges = { $count ->
    [one] { $count } défi réussi
   *[other] { $count } défis réussis
}
progress-added-scenarios = { $count ->
    [one] { $count } scénario du simulateur terminé
   *[other] { $count } scénarios du simulateur terminés
}
progress-added-exams = { $count ->
    [one] { $count } examen blanc ou série d'entraînement
   *[other] { $count } examens blancs ou séries d'entraînement
}
progress-import-too-large = Ce fichier est trop volumineux (limite : { $size } Mo). Rien n'a été modifié.
progress-import-syntax = Ce fichier n'est pas du JSON valide : à la ligne { $line }, colonne { $column }, { $error }. Rien n'a été modifié.
progress-import-invalid-at = Ce fichier est du JSON, mais pas un fichier de progression : la valeur de la ligne { $line }, colonne { $column } ne convient pas. Rien n'a été modifié.
progress-import-invalid = Ce fichier contient une valeur qu'un fichier de progression ne peut pas avoir. Rien n'a été modifié.
progress-import-foreign = Ce n'est pas un fichier de progression Hooklab. Rien n'a été modifié.
progress-import-newer = Ce fichier vient d'une version plus récente de Hooklab (format { $found } ; celle-ci lit jusqu'au format { $supported }). Rien n'a été modifié.

# L'index des leçons : où en est l'apprenant sur chaque leçon.
lesson-read = Lue
lesson-checks-right = { $right ->
    [one] { $right } bonne réponse sur { $total } à « Testez-vous »
   *[other] { $right } bonnes réponses sur { $total } à « Testez-vous »
}

# Le quiz : l'historique de l'apprenant, avant une nouvelle série.
quiz-history-title = Votre historique
quiz-history-rounds = { $count ->
    [one] { $count } série jouée
   *[other] { $count } séries jouées
}
quiz-history-answers = { $right ->
    [one] { $right } bonne réponse sur { $total } ({ $percent })
   *[other] { $right } bonnes réponses sur { $total } ({ $percent })
}
quiz-history-last = Dernière réponse :
quiz-history-confusions-title = Dernières confusions
quiz-history-confusion = { $chosen } au lieu de { $answer }
