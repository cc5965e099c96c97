# Le bac à sable des hooks (/<lang>/sandbox, préréglages et défis).

sandbox-title = Bac à sable des hooks
sandbox-description = Modifiez les paramètres des hooks, un événement et ce que chaque hook a renvoyé, et suivez en direct le déclenchement des hooks par Claude Code : ce qui s’exécute, ce qui est bloqué, qui voit quoi.
sandbox-lead = Changez un caractère d’un matcher, un code de sortie ou un champ de la sortie, et voyez tout de suite ce qui s’exécute, ce qui est bloqué et ce que Claude et vous-même lisez. Tout tourne dans votre navigateur, même hors ligne.
sandbox-editor-help = Chaque modification est évaluée un instant après la dernière frappe. La barre d’adresse contient tout l’état : copier l’URL partage exactement ce que vous voyez.

sandbox-version = Version de Claude Code
sandbox-download = Télécharger le fichier de cas
sandbox-downloaded = Fichier de cas téléchargé. Pour le rejouer hors ligne : hooklab eval hooklab-case.json
sandbox-upload = Ouvrir un fichier de cas…
sandbox-uploaded = Fichier de cas chargé.
sandbox-upload-error-at = Ce fichier n’a pas été chargé (ligne { $line }, colonne { $column } : { $error }). Votre état actuel est intact.
sandbox-upload-error = Ce fichier n’a pas été chargé ({ $error }). Votre état actuel est intact.
sandbox-copy-settings = Copier cette source en settings.json
sandbox-copied = Paramètres { $source } copiés dans le presse-papiers.

sandbox-settings-title = Paramètres, par source
sandbox-source-editor = Paramètres { $source } (JSON)
sandbox-tab-has-file = (contient un fichier)
sandbox-source-managed = gérés
sandbox-source-user = utilisateur
sandbox-source-project = projet
sandbox-source-local = locaux
sandbox-source-cli = --settings
sandbox-source-plugins = plugins
sandbox-source-skills = skills
sandbox-source-agents = agents
sandbox-source-sdk = callbacks du SDK
sandbox-source-managed-hint = Paramètres gérés, imposés par un administrateur : le seul endroit où allowManagedHooksOnly compte.
sandbox-source-user-hint = ~/.claude/settings.json : vos hooks, dans tous vos projets.
sandbox-source-project-hint = .claude/settings.json : versionné et partagé avec l’équipe.
sandbox-source-local-hint = .claude/settings.local.json : cette copie de travail seulement, jamais versionné.
sandbox-source-cli-hint = Le fichier passé avec l’option --settings.
sandbox-source-plugins-hint = La liste des plugins activés, chacun { "{" } "name", "hooks" { "}" } comme dans son hooks/hooks.json.
sandbox-source-skills-hint = La liste des skills dont le frontmatter déclare des hooks, chacun { "{" } "name", "hooks" { "}" }.
sandbox-source-agents-hint = La liste des sous-agents dont le frontmatter déclare des hooks ; un hook Stop y devient SubagentStop.
sandbox-source-sdk-hint = Les hooks de l’Agent SDK : des callbacks enregistrés dans le code, avec les mêmes matchers.
sandbox-tab-help = Dans un éditeur, Tab insère deux espaces. Pour passer à la suite au clavier, appuyez sur Échap, puis sur Tab.
sandbox-json-error = Le JSON est illisible : { $error }
sandbox-shape-object = Cette source doit être un objet JSON.
sandbox-shape-array = Cette source doit être une liste JSON.
sandbox-at = ligne { $line }, colonne { $column }
sandbox-at-in = { $editor }, ligne { $line }, colonne { $column }
sandbox-error-word = Erreur

sandbox-event-title = Événement
sandbox-event-pick = Événement
sandbox-in-subagent = Dans un sous-agent
sandbox-event-hint = Le JSON exact que Claude Code écrit sur l’entrée standard du hook. Choisir un événement insère un exemple réaliste.
sandbox-event-editor = Entrée de l’événement (JSON sur stdin)

