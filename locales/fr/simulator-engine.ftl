# Simulateur de sessions : chaque message émis par le cœur (hooklab_core::session).
# Un message par ligne, placeables simples uniquement : le cœur les affiche lui-même.

## Sortie des commandes

sim-session-started = Nouvelle session { $id } dans { $dir }.
sim-session-resumed = Session { $id } reprise dans { $dir }.
sim-session-forked = La session { $parent } a été forkée en une nouvelle session { $id }, qui travaille dans { $dir }.
sim-session-stored = Fichier de transcription : { $path }
sim-session-ended = Session { $id } terminée.
sim-print-done = (la réponse s'affiche ici ; la sortie texte ne montre aucun identifiant de session)
sim-print-json = { $json }
sim-cleared = /clear a terminé la session { $old } et ouvert la session { $id }.
sim-compacted = Session { $id } compactée.
sim-renamed = Session renommée en { $name }.
sim-prompt-sent = Prompt ajouté à la session { $id }.
sim-read-done = { $path } (version { $version }) lu et placé dans le contexte.
sim-write-done = L'agent a modifié { $path } (désormais en version { $version }).
sim-edit-done = { $path } a été modifié hors de la session (désormais en version { $version }).
sim-dir-created = { $path } créé
sim-worktree-created = Worktree { $path } créé sur la branche { $branch }.
sim-ls-root = { $root }/
sim-ls-project = { $slug }/   (issu de { $dir })
sim-ls-session = { $file }
sim-ls-session-named = { $file }   nom : { $name }
sim-ls-session-print = { $file }   session -p ou SDK
sim-ls-empty = Aucune session enregistrée sous { $root } pour l'instant.
sim-ls-dir-entry = { $name }
sim-ls-dir-empty = { $path } est vide.
sim-pwd = { $path }
sim-picker-header = Sessions de { $dir }, de la plus récente à la plus ancienne :
sim-picker-entry = { $id }   { $title }
sim-picker-empty = Aucune conversation à choisir dans { $dir }.
sim-env-set = { $name } vaut désormais { $value }
sim-env-unset = { $name } n'est plus défini
sim-help = Commandes : { $commands }
sim-version-shown = { $version } (Claude Code)

## Explications

sim-explain-slug = Claude Code range cette transcription sous projects/{ $slug } : le chemin { $dir } où chaque caractère autre que a-z, A-Z et 0-9 devient un tiret, un pour un.
sim-explain-slug-hashed = Le chemin { $dir } donnerait un nom de plus de 200 caractères : le dossier est donc projects/{ $slug }, soit les 200 premiers caractères, un tiret et { $hash }. Ce suffixe est le _simple_hash de l'Agent SDK ; la CLI Claude Code utilise Bun.hash et obtient un autre suffixe.
sim-explain-continue-picked = --continue a pris la conversation la plus récente enregistrée pour ce répertoire : { $id }.
sim-explain-continue-hides-print = { $count ->
    [one] { $count } session -p ou SDK plus récente a été ignorée ici : depuis la v2.1.90, un --continue seul ne la voit pas. Utilisez claude -p --continue ou --resume avec l'identifiant.
   *[other] { $count } sessions -p ou SDK plus récentes ont été ignorées ici : depuis la v2.1.90, un --continue seul ne les voit pas. Utilisez claude -p --continue ou --resume avec l'identifiant.
}
sim-explain-continue-includes-print = Avec -p, --continue tient aussi compte des sessions -p et SDK : il a donc pris { $id }.
sim-explain-continue-only-here = --continue ne regarde que les conversations de ce répertoire précis, même à l'intérieur d'un dépôt. Les sessions de ce dépôt sont enregistrées pour : { $dirs }. Faites un cd vers l'un d'eux, ou reprenez par nom : la recherche couvre alors tout le dépôt.
sim-explain-resume-other-project = Cet identifiant n'est pas enregistré pour ce répertoire mais pour { $dir }. Depuis la v2.1.223, la reprise par identifiant cherche aussi dans tous les autres projets et retient la session quand un seul projet la contient.
sim-explain-resume-old-version = Claude Code { $version } ne cherche l'identifiant que dans ce projet et ses worktrees git, or la transcription est enregistrée pour { $dir }. Faites d'abord un cd vers ce répertoire (depuis la v2.1.223, la recherche couvre tous les projets).
sim-explain-resume-duplicates = { $count ->
    [one] { $count } autre projet contient une transcription avec cet identifiant : la recherche inter-projets ne peut pas trancher et répond qu'elle ne l'a pas trouvée.
   *[other] { $count } autres projets contiennent une transcription avec cet identifiant : la recherche inter-projets ne peut pas trancher et répond qu'elle ne l'a pas trouvée.
}
sim-explain-resume-nowhere = Aucun projet de cette machine ne contient de transcription avec cet identifiant.
sim-explain-name-elsewhere = La reprise par nom cherche dans tout le dépôt git courant et ses worktrees, sous-dossiers compris ; hors d'un dépôt, elle ne regarde que ce répertoire. Les sessions nommées { $name } sont enregistrées pour : { $dirs }.
sim-explain-fork-shared-fs = Le fork a un nouvel identifiant et sa propre copie de la conversation ; l'original reste intact. Les fichiers, eux, ne sont PAS copiés : le fork et son parent modifient les mêmes fichiers. Pour une vraie isolation, donnez à chaque fork son propre worktree git (claude -w NOM).
sim-explain-fork-source-old = Dans Claude Code { $version }, le hook SessionStart d'un fork indique la source « resume » ; « fork » n'est arrivé qu'en v2.1.214.
sim-explain-clear-keeps-name = /clear a attribué un nouvel identifiant de session et conservé le nom { $name }. Tout ce qui avait gardé l'ancien identifiant ({ $old }) reprend désormais la conversation d'avant le /clear.
sim-explain-clear-new-id = /clear a attribué un nouvel identifiant de session. Tout ce qui avait gardé l'ancien identifiant ({ $old }) reprend désormais la conversation d'avant le /clear.
sim-explain-compact = PreCompact s'est exécuté avant le résumé (il peut le bloquer), puis PostCompact et SessionStart avec la source "compact" : c'est là qu'un hook peut réinjecter l'état important.
sim-explain-print-id-hidden = La sortie texte ne montre pas l'identifiant de session. Pour reprendre cette exécution plus tard, capturez l'identifiant : --output-format json le donne dans .session_id, et le SDK le place sur les messages init et result.
sim-explain-worktree-isolation = Cette session travaille dans sa propre copie de travail, { $path } : ses modifications ne touchent ni la copie principale ni les autres worktrees.
sim-explain-config-dir = Claude Code enregistre et cherche désormais les sessions sous { $root }.
sim-explain-fresh-not-resumed = C'est une conversation toute neuve : rien n'était enregistré sous projects/{ $slug }. Un simple claude ne reprend jamais rien ; pour retrouver un travail antérieur, utilisez -c ou --resume depuis le répertoire où il a commencé.

## Avertissements

sim-warn-stale-context = { $count ->
    [one] Le contexte contient { $count } lecture périmée : { $files }. Ce fichier a changé après sa lecture, et l'agent se fiera à l'ancien contenu si on ne lui demande pas de le relire.
   *[other] Le contexte contient { $count } lectures périmées : { $files }. Ces fichiers ont changé après leur lecture, et l'agent se fiera à l'ancien contenu si on ne lui demande pas de les relire.
}
sim-warn-collision = { $path } a été modifié en dernier par l'agent de la session { $other }. Les sessions partagent un seul système de fichiers : cette modification s'écrit par-dessus l'autre.
sim-warn-edit-makes-stale = Les sessions qui avaient lu { $path } en détiennent maintenant une copie dépassée : { $sessions }.

## Erreurs

sim-error-unknown-command = { $command } : commande introuvable. Tapez help pour voir les commandes.
sim-error-unknown-flag = { $command } : option inconnue { $flag }
sim-error-missing-value = L'option { $flag } attend une valeur.
sim-error-missing-argument = { $command } : il manque un argument.
sim-error-unexpected-argument = { $command } : argument inattendu { $arg }
sim-error-unclosed-quote = Un guillemet n'est pas refermé.
sim-error-invalid-uuid = --session-id attend un UUID valide, ce que { $value } n'est pas.
sim-error-invalid-name = { $name } ne peut pas servir de nom.
sim-error-fork-needs-resume = --fork-session ne fonctionne qu'avec --resume ou --continue.
sim-error-session-id-needs-fork = --session-id associé à --resume ou --continue exige aussi --fork-session.
sim-error-continue-and-resume = Choisissez --continue ou --resume, pas les deux.
sim-error-print-needs-prompt = -p attend un prompt, par exemple claude -p "expliquez ce module".
sim-error-bad-output-format = --output-format accepte text, json ou stream-json, pas { $value }.
sim-error-unknown-slash = { $command } n'est pas une commande connue du simulateur. Essayez /clear, /compact, /rename ou exit.
sim-error-unknown-git = git { $args } : seul git worktree add CHEMIN est simulé.
sim-error-session-running = Une session Claude Code est ouverte dans ce terminal. Tapez d'abord exit.
sim-error-no-session = Aucune session Claude Code n'est ouverte. Lancez-en une avec claude.
sim-error-no-such-dir = { $path } : répertoire introuvable.
sim-error-no-such-file = { $path } : fichier introuvable.
sim-error-not-a-dir = { $path } est un fichier, pas un répertoire.
sim-error-is-a-dir = { $path } est un répertoire.
sim-error-not-a-repo = { $path } ne se trouve dans aucun dépôt git.
sim-error-path-exists = { $path } existe déjà.
sim-error-session-id-in-use = L'identifiant de session { $id } est déjà pris.
# Verbatim: Claude Code affiche cette ligne en anglais, quelle que soit la langue.
# Verbatim: Claude Code affiche cette ligne en anglais, quelle que soit la langue (le deux-points est une chaîne littérale, pour que la typographie française ne le touche pas).
sim-error-no-conversation = No conversation found with session ID{ ":" } { $id }
sim-error-resume-not-found-old = Claude Code { $version } ne trouve pas la session { $id } depuis ce répertoire. Ce qu'affichent les versions antérieures à la v2.1.223 dans ce cas n'est pas documenté, et les signalements divergent ; le simulateur s'arrête ici avec le code de sortie 1.
sim-error-continue-none = Le simulateur ne trouve aucune conversation à poursuivre dans { $dir } (le message exact de Claude Code dans ce cas n'est pas documenté).
sim-error-name-not-found = Le simulateur ne trouve aucune session nommée { $name } dans ce dépôt git ni dans ses worktrees (le message exact de Claude Code dans ce cas n'est pas documenté).
sim-error-name-not-found-here = Le simulateur ne trouve aucune session nommée { $name } pour ce répertoire, qui n'est dans aucun dépôt git (le message exact de Claude Code dans ce cas n'est pas documenté).
sim-error-name-ambiguous = { $count ->
    [one] { $count } session s'appelle { $name }. Claude Code ouvre le sélecteur filtré sur ce nom ; reprenez par identifiant pour la choisir.
   *[other] { $count } sessions s'appellent { $name }. Claude Code ouvre le sélecteur filtré sur ce nom ; reprenez par identifiant pour en choisir une.
}
sim-error-picker-needs-terminal = Le sélecteur est interactif : tapez claude --resume suivi d'un identifiant ou d'un nom.

## Vérification des objectifs

sim-goal-all = Toutes ces conditions :
sim-goal-any = L'une de ces conditions :
sim-goal-running = Une session est ouverte.
sim-goal-running-id = La session ouverte est { $id }.
sim-goal-running-in = Elle travaille dans { $dir }.
sim-goal-running-named = Elle s'appelle { $name }.
sim-goal-running-fork-of = C'est un fork de { $parent }.
sim-goal-running-not-id = Ce n'est pas { $id }.
sim-goal-forks = { $count ->
    [one] Au moins { $count } fork de { $parent } existe.
   *[other] Au moins { $count } forks de { $parent } existent.
}
sim-goal-forks-distinct = Chaque fork travaille dans un répertoire différent.
sim-goal-forks-in-worktrees = Chaque fork travaille dans son propre worktree git.
sim-goal-forks-wrote = L'agent de chaque fork a modifié un fichier.
sim-goal-no-stale = Son contexte ne contient aucune lecture périmée.
sim-goal-read = Elle a lu la version actuelle de { $path }.
sim-goal-fresh-summary = Une session neuve (ni fork, ni /clear) démarre avec un résumé en quatre parties : objectif, décisions prises, état actuel du code, questions ouvertes.
sim-goal-resumed = La session { $id } a été reprise.
sim-goal-resumed-by = La session { $id } a été reprise par { $by }.
sim-goal-resumed-any-by = Une session lancée pendant cet exercice a été reprise par { $by }.
sim-goal-untouched = La session { $id } est restée telle quelle.
sim-goal-cleared-from = /clear a remplacé la session { $id } par une nouvelle.
sim-goal-hook-fired = Un hook { $event } s'est déclenché { $value }.
sim-goal-reached = Objectif atteint.
sim-goal-not-yet = Pas encore.

## L'arbre de décision du contexte périmé

sim-tree-title = Reprendre, relire, forker ou repartir de zéro ?
sim-tree-yes = Oui
sim-tree-no = Non
sim-tree-q-goal-changed = L'objectif a-t-il changé depuis le début de cette session ?
sim-tree-q-context-long = Le contexte s'est-il trop allongé (compacté encore et encore, ou au-delà d'une taille confortable) ?
sim-tree-q-files-edited = Les derniers appels d'outils de l'agent ont-ils touché des fichiers modifiés depuis ?
sim-tree-q-small-surgical = La surface touchée est-elle petite, et les modifications chirurgicales ?
sim-tree-q-compare = Voulez-vous essayer une autre approche à partir d'ici tout en gardant cette piste intacte ?
sim-tree-leaf-resume = Reprendre la session telle quelle.
sim-tree-leaf-resume-with-reread = Reprendre, en disant à l'agent exactement quels fichiers ont changé et qu'il doit les relire avant de continuer.
sim-tree-leaf-fork = Forker la session : un nouvel identifiant avec le même historique, l'original restant tel quel.
sim-tree-leaf-restart-with-summary = Abandonner la session et en ouvrir une neuve, amorcée par un résumé : objectif, décisions prises, état actuel du code, questions ouvertes.
sim-tree-why-goal-changed = Vous avez indiqué que l'objectif a changé.
sim-tree-why-goal-same = L'objectif est toujours celui du début de la session.
sim-tree-why-context-long = La transcription compte { $entries ->
    [one] { $entries } entrée
   *[other] { $entries } entrées
} et a été compactée { $compactions ->
    [one] { $compactions } fois
   *[other] { $compactions } fois
}.
sim-tree-why-context-ok = La transcription compte { $entries ->
    [one] { $entries } entrée
   *[other] { $entries } entrées
} et a été compactée { $compactions ->
    [one] { $compactions } fois
   *[other] { $compactions } fois
} : cela reste gérable.
sim-tree-why-files-edited = { $count ->
    [one] { $count } fichier lu par l'agent a changé depuis : { $files }.
   *[other] { $count } fichiers lus par l'agent ont changé depuis : { $files }.
}
sim-tree-why-no-files-edited = Rien de ce qu'a lu l'agent n'a changé depuis.
sim-tree-why-surgical = { $count ->
    [one] { $count } fichier modifié, par de petites retouches sur place.
   *[other] { $count } fichiers modifiés, chacun par de petites retouches sur place.
}
sim-tree-why-not-surgical = { $count ->
    [one] { $count } fichier modifié, avec des réécritures trop importantes pour une relecture rapide.
   *[other] { $count } fichiers modifiés, avec des réécritures ou trop de fichiers pour une relecture rapide.
}
sim-tree-why-compare = Vous voulez comparer une autre approche.
sim-tree-why-continue = Vous voulez poursuivre sur la même lancée.
sim-tree-reread-prompt = Les fichiers { $files } ont été modifiés depuis votre dernière lecture. Relisez-les avant de continuer.
