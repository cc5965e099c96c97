# La page du simulateur de sessions.

sim-page-title = Simulateur de sessions
sim-page-description = Tapez des commandes Claude Code et voyez où les sessions sont rangées, comment la reprise, le fork et /clear modifient l'arbre des sessions, et quand un contexte est devenu périmé.
sim-page-lead = Les erreurs de session restent invisibles jusqu'au jour où elles font mal. Ici, c'est vous qui tapez les commandes : après chacune, vous voyez évoluer les dossiers de stockage, l'arbre des sessions et le contexte de l'agent.
sim-page-finished = terminé
sim-page-not-finished = pas encore terminé
sim-page-free-title = Mode libre
sim-page-free-story = Une machine vierge avec deux projets, ~/shop (un dépôt git) et ~/blog. Pas d'objectif : essayez la reprise, le fork, /clear et les worktrees pour voir ce que fait chacun.
sim-page-free-goal = Pas d'objectif ici. Tapez help pour la liste des commandes.
sim-page-free-hint = Commencez par cd shop, puis claude -n premier-essai. ls liste le répertoire de travail ; ls ~/.claude/projects montre où les transcriptions sont rangées.
sim-page-free-open = Ouvrir le mode libre
sim-page-story = La situation
sim-page-goal = Objectif
sim-page-reached = Objectif atteint
sim-page-hint-n = Indice { $n } :
sim-page-hint-button = { $left ->
    [0] Plus d'indice
    [one] Voir un indice (il en reste { $left })
   *[other] Voir un indice (il en reste { $left })
}
sim-page-reset = Recommencer
sim-page-version = Version de Claude Code
sim-page-code-title = Les mêmes étapes en code
sim-page-check-met = fait
sim-page-check-open = pas encore
sim-page-terminal = Terminal
sim-page-input-help = Entrée lance la commande, Haut et Bas parcourent les commandes précédentes, Tab complète. Tapez help pour la liste des commandes.
sim-page-candidates = Complétions possibles :
sim-page-kind-explain = Pourquoi :
sim-page-kind-warning = Attention :
sim-page-kind-error = Erreur :
sim-page-hooks = Hooks déclenchés :
sim-page-graph = Arbre des sessions
sim-page-graph-legend = Une ligne par session, la plus ancienne en haut. Un fork ou un /clear se place un cran à droite de la session d'origine ; la session en cours porte le signe ▶.
sim-page-graph-empty = Aucune session pour l'instant.
sim-page-running = en cours
sim-page-storage = Stockage sur le disque
sim-page-storage-why = Claude Code tient un dossier par répertoire de travail : le slug est le chemin dont chaque caractère autre qu'une lettre ou un chiffre devient un tiret.
sim-page-storage-hashed = Le chemin est long : l'Agent SDK l'a raccourci et y a ajouté un hash.
sim-page-storage-here = c'est ici que mène le répertoire courant
sim-page-storage-from = Issu de { $dir }.
sim-page-storage-empty = (vide : aucune session ici)
sim-page-entries = { $count ->
    [one] { $count } entrée
   *[other] { $count } entrées
}
sim-page-context = Le contexte de l'agent
sim-page-context-none = Aucune session en cours, donc pas de contexte à montrer.
sim-page-context-summary = Session { $id } : { $entries ->
    [one] { $entries } entrée de transcription
   *[other] { $entries } entrées de transcription
}, compactée { $compactions ->
    [one] { $compactions } fois
   *[other] { $compactions } fois
}.
sim-page-context-file = Fichier
sim-page-context-read = Version lue
sim-page-context-now = Version actuelle
sim-page-context-status = État
sim-page-context-stale = périmé
sim-page-context-fresh = à jour
sim-page-context-deleted = supprimé
sim-page-stale-subject = Session examinée : { $id } (celle en cours, sinon la plus récente).
sim-page-stale-none = Aucune session pour l'instant : lancez-en une pour parcourir l'arbre.
sim-page-stale-ask = Deux choses que vous seul pouvez dire
sim-page-stale-goal-changed = Mon objectif a changé depuis le début de cette session
sim-page-stale-alternative = Je veux essayer une autre approche sans perdre celle-ci
sim-page-stale-answer = Que faire :
sim-page-reread = À dire à l'agent repris :
sim-page-summary-title = Rédiger le résumé d'une nouvelle session
sim-page-summary-help = Un bon prompt de redémarrage a quatre parties : l'objectif, les décisions prises, l'état actuel du code et les questions ouvertes. Le brouillon ci-dessous part de la session ; complétez-le, puis lancez une nouvelle session avec ce texte comme premier prompt.
sim-page-summary-label = Résumé (premier prompt de la nouvelle session)
sim-page-summary-changed = { $path } a changé depuis sa lecture (version { $seen } à l'époque, { $now } aujourd'hui)
sim-page-summary-start = Lancer une nouvelle session avec ce résumé
sim-page-part-goal = Objectif
sim-page-part-decisions = Décisions prises
sim-page-part-code = État actuel du code
sim-page-part-questions = Questions ouvertes
