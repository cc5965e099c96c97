# hooklab lint : un message et un conseil par règle (les placeables sont les args du diagnostic ;
# les règles à plusieurs messages choisissent selon $variant), puis les mots propres au linter.

lint-h000 = Ce fichier n’est pas du JSON valide ({ $json }) : Claude Code n’en lit aucun hook.
lint-h000-hint = Corrigez la syntaxe à cet endroit ; tant qu’elle est fausse, la suite du fichier reste illisible.

lint-h001 = exit { $code } ne bloque pas { $event } : seul exit 2 bloque. Ce chemin semble fait pour bloquer, mais Claude Code traite exit { $code } comme une erreur non bloquante et continue.
lint-h001-hint = Sortez avec exit 2 et la raison sur stderr, ou affichez une décision JSON et sortez avec exit 0.

lint-h002 = Le message part sur stdout, puis le script sort avec exit 2 : avec exit 2, Claude Code ignore le texte brut de stdout, et Claude lit « No stderr output » au lieu de la raison.
lint-h002-hint = Envoyez le message sur stderr (echo "..." >&2) avant exit 2.

lint-h003 = Du JSON sur stdout en même temps qu’exit 2 sur { $event } : exit 2 bloque quoi que dise le JSON, même « allow », et les deux signaux peuvent se contredire.
lint-h003-hint = Choisissez l’un ou l’autre : exit 0 avec une décision JSON, ou exit 2 avec la raison sur stderr.

lint-h004 = { $variant ->
    [typo] Le matcher « { $matcher } » sur { $event } ne désigne rien que Claude Code connaisse : il ne correspond jamais.
   *[other] Le matcher « { $matcher } » sur { $event } ne correspond jamais : les matchers respectent la casse, et le nom exact est « { $expected } ».
}
lint-h004-hint = { $variant ->
    [typo] Vouliez-vous écrire « { $expected } » ?
   *[other] Écrivez « { $expected } ».
}

lint-h005 = { $variant ->
    [hyphen] Avec Claude Code { $version }, le trait d’union fait de « { $matcher } » une regex non ancrée, qui se déclenche aussi pour les noms plus longs qui le contiennent ; à partir de 2.1.195, c’est un nom exact.
    [plugin] Dans un plugin, les outils d’un serveur fourni par le plugin s’appellent mcp__plugin_<plugin>_{ $server }__<outil> : le matcher « { $matcher } », écrit avec le nom nu du serveur, ne se déclenche jamais pour eux.
   *[other] Le matcher « { $matcher } » ne nomme que le serveur MCP ; un nom fait de lettres, de chiffres et de _ doit être égal au nom complet de l’outil, et les outils MCP s’appellent mcp__{ $server }__<outil> : il ne correspond donc à aucun outil.
}
lint-h005-hint = { $variant ->
    [hyphen] Écrivez ce que vous voulez dire quelle que soit la version : « ^{ $matcher }$ » pour le nom exact, ou « ^{ $matcher }__.* » pour tous les outils d’un serveur MCP.
    [plugin] Visez « mcp__plugin_<nom-du-plugin>_{ $server }__.* » ; gardez le nom nu seulement pour un serveur configuré hors du plugin.
   *[other] Écrivez « mcp__{ $server }__.* » pour viser tous les outils de ce serveur.
}

lint-h006 = { $variant ->
    [comma] Avant 2.1.191, une liste à virgules n’est pas une liste : avec Claude Code { $version }, « { $matcher } » est une regex qu’aucun nom d’outil ne satisfait, et le hook ne se déclenche jamais.
    [refused] Le matcher « { $matcher } » répète un groupe qui contient lui-même un quantificateur ou un |, un motif dont le test peut ne jamais finir ; Hooklab le refuse, il ne correspond donc jamais ici.
    [too-long] Le matcher « { $matcher } » dépasse 1 000 caractères, trop long pour être testé sans risque : il ne correspond jamais.
    [invalid] Le matcher « { $matcher } » n’est pas une expression régulière JavaScript valide : il ne correspond jamais.
   *[other] Le matcher « { $matcher } » est une regex, et les matchers regex ne sont pas ancrés : il correspond aussi à { $extra }.
}
lint-h006-hint = { $variant ->
    [comma] Séparez les noms par | : « { $anchored } ».
    [refused] Dites la même chose sans groupe répété, par exemple avec des noms exacts séparés par |.
    [too-long] Raccourcissez-le, par exemple en visant un préfixe commun comme « ^mcp__server__.* ».
    [invalid] Corrigez le motif, ou listez des noms exacts séparés par |.
   *[other] Ancrez-le : « { $anchored } ».
}

