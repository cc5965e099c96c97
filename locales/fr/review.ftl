# Révision espacée (/review) et page de progression (/progress) : cartes à revoir aujourd'hui, bachotage, paramètres, plan jusqu'à l'examen, maîtrise, calibration et examens blancs récents.

exam-go-review = Ouvrir votre révision espacée

## La page de révision

review-title = Révision espacée
review-description = Répondez de nouveau aux questions manquées ou devinées, le jour que fixe le planificateur FSRS, et planifiez vos révisions jusqu'à la date de votre examen.
review-lead = Chaque réponse fausse, et chaque réponse juste que vous avez dit avoir devinée, devient une carte. Une carte revient juste avant que vous ne l'oubliiez : répondez-y de nouveau, dites si vous en êtes sûr, et le planificateur fixe son prochain jour. Vos cartes restent dans ce navigateur.
review-loading = Lecture de vos cartes dans ce navigateur…
review-due-count = { $count ->
    [0] Aucune carte à revoir aujourd'hui.
    [one] { $count } carte à revoir aujourd'hui.
   *[other] { $count } cartes à revoir aujourd'hui.
}
review-card-count = { $count ->
    [0] Vous n'avez encore aucune carte.
    [one] Vous avez { $count } carte en tout.
   *[other] Vous avez { $count } cartes en tout.
}
review-session-label = Que réviser
review-session-due = Les cartes du jour
review-session-cram = Bachoter toutes les cartes
review-due-hint = Chaque réponse déplace la carte dans votre calendrier : une réponse fausse la fait revenir vite, une réponse juste et sûre l'éloigne.
review-cram-hint = Le bachotage passe toutes les cartes en revue, les plus fragiles d'abord, sans rien changer à votre calendrier.
review-card-title = Une carte à revoir aujourd'hui
review-card-title-cram = Bachotage
review-card-gone = La question de cette carte ne fait plus partie du cours.
review-skip = La passer
review-empty-title = Plus rien à réviser
review-no-cards = Vous n'avez encore aucune carte. Les réponses fausses ou devinées d'un examen blanc ou du quiz, les réponses fausses aux questions « Testez-vous » des leçons et les défis ratés deviennent des cartes.
review-cram-done = Vous avez vu toutes vos cartes. Le bachotage n'a rien changé à votre calendrier.
review-done-next = C'est fini pour aujourd'hui. Votre prochaine carte revient le
review-done = C'est fini pour le moment.
review-go-exam = Passer un examen blanc
review-go-progress = Voir votre progression
review-from-quiz = Tirée du quiz
review-from-check = Testez-vous : { $lesson }
review-from-challenge = Un défi du bac à sable raté avant d'être réussi
review-right-answer = La bonne réponse : { $answer }
review-next = Carte suivante
review-open-challenge = Ouvrir le défi dans le bac à sable
review-challenge-how = Une fois le défi retenté
review-challenge-solved = Je l'ai réussi
review-challenge-not-yet = Pas encore
review-challenge-noted = C'est noté : le planificateur a fixé le prochain jour de cette carte.

## Paramètres

review-settings-title = Vos paramètres de révision
review-retention-label = Rétention visée
review-retention-hint = La probabilité de vous souvenir d'une carte le jour où elle revient, de 0,70 à 0,97 (0,90 par défaut). Plus elle est haute, plus il y a de révisions.
review-retention-saved = Enregistré : les cartes reviendront quand votre probabilité de vous en souvenir tombera à { $percent }.
review-bad-retention = Saisissez un nombre de 0,70 à 0,97, par exemple 0,90.
review-exam-date-label = Date de l'examen
review-exam-date-hint = Le plan répartit vos cartes sur les jours qui restent, pour que vous voyiez chacune au moins une fois avant l'examen. Laissez vide pour n'avoir aucune date.
review-date-saved = Enregistré : le plan ci-dessous va jusqu'à cette date.
review-date-cleared = Enregistré : aucune date d'examen.
review-bad-date = Ce n'est pas une date : écrivez-la sous la forme année-mois-jour, par exemple 2026-06-15.
review-past-date = Cette date est passée : choisissez aujourd'hui ou un jour suivant.
review-save = Enregistrer

## Le plan

review-plan-title = Votre plan jusqu'à l'examen
review-no-exam-date = Indiquez une date d'examen ci-dessus pour voir un plan jour par jour.
review-exam-past = La date de votre examen est passée : indiquez la prochaine pour refaire un plan.
review-days-to-exam = { $count ->
    [0] L'examen a lieu aujourd'hui.
    [one] { $count } jour avant l'examen.
   *[other] { $count } jours avant l'examen.
}
review-plan-day = { $count ->
    [0] aucune carte
    [one] { $count } carte
   *[other] { $count } cartes
}
review-plan-summary = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} sur { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}, au plus { $peak ->
    [one] { $peak } carte
   *[other] { $peak } cartes
} par jour.
review-plan-as-list = Le plan jour par jour

## La page de progression

standing-title = Votre progression
standing-description = Où vous en êtes avant l'examen, par domaine et par leçon, avec vos révisions, votre plan, vos examens blancs et l'accord entre votre assurance et vos réponses.
standing-lead = Tout ce qui figure ici est calculé dans ce navigateur à partir de vos réponses et de vos révisions.
standing-today-title = Aujourd'hui
standing-go-review = Réviser maintenant
standing-mastery-title = Où vous en êtes
standing-mastery-hint = La maîtrise est la probabilité de répondre juste aujourd'hui à chaque question de la banque, en moyenne sur toutes les questions, y compris celles que vous n'avez pas encore vues.
standing-by-domain = Maîtrise par domaine
standing-by-guide-domain = Maîtrise par domaine du guide de l'examen
standing-by-lesson = Maîtrise par leçon
standing-col-lesson = Leçon
standing-col-met = Questions vues
standing-col-readiness = Maîtrise
standing-calibration-title = Sûr, et juste ?
standing-calibration-hint = Quand on se connaît bien, on a presque toujours raison quand on dit « J'en suis sûr ». Une barre basse montre un domaine où vous vous croyez plus sûr que vous ne l'êtes.
standing-calibration-caption = Combien de fois vos réponses « sûres » étaient justes, par domaine
standing-calibration-table = Réponses « sûres » et « devinées » par domaine
standing-col-sure = Réponses « sûres » justes
standing-col-guess = Réponses « devinées » justes
standing-no-sure = aucune réponse « sûre » pour l'instant
standing-none-yet = aucune pour l'instant
standing-tally = { $right ->
    [one] { $right } sur { $total } ({ $percent })
   *[other] { $right } sur { $total } ({ $percent })
}
standing-exams-title = Examens blancs récents
standing-no-exams = Vous n'avez pas encore passé d'examen blanc dans les conditions de l'examen.
standing-target-title = Votre score visé
standing-target-saved = Enregistré : votre objectif est de { $target }.
standing-target-cleared = Enregistré : aucun score visé.
standing-bad-target = Saisissez un nombre entier de 0 à 100, ou laissez le champ vide.
