# Le champ de recherche de l'en-tête de chaque page, et la page de recherche.
search-label = Rechercher
search-placeholder = Leçons, glossaire, aide-mémoire
search-submit = Rechercher
search-title = Recherche
search-description = Recherchez dans les leçons, le glossaire et les aide-mémoire de Hooklab.
search-prompt = Saisissez quelques mots dans le champ de recherche : chaque résultat les contient tous et s'ouvre à son titre.
search-results = { $count ->
    [one] { $count } résultat pour « { $query } »
   *[other] { $count } résultats pour « { $query } »
}
search-none = Aucun résultat pour « { $query } ». Vérifiez l'orthographe ou essayez avec moins de mots.
search-found = { $count ->
    [one] { $count } résultat
   *[other] { $count } résultats
}
search-nothing = Aucun résultat
search-more = { $shown ->
    [one] Seul le meilleur résultat ({ $shown }) est affiché : ajoutez un mot pour affiner la recherche.
   *[other] Seuls les { $shown } meilleurs résultats sont affichés : ajoutez un mot pour affiner la recherche.
}
search-results-label = Résultats de la recherche
search-see-all = Voir tous les résultats
search-keys-hint = ↑ ↓ pour choisir, Entrée pour ouvrir, Échap pour fermer
search-loading = Chargement de l'index de recherche…
search-unavailable = L'index de recherche n'a pas pu être chargé : appuyez sur Entrée pour lancer la recherche sur le serveur.
