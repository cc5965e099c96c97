# Bac à sable des hooks : le verdict en une phrase sous chaque exécution.

verdict-none-disabled-managed = Aucun hook ne s'est exécuté : disableAllHooks dans les paramètres gérés les coupe tous.
verdict-none-disabled = Aucun hook ne s'est exécuté : disableAllHooks est activé dans { $source }.
verdict-none-managed-only = Aucun hook ne s'est exécuté : allowManagedHooksOnly ne garde que les hooks gérés.
verdict-none-matcher = Aucun hook ne s'est exécuté : le matcher { $matcher } ne correspond pas à { $value }.
verdict-none-if = Aucun hook ne s'est exécuté : { $subject } ne correspond pas à la règle if { $rule }.
verdict-none-if-non-tool = Aucun hook ne s'est exécuté : une règle if ne vaut que pour les événements d'outil, et { $event } n'en est pas un.
verdict-none-sdk-python = Aucun hook ne s'est exécuté : l'Agent SDK pour Python n'a pas de callback { $event }, l'entrée est donc ignorée. Déclarez-le comme hook de commande dans un fichier de paramètres.
verdict-none-config-error = Aucun hook ne s'est exécuté : Claude Code a ignoré l'entrée { $path }.
verdict-none-source-not-loaded = Aucun hook ne s'est exécuté : setting_sources ne charge pas { $source }, et c'est là que se trouve le hook.
verdict-none-matched = Rien ne change : { $event } s'est déclenché, mais aucun hook ne correspondait.
verdict-none-configured = Rien ne change : aucun hook n'est prévu pour { $event }.
verdict-continue-false = Claude s'arrête là : un hook a renvoyé continue: false ({ $reason }).
verdict-tool-blocked = L'appel { $tool } est bloqué ; Claude reçoit : { $reason }
verdict-tool-blocked-silent = L'appel { $tool } est bloqué, mais Claude ne sait pas pourquoi.
verdict-tool-denied-rule-over-hook = L'appel { $tool } est bloqué : un hook l'autorisait, mais une règle deny passe avant les hooks.
verdict-tool-denied-rule = L'appel { $tool } est bloqué par une règle deny.
verdict-tool-denied = L'appel { $tool } est refusé ; c’est { $by } qui en décide.
verdict-tool-asks-over-hook = L'utilisateur doit encore approuver l'appel { $tool } : l'allow d'un hook ne lève pas une règle ask.
verdict-tool-asks-hook-error = L'utilisateur doit approuver l'appel { $tool } : le code { $code } est une erreur non bloquante, visible seulement comme avis d'erreur du hook.
verdict-tool-asks = L'utilisateur doit approuver l'appel { $tool }.
verdict-tool-deferred = L'appel { $tool } est différé : la session attend une décision extérieure.
verdict-tool-runs-rewritten = L'appel { $tool } a lieu avec l'entrée réécrite par un hook.
verdict-tool-runs-hook-error = L'appel { $tool } a lieu : le code { $code } est une erreur non bloquante, et le message du hook n'arrive à l'utilisateur que comme avis d'erreur.
verdict-tool-runs-timeout = L'appel { $tool } a lieu : le hook a dépassé son délai, et un hook figé n'empêche rien.
verdict-tool-allowed-by-hook = Un hook approuve l'appel { $tool }, qui s'exécute sans demande.
verdict-tool-runs = L'appel { $tool } a lieu ; les hooks n'ont rien décidé.
verdict-permission-granted = Un hook répond oui à la demande de permission pour { $tool }.
verdict-permission-refused = Un hook refuse la permission pour { $tool } ; Claude reçoit : { $reason }
verdict-permission-dialog = L'utilisateur voit la demande de permission pour { $tool } comme d'habitude.
verdict-prompt-erased = Le prompt est effacé : Claude ne le voit jamais.
verdict-prompt-context = Le prompt passe, avec le texte du hook ajouté comme contexte pour Claude.
verdict-keeps-working = Claude continue à travailler : un hook { $event } a bloqué la fin du tour ({ $reason }).
verdict-stop-cap = { $count ->
    [one] Claude s'arrête quand même : { $count } blocage d'affilée atteint le plafond.
   *[other] Claude s'arrête quand même : { $count } blocages d'affilée atteignent le plafond.
}
verdict-turn-ends = Le tour se termine normalement : aucun hook { $event } n'a retenu Claude.
verdict-loop-stopped = La boucle agentique s'arrête après ce lot, avant le prochain appel de Claude au modèle ; l'avertissement reste dans la conversation : { $reason }
verdict-output-replaced = Claude voit le résultat de { $tool } tel que le hook l'a réécrit.
verdict-post-feedback = Après l'appel { $tool }, Claude lit : { $text }
verdict-session-end-cancelled = La session se ferme avant la fin de { $handler } : les hooks SessionEnd se partagent un budget de { $budget } ms.
verdict-session-end-finished = Tous les hooks SessionEnd finissent avant la fermeture de la session.
verdict-event-blocked = Un hook bloque { $event }.
verdict-context-added = { $event } suit son cours, et Claude reçoit le texte du hook comme contexte.
verdict-hook-error = Rien n'est bloqué : le code { $code } sur { $event } est une erreur non bloquante, signalée à l'utilisateur.
verdict-hook-timeout = Rien n'est bloqué : le hook { $event } a dépassé son délai et sa sortie est jetée.
verdict-debug-only = Le hook s'est exécuté, mais sa sortie ne va que dans le journal de débogage : Claude ne la voit jamais.
verdict-no-effect = Les hooks de { $event } se sont exécutés sans rien changer.