sandbox-handlers-title = Ce que chaque hook a renvoyé
sandbox-handlers-hint = Chaque handler déclenché par cet événement figure ici : indiquez ce qu’il a renvoyé, ou choisissez une sortie toute prête.
sandbox-no-handlers = Aucun handler ne se déclenche pour cet événement : vérifiez le nom de l’événement, les matchers et les règles if.
sandbox-handlers-wait = Corrigez les erreurs des éditeurs pour voir quels handlers se déclenchent.
sandbox-handler-meta = handler { $type } défini dans { $source }, sur { $event }
sandbox-quick-label = Sorties en un clic
sandbox-quick-allow = Autoriser
sandbox-quick-deny = Refuser avec une raison
sandbox-quick-ask = Demander
sandbox-quick-exit2 = Exit 2 avec un message
sandbox-quick-text = Texte brut
sandbox-quick-invalid = JSON invalide
sandbox-field-exit_code = Code de sortie
sandbox-field-stdout = stdout
sandbox-field-stderr = stderr
sandbox-field-duration_ms = Durée (ms)
sandbox-field-timeout = Délai dépassé
sandbox-field-status = Statut HTTP
sandbox-field-body = Corps de la réponse
sandbox-field-error = Erreur (échec de connexion ou exception)
sandbox-field-response = Réponse du modèle (JSON)
sandbox-field-output = Objet renvoyé (JSON)
sandbox-field-is_error = L’outil a répondu isError: true

sandbox-result-title = Résultat
sandbox-invalid = { $count ->
    [one] Rien n’est évalué tant que l’erreur des éditeurs ({ $count }) n’est pas corrigée.
   *[other] Rien n’est évalué tant que les { $count } erreurs des éditeurs ne sont pas corrigées.
}
sandbox-claude-sees = Ce que voit Claude
sandbox-you-see = Ce que vous voyez
sandbox-debug-only = Journal de débogage seulement
sandbox-nothing = Rien.
sandbox-yes = oui
sandbox-no = non
sandbox-fact-ran = Exécutés
sandbox-fact-decision = Décision
sandbox-fact-blocked = Bloqué
sandbox-fact-permission = Permission
sandbox-fact-continue = Claude continue
sandbox-permission-value = { $result } (décidé par { $by })
sandbox-config-errors = Configuration ignorée
sandbox-timeline-title = Déroulé du déclenchement
sandbox-step-version = version
sandbox-step-config = paramètres
sandbox-step-match = matcher
sandbox-step-if = if
sandbox-step-dedup = doublons
sandbox-step-disable = désactivation
sandbox-step-run = exécution
sandbox-step-classify = sortie
sandbox-step-aggregate = agrégation
sandbox-step-permission = règles de permission
sandbox-lint-title = Analyse de la source affichée
sandbox-lint-not-settings = L’analyseur lit les fichiers de paramètres ; l’onglet { $source } est vide ou n’en est pas un.
sandbox-lint-clean = Aucun problème relevé dans les paramètres { $source }.
sandbox-severity-error = Erreur
sandbox-severity-warning = Avertissement

sandbox-presets-title = Préréglages
sandbox-presets-lead = Chaque préréglage met en scène un comportement à voir au moins une fois. Ouvrez-le, puis faites la modification qu’il propose.
sandbox-challenges-title = Défis
sandbox-challenges-lead = Faites passer les tests cachés en modifiant les paramètres ou ce que renvoient les handlers.
sandbox-solved-mark = Résolu
sandbox-preset-kicker = Préréglage
sandbox-challenge-kicker = Défi
sandbox-back = Tous les préréglages et défis
sandbox-goal = Objectif
sandbox-hints = Indices
sandbox-run-tests = Lancer les tests
sandbox-test-passed = Réussi
sandbox-test-failed = Échoué
sandbox-solved = Résolu : tous les tests passent.
sandbox-not-solved = { $count ->
    [one] { $count } test échoue encore.
   *[other] { $count } tests échouent encore.
}
sandbox-permalink-bad = L’état contenu dans le lien est illisible : la page affiche son état de départ.
sandbox-evaluating = Évaluation par le moteur de hooks…
sandbox-engine-unavailable = Le moteur de hooks n’a pas pu être chargé : rien n’a été évalué. Vérifiez votre connexion ; la prochaine modification réessaiera.
sandbox-copy-link = Copier le lien
sandbox-link-copied = Lien copié : qui l’ouvre voit exactement cet état.
sandbox-link-copy-failed = Le navigateur a refusé l’accès au presse-papiers : copiez plutôt la barre d’adresse, elle contient le même lien.
sandbox-link-invalid = Corrigez d’abord les erreurs : un lien ne peut partager qu’un état évaluable.
sandbox-results-stale-word = Périmés
sandbox-results-stale = Les paramètres ont changé depuis ces tests ; ils sont relancés dès que vous arrêtez de taper.
