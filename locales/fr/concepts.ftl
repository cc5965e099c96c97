# Les noms des concepts que les messages du cœur désignent par un id
# (hooklab_core::i18n::Concept) : sources de paramètres, décisions, ce qui
# tranche une permission, où va un texte, ce que fait un blocage, et le statut
# de chaque étape du déclenchement des hooks. Les messages qui les citent les
# placent dans la phrase (« dans { $source } »).

source-managed = les paramètres gérés
source-user = les paramètres utilisateur
source-project = les paramètres du projet
source-local = les paramètres locaux
source-cli = le fichier --settings
source-sdk = les callbacks du SDK
source-plugin = le plugin { $name }
source-skill = le skill { $name }
source-agent = le sous-agent { $name }

# Les valeurs de décision restent telles que Claude Code les écrit.
decision-allow = allow
decision-deny = deny
decision-ask = ask
decision-defer = defer
decision-block = block

permission-by-hook = un hook
permission-by-deny-rule = une règle deny
permission-by-ask-rule = une règle ask
permission-by-mode = le mode de permission
permission-by-allow-rule = une règle allow
permission-by-default = le comportement par défaut

route-model = Claude
route-user = l’utilisateur
route-user-notice = l’utilisateur, sous forme d’avis d’erreur de hook
route-user-and-model = l’utilisateur tout de suite, puis Claude plus tard
route-debug = le journal de débogage
route-nowhere = nulle part

effect-pre-tool-use = l’appel d’outil n’a pas lieu
effect-permission-request = la permission est refusée
effect-post-tool-batch = la boucle de l’agent s’arrête avant le prochain appel au modèle
effect-user-prompt-submit = le prompt n’est pas traité et il est effacé
effect-user-prompt-expansion = l’expansion est bloquée
effect-stop = Claude continue de travailler
effect-subagent-stop = le sous-agent continue de tourner
effect-pre-compact = la compaction n’a pas lieu
effect-teammate-idle = le coéquipier continue de travailler
effect-task-created = la tâche est annulée
effect-task-completed = la tâche n’est pas marquée comme terminée
effect-elicitation = la demande d’informations est refusée
effect-elicitation-result = la réponse devient un refus
effect-config-change = la modification n’est pas appliquée
effect-worktree-create = le worktree n’est pas créé

refusal-critical-rm = rm ou rmdir sur un chemin critique
refusal-needs-updated-input = AskUserQuestion et ExitPlanMode exigent updatedInput avec allow

# Le statut d’une étape du déclenchement (l’étiquette de chaque ligne de la trace).
status-action = action
status-allow = allow
status-allowed = autorisé
status-ask = ask
status-async = en arrière-plan
status-block = block
status-blocked = bloqué
status-cancelled = annulé
status-capped = tronqué
status-continue = continue
status-defer = defer
status-deny = deny
status-discarded = écarté
status-downgraded = rétrogradé
status-empty = vide
status-error = erreur
status-failed = échec
status-ignored = ignoré
status-invalid = invalide
status-json = JSON
status-legacy = obsolète
status-matched = correspond
status-no-effect = sans effet
status-no-result = aucun résultat
status-none = aucun
status-not-blocked = non bloqué
status-not-blocking = non bloquant
status-not-matched = ne correspond pas
status-note = remarque
status-ok = correct
status-plain = texte brut
status-rewake = réveille Claude
status-routed = acheminé
status-skipped = ignoré
status-stop = arrêt
status-success = succès
status-timeout = délai dépassé
status-turn-ends = fin du tour
status-updated-input = entrée réécrite
status-valid = valide