lint-h007 = { $event } ne prend pas en charge les matchers : le matcher « { $matcher } » est ignoré et ce hook s’exécute à chaque fois.
lint-h007-hint = Retirez le matcher et faites le tri dans le script si besoin.

lint-h008 = { $variant ->
    [root] Le niveau racine de ce fichier est { $found } et non un objet : Claude Code n’y lit aucun hook.
    [wrapper] « { $event } » se trouve à la racine du fichier ; les événements de hook ne sont lus que dans l’objet « hooks ».
    [duplicate] L’événement « { $event } » apparaît deux fois dans cet objet ; seule la dernière occurrence est gardée, donc ces hooks-ci ne s’exécutent jamais.
    [case] Événement inconnu « { $event } » : les noms d’événements respectent la casse, donc ces hooks ne s’exécutent jamais.
    [unknown-near] Événement inconnu « { $event } » : Claude Code l’ignore, donc ces hooks ne s’exécutent jamais.
    [unknown] Événement inconnu « { $event } » : Claude Code l’ignore, donc ces hooks ne s’exécutent jamais.
    [matcher-type] Le matcher est { $found } et non une chaîne : Claude Code ignore ce groupe, dont les hooks ne s’exécutent jamais.
    [flat] Cette entrée de { $event } est un handler sans son groupe de matcher : Claude Code l’ignore.
    [hooks-missing] Ce groupe de matcher de { $event } n’a pas de liste « hooks » : rien ne s’exécute.
    [type-missing] Ce handler n’a pas de « type » : Claude Code l’ignore.
    [type-unknown] Type de handler inconnu « { $type } » : Claude Code ignore ce handler.
    [command-missing] Ce handler de type command n’a aucune commande à lancer.
    [not-array] Un tableau était attendu ici, mais c’est { $found } : Claude Code ignore cette entrée.
   *[other] Un objet était attendu ici, mais c’est { $found } : Claude Code ignore cette entrée.
}
lint-h008-hint = { $variant ->
    [root] Commencez le fichier par {"{"} "hooks": {"{"} ... {"}"} {"}"}.
    [wrapper] Déplacez-le dans "hooks": {"{"} "{ $event }": [ ... ] {"}"}.
    [duplicate] Fusionnez les deux listes en une seule entrée « { $event } ».
    [case] Écrivez « { $expected } ».
    [unknown-near] Vouliez-vous écrire « { $expected } » ?
    [unknown] Utilisez un événement de la référence des hooks, comme PreToolUse, PostToolUse ou Stop.
    [matcher-type] Écrivez le matcher sous forme de chaîne (« Bash », « Edit|Write »), ou omettez-le pour tout viser.
    [flat] Enveloppez-le : {"{"} "matcher": "...", "hooks": [ ce handler ] {"}"}.
    [hooks-missing] Ajoutez "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ].
    [type-missing] Ajoutez "type": "command" (ou http, mcp_tool, prompt, agent).
    [type-unknown] Utilisez command, http, mcp_tool, prompt ou agent.
    [command-missing] Ajoutez "command": "...".
    [not-array] Respectez la forme {"{"} "hooks": {"{"} "Event": [ {"{"} "matcher": "...", "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ] {"}"} ] {"}"} {"}"}.
   *[other] Respectez la forme {"{"} "hooks": {"{"} "Event": [ {"{"} "matcher": "...", "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ] {"}"} ] {"}"} {"}"}.
}

lint-h009 = { $variant ->
    [unquoted] « { $script } » n’est pas entre guillemets : un chemin de projet qui contient une espace se coupe en plusieurs mots et le hook échoue.
   *[other] La commande lance « { $script } » par un chemin relatif, résolu depuis le répertoire courant : dès que Claude fait un cd, le script est introuvable et le hook cesse de fonctionner.
}
lint-h009-hint = { $variant ->
    [unquoted] Mettez la variable entre guillemets : "$CLAUDE_PROJECT_DIR"/chemin/du/script.
   *[other] Écrivez "$CLAUDE_PROJECT_DIR"/{ $script } (avec les guillemets), ou passez à la forme exec avec « args ».
}

