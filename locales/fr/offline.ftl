# Utiliser Hooklab hors ligne : la page hors ligne, la page affichée à la
# place d'une page jamais enregistrée, et l'avis de mise à jour.

offline-nav = Hors ligne
offline-title = Utiliser Hooklab hors ligne
offline-description = Enregistrez toute une langue de Hooklab sur cet appareil et étudiez sans réseau : leçons, quiz, examen blanc, bac à sable et simulateur.
offline-lead = Chaque page que vous ouvrez est gardée sur cet appareil et s'ouvre de nouveau sans réseau. Pour étudier toute une langue dans l'avion, enregistrez-la d'abord ici : ses leçons, ses aide-mémoire, le quiz, l'examen blanc, la révision espacée, les préréglages et les défis du bac à sable, et les scénarios du simulateur.
offline-works = Hors ligne, tout fonctionne comme d'habitude sauf la classe : se connecter, rejoindre un groupe et envoyer des réponses demandent le serveur.
offline-save = Rendre disponible hors ligne
offline-saving = { $total ->
    [one] Enregistrement : { $done } page sur { $total }
   *[other] Enregistrement : { $done } pages sur { $total }
}
offline-saved-languages = Enregistré sur cet appareil : { $languages }.
offline-nothing-saved = Aucune langue n'est encore enregistrée sur cet appareil.
offline-stored-kb = { $size ->
    [one] { $size } Ko stocké sur cet appareil.
   *[other] { $size } Ko stockés sur cet appareil.
}
offline-stored-mb = { $size ->
    [one] { $size } Mo stocké sur cet appareil.
   *[other] { $size } Mo stockés sur cet appareil.
}
offline-remove = Supprimer de cet appareil
offline-failed-unreachable = L'enregistrement s'est arrêté : le serveur est injoignable. Réessayez une fois en ligne.
offline-failed-pages = { $failed ->
    [one] { $failed } page sur { $total } n'a pas pu être enregistrée. Réessayez une fois en ligne.
   *[other] { $failed } pages sur { $total } n'ont pas pu être enregistrées. Réessayez une fois en ligne.
}
offline-unsupported = Ce navigateur ne peut pas garder Hooklab pour un usage hors ligne : il faut JavaScript et les service workers.
offline-starting = Vérification de ce que stocke cet appareil…
offline-unavailable-title = Cette page n'est pas sur cet appareil
offline-unavailable-text = Vous êtes hors ligne, et cette page n'a été ni ouverte ni enregistrée ici auparavant. Les pages ouvertes ou enregistrées fonctionnent toujours.
offline-unavailable-link = Ce qui est disponible hors ligne
update-available = Une nouvelle version de Hooklab est prête.
update-reload = Mettre à jour et recharger