lint-h010 = { $variant ->
    [cmd-var] { $variable } est une syntaxe de cmd.exe ; les hooks tournent sous bash ou PowerShell, qui la laissent telle quelle.
    [unquoted-root] « { $script } » n’est pas entre guillemets : un chemin d’installation avec des espaces ou des barres obliques inverses casse la commande.
   *[other] « { $path } » utilise des barres obliques inverses ; sous Windows, les hooks tournent dans Git Bash, qui les supprime (C:\Users devient C:Users), et la commande est introuvable.
}
lint-h010-hint = { $variant ->
    [cmd-var] Écrivez plutôt "$CLAUDE_PROJECT_DIR" ou "${"{"}CLAUDE_PLUGIN_ROOT{"}"}".
    [unquoted-root] Mettez-le entre guillemets : "${"{"}CLAUDE_PLUGIN_ROOT{"}"}"/chemin/du/script.
   *[other] Utilisez des barres obliques (C:/Users/...), la forme exec avec « args », ou "shell": "powershell".
}

lint-h011 = Ce hook { $event } peut bloquer mais ne lit jamais stop_hook_active : il peut relancer Claude tour après tour, jusqu’à ce que la limite de blocages de Claude Code arrête la boucle.
lint-h011-hint = Lisez stop_hook_active sur stdin et sortez avec exit 0, sans bloquer, quand il vaut true.

lint-h012 = { $variant ->
    [tiny] Un timeout de { $timeout } s pour SessionEnd ne laisse presque pas de temps : le hook risque d’être annulé.
    [capped] Les hooks SessionEnd disposent de 60 s au plus : un timeout de { $timeout } s est ramené à 60.
    [plugin] Le hook SessionEnd d’un plugin tourne dans le budget partagé de 1,5 s : les timeouts des hooks de plugin ne l’augmentent pas, seuls ceux des fichiers de paramètres le font.
   *[other] Ce hook SessionEnd n’a pas de timeout : il partage le budget par défaut de 1,5 s et il est annulé s’il dure plus longtemps.
}
lint-h012-hint = { $variant ->
    [tiny] Donnez-lui le temps dont il a vraiment besoin (60 s au plus).
    [capped] Gardez le travail de SessionEnd sous 60 s, ou réglez CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS.
    [plugin] Gardez ce hook bien en dessous de 1,5 s, ou faites régler CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS par les utilisateurs.
   *[other] Donnez-lui un « timeout » explicite en secondes (jusqu’à 60).
}

lint-h013 = Le texte brut écrit sur stdout par un hook { $event } ne va que dans le journal de débogage : Claude ne le voit jamais.
lint-h013-hint = Affichez du JSON avec hookSpecificOutput.additionalContext, ou sortez avec exit 2 et le texte sur stderr.

lint-h014 = { $variant ->
    [newline] printf transforme le \n de ce texte JSON en vrai saut de ligne, ce qui rend le JSON invalide.
    [concat] Ce JSON est fabriqué en collant une variable shell dans une chaîne : un guillemet ou un saut de ligne dans la valeur le casse.
    [several] Ceci affiche un second document JSON ; Claude Code attend un seul objet JSON sur stdout.
   *[other] Ceci renvoie sur stdout l’entrée même du hook (${ $variable }), là où Claude Code attend la réponse du hook.
}
lint-h014-hint = { $variant ->
    [newline] Construisez le JSON avec jq -n --arg, ou écrivez le saut de ligne \\n.
    [concat] Construisez-le avec jq -n --arg nom "$valeur" '{"{"}...{"}"}'.
    [several] Réunissez les champs dans un seul objet, affiché une seule fois.
   *[other] Passez plutôt l’entrée à une commande (echo "${ $variable }" | jq ...), et n’affichez que votre réponse.
}

lint-h015 = updatedInput remplace toute l’entrée de { $tool }, et celle-ci n’a pas { $missing } : l’outil reçoit une entrée cassée.
lint-h015-hint = Partez de tool_input et ne changez que le nécessaire, par exemple jq '.tool_input | .command = "..."'.

lint-h016 = { $variant ->
    [ask] Ce hook peut répondre allow, mais la règle ask « { $rule } » de ce fichier s’applique encore après lui : le allow d’un hook ne saute jamais une règle ask, l’utilisateur sera donc sollicité quand même.
   *[other] Ce hook peut répondre allow, mais la règle deny « { $rule } » de ce fichier s’applique encore après lui : le allow d’un hook ne l’emporte jamais sur une règle deny, l’appel sera donc refusé quand même.
}
lint-h016-hint = { $variant ->
    [ask] Changez la règle si ces appels doivent passer, ou répondez ask depuis le hook pour rendre l’intention claire.
   *[other] Changez la règle si ces appels doivent passer, ou répondez deny depuis le hook pour rendre l’intention claire.
}

lint-h017 = { $variant ->
    [manifest] plugin.json fait pointer « hooks » vers { $file }, que Claude Code charge déjà par défaut : chacun de ses hooks s’exécute deux fois.
   *[other] La même commande { $event } est aussi définie dans { $other } ; la copie du plugin et celle des paramètres s’exécutent toutes les deux.
}
lint-h017-hint = { $variant ->
    [manifest] Supprimez le champ « hooks », ou faites-le pointer vers un autre fichier.
   *[other] Ne gardez qu’une copie.
}

lint-h018 = Claude Code ne définit jamais ${ $variable } : l’entrée du hook arrive en JSON sur stdin, donc ceci lit une valeur vide et le hook ne fait rien.
lint-h018-hint = Lisez stdin et analysez-le, par exemple jq -r '.tool_name' ou json.load(sys.stdin).

lint-h019 = { $variant ->
    [type] timeout doit être un nombre de secondes, or c’est { $found } : Claude Code ignore ce handler.
    [nonpositive] Un timeout de { $timeout } ne laisse au hook aucun temps pour s’exécuter.
   *[other] timeout s’exprime en secondes : { $timeout }, c’est plus d’un quart d’heure. On dirait des millisecondes.
}
lint-h019-hint = { $variant ->
    [type] Écrivez un nombre de secondes, par exemple "timeout": 30.
    [nonpositive] Écrivez un nombre de secondes positif, ou omettez-le pour garder la valeur par défaut.
   *[other] Si vous pensiez en millisecondes, écrivez { $seconds }.
}

lint-h020 = « if » n’est évalué que sur les événements d’outil ; sur { $event }, un handler avec « if » ne s’exécute jamais.
lint-h020-hint = Retirez « if » et faites le tri dans le script.

lint-h021 = { $variant ->
    [permissionrequest] PermissionRequest ignore permissionDecision : sa réponse se place dans hookSpecificOutput.decision.behavior.
   *[other] decision approve/block au premier niveau sur PreToolUse est la forme obsolète ; elle marche encore, mais on s’y trompe facilement.
}
lint-h021-hint = { $variant ->
    [permissionrequest] Renvoyez {"{"}"hookSpecificOutput": {"{"}"hookEventName": "PermissionRequest", "decision": {"{"}"behavior": "allow"{"}"}{"}"}{"}"}.
   *[other] Renvoyez hookSpecificOutput.permissionDecision (allow, deny, ask) avec permissionDecisionReason.
}

lint-h022 = { $variant ->
    [handler-type] { $event } n’accepte pas les handlers { $type } (seulement { $allowed }) : ce handler est rejeté.
    [field] { $field } ne fait pas partie des sorties de { $event } : il n’a aucun effet ici.
    [worktree-json] Un hook de commande WorktreeCreate ne peut pas répondre en JSON : Claude Code lit son stdout comme le chemin du nouveau worktree.
    [worktree-path] Ce script WorktreeCreate n’affiche jamais le chemin du worktree : la création échoue.
   *[other] { $event } ignore la sortie et le code de sortie du hook : cette décision n’a aucun effet.
}
lint-h022-hint = { $variant ->
    [handler-type] Utilisez ici un handler command, ou déplacez cette vérification vers un événement qui accepte les handlers { $type }.
    [field] Utilisez les champs de sortie que la référence des hooks indique pour { $event }.
    [worktree-json] N’affichez que le chemin absolu du nouveau worktree, sur la dernière ligne.
    [worktree-path] Affichez sur stdout le chemin absolu du nouveau worktree, sur la dernière ligne.
   *[other] Réservez cet événement à la journalisation ou aux notifications.
}

lint-h023 = Sur { $event }, un exit 2 avec un message du genre « no such file » sur stderr et un stdout vide est pris pour un script manquant : il ne bloque pas.
lint-h023-hint = Reformulez le message pour qu’il ne dise ni « no such file » ni « can't open ».

lint-h024 = Ce hook async tourne en arrière-plan : sa décision, son code de sortie bloquant ou continue: false n’ont aucun effet.
lint-h024-hint = Retirez async pour que le hook passe avant l’action, ou gardez-le async pour la journalisation seulement.
