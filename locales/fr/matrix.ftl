# La matrice de décision du quiz : noms des motifs, questions et réponses,
# et phrases produites par le classifieur (hooklab_core::decompose).
# Les arguments $pattern, $question, $given, $needed et $answer arrivent sous
# forme d'identifiants ; la page les remplace par le libellé pattern-,
# question- ou answer- correspondant avant de formater.

## Questions

topic-decomposition = Décomposition des tâches
topic-hook-or-prompt = Hook ou prompt
topic-session = Gestion des sessions

## Réponses

# Verbatim: the pattern keeps its English name (locales/TERMS.md).
pattern-prompt-chaining = Prompt chaining
pattern-prompt-chaining-summary = Une suite d'appels fixée d'avance : chacun reprend la sortie du précédent, avec des contrôles entre les étapes.
# Verbatim: the pattern keeps its English name (locales/TERMS.md).
pattern-routing = Routing
pattern-routing-summary = On classe d'abord l'entrée, puis on la confie au traitement prévu pour sa catégorie.
pattern-parallelization-sectioning = Parallélisation (sectioning)
pattern-parallelization-sectioning-summary = Des morceaux indépendants de la tâche tournent en même temps ; du code assemble les résultats.
pattern-parallelization-voting = Parallélisation (voting)
pattern-parallelization-voting-summary = La même tâche est lancée plusieurs fois ; on compare les sorties ou on les fait voter.
pattern-orchestrator-workers = Orchestrator-workers
pattern-orchestrator-workers-summary = Un modèle central décide des sous-tâches pendant l'exécution, les confie à des workers et fusionne leurs retours.
pattern-evaluator-optimizer = Evaluator-optimizer
pattern-evaluator-optimizer-summary = Un appel rédige, un autre note le brouillon selon un critère clair, et la boucle recommence.
pattern-autonomous-agent = Agent autonome
pattern-autonomous-agent-summary = Le modèle planifie et agit seul, en se guidant sur ce que l'environnement lui renvoie à chaque étape.
pattern-hook-pre-tool-use = Hook PreToolUse
pattern-hook-pre-tool-use-summary = Du code qui s'exécute avant un appel d'outil et peut l'autoriser, le refuser ou le réécrire, à chaque fois.
pattern-hook-post-tool-use = Hook PostToolUse
pattern-hook-post-tool-use-summary = Du code qui s'exécute sur le résultat d'un outil et peut le remplacer ou le compléter avant que le modèle le lise.
pattern-hook-lifecycle-event = Hook sur un événement du cycle de vie
pattern-hook-lifecycle-event-summary = Du code qui s'exécute à un moment fixe de la session plutôt qu'autour d'un appel d'outil : début ou fin de session, prompt, lot d'appels, sous-agent, arrêt de l'agent, compaction.
pattern-prompt-instruction = Consigne dans le prompt
pattern-prompt-instruction-summary = Une consigne écrite dans le prompt ou dans CLAUDE.md : suivie la plupart du temps, jamais garantie.
pattern-resume = Reprendre la session
pattern-resume-summary = Repartir là où la conversation s'est arrêtée, avec --resume ou --continue.
pattern-resume-with-reread = Reprendre et faire relire les fichiers modifiés
pattern-resume-with-reread-summary = Reprendre, puis nommer les fichiers qui ont changé et demander à l'agent de les relire avant tout.
pattern-fork = Forker la session
pattern-fork-summary = Créer une branche à partir d'une base commune avec --fork-session ; la session d'origine reste intacte.
pattern-restart-with-summary = Repartir de zéro avec un résumé
pattern-restart-with-summary-summary = Ouvrir une session neuve nourrie d'un résumé structuré : objectif, décisions prises, état du code, questions ouvertes.
pattern-resume-troubleshooting = Comprendre pourquoi la reprise a échoué
pattern-resume-troubleshooting-summary = La transcription est en général toujours sur le disque : la reprise a cherché sous une autre racine, dans le dossier d'un autre projet, ou avec le mauvais nom ou identifiant. Nommez la cause, puis reprenez la bonne session.

## Ce qu'implique chaque réponse

question-topic = Que faut-il décider ?
question-steps-known = Les étapes sont-elles connues avant le lancement ?
question-needs-previous-output = Chaque étape a-t-elle besoin de la sortie de la précédente ?
question-parallel-within-step = À l'intérieur d'une des étapes, des morceaux indépendants tournent-ils en même temps ?
question-independent-subtasks = Les sous-tâches sont-elles indépendantes les unes des autres ?
question-same-task-voted = La même tâche est-elle lancée plusieurs fois pour faire voter les sorties ?
question-distinct-input-categories = Les entrées se répartissent-elles en catégories distinctes, mieux traitées chacune à part ?
question-clear-criterion = Existe-t-il un critère clair qui justifie d'itérer ?
question-model-picks-next-step = Le modèle choisit-il chaque étape suivante d'après les retours de l'environnement, sans plan fixé ?
question-violation-is-p0 = Enfreindre la règle une seule fois serait-il un incident P0 ?
question-must-always-hold = La règle doit-elle tenir à chaque fois, sans exception ?
question-acts-on = À quel moment la règle doit-elle agir ?
question-call-action = Que doit-il advenir de l'appel d'outil ?
question-result-action = Que doit-il advenir du résultat de l'outil ?
question-resume-trouble = Une reprise n'a-t-elle rien trouvé, ou trouvé la mauvaise conversation ?
question-compare-alternatives = Voulez-vous comparer des alternatives depuis un même point de départ ?
question-files-changed = Des fichiers lus par la session ont-ils changé depuis ?
question-change-size = Quelle est l'ampleur des changements ?
question-edits-surgical = Les modifications étaient-elles chirurgicales ?
question-same-config-dir = CLAUDE_CONFIG_DIR est-il le même qu'à la création de la session (ou absent les deux fois) ?
question-resume-handle = Comment avez-vous demandé la conversation ?
question-started-here = Êtes-vous dans le répertoire même où la session a démarré ?
question-headless-session = Cette session a-t-elle été lancée avec -p, depuis l'Agent SDK, en arrière-plan ou avec /loop ?
question-newer-session-here = Une autre conversation a-t-elle été ouverte dans ce répertoire depuis ?
question-same-repository = La session a-t-elle démarré dans ce dépôt ou dans l'un de ses worktrees git ?
question-name-matches-exactly = Le nom est-il exactement celui donné avec --name ou /rename, ou le titre généré de la session ?
question-version-2-1-223 = Claude Code est-il en v2.1.223 ou plus récent ?
question-id-in-several-folders = Plusieurs dossiers sous projects/ contiennent-ils une transcription portant cet identifiant ?

## Hooks : comment utiliser l'événement

answer-yes = Oui
answer-no = Non
answer-session-start = Au démarrage ou à la reprise d'une session
answer-prompt-submit = Quand l'utilisateur envoie un prompt
answer-before-call = Avant qu'un appel d'outil s'exécute
answer-on-result = Sur le résultat d'un outil
answer-after-batch = Quand un lot d'appels d'outils parallèles est terminé
answer-subagent-start = Au démarrage d'un sous-agent
answer-subagent-stop = Quand un sous-agent s'apprête à terminer
answer-agent-stop = Quand l'agent s'apprête à s'arrêter
answer-before-compaction = Avant la compaction de la conversation
answer-notification = Quand Claude Code envoie une notification
answer-session-end = À la fin de la session
answer-deny-call = Le refuser et indiquer une alternative sûre
answer-rewrite-call = Corriger ses arguments et le laisser passer
answer-ask-user = Laisser l'utilisateur décider
answer-replace-result = Remplacer ce que lit Claude
answer-annotate-result = Ajouter une note à côté
answer-act-outside = Agir hors de la conversation (formatage, journal)
answer-continue-flag = Avec --continue
answer-by-id = Avec --resume et un identifiant de session
answer-by-name = Avec --resume et un nom
answer-small = Une petite surface
answer-large = Une grande surface
answer-decomposition = Comment découper le travail
answer-hook-or-prompt = Où placer une règle : hook ou prompt
answer-session = Que faire d'une session
answer-not-relevant = Sans objet

## Diagnostics d'une reprise ratée

reason-topic-decomposition = Il s'agit de décider comment répartir le travail entre plusieurs appels au LLM.
reason-topic-hook-or-prompt = Il s'agit de décider si une règle relève d'un hook ou du prompt.
reason-topic-session = Il s'agit de décider quoi faire d'une session existante.
reason-steps-known-yes = On peut écrire la liste des étapes avant même de lancer le travail.
reason-steps-known-no = Les sous-tâches n'apparaissent qu'en cours de route.
reason-needs-previous-output-yes = Chaque étape travaille sur ce que la précédente a produit.
reason-needs-previous-output-no = Aucune étape n'attend la sortie d'une autre.
reason-parallel-within-step-yes = Dans une même étape, des morceaux indépendants tournent côte à côte, et du code les assemble avant l'étape suivante.
reason-parallel-within-step-no = Chaque étape est un seul appel ; rien ne tourne en parallèle à l'intérieur d'une étape.
reason-independent-subtasks-yes = Les sous-tâches sont indépendantes : elles peuvent tourner en même temps.
reason-independent-subtasks-no = Les sous-tâches dépendent les unes des autres : il faut les enchaîner dans l'ordre.
reason-same-task-voted-yes = La même tâche tourne plusieurs fois et un vote départage les sorties.
reason-same-task-voted-no = Chaque appel traite un morceau différent du travail ; rien n'est soumis au vote.
reason-distinct-input-categories-yes = Les entrées se rangent en catégories distinctes, chacune mieux servie par son propre traitement.
reason-distinct-input-categories-no = Toutes les entrées reçoivent le même traitement ; rien ne permet de les trier.
reason-clear-criterion-yes = Un critère clair permet de noter chaque version, et un tour de plus l'améliore de façon mesurable.
reason-clear-criterion-no = Aucun critère clair ne justifie de payer un tour de critique supplémentaire.
reason-model-picks-next-step-yes = Le modèle choisit chaque étape suivante d'après ce que renvoie l'environnement, sans plan figé dans le code.
reason-model-picks-next-step-no = Un modèle central découpe la tâche et distribue les morceaux ; il n'avance pas à tâtons, pas à pas.
reason-violation-is-p0-yes = Un seul écart serait un incident P0 : la règle doit donc tenir à chaque fois, ce qui demande du code et non la bonne volonté du modèle.
reason-violation-is-p0-no = Un seul écart ne serait pas un incident.
reason-must-always-hold-yes = Un écart n'aurait rien d'un incident, mais la règle doit quand même s'appliquer à chaque fois, de la même façon : c'est un travail déterministe, que le code fait toujours et le modèle seulement la plupart du temps.
reason-must-always-hold-no = La règle est une recommandation : la suivre la plupart du temps suffit, et le jugement peut l'assouplir.
reason-acts-on-session-start = La règle agit quand une session démarre ou reprend, avant le premier prompt.
reason-acts-on-prompt-submit = La règle agit sur chaque prompt envoyé par l'utilisateur, avant que Claude le traite.
reason-acts-on-before-call = La règle doit intervenir sur l'appel d'outil avant qu'il s'exécute.
reason-acts-on-on-result = La règle doit intervenir sur le résultat de l'outil avant que le modèle le lise.
reason-acts-on-after-batch = La règle agit une fois revenu tout un lot d'appels d'outils parallèles, avant l'appel suivant au modèle.
reason-acts-on-subagent-start = La règle agit quand un sous-agent est lancé, avant qu'il se mette au travail.
reason-acts-on-subagent-stop = La règle agit quand un sous-agent termine sa réponse, et peut le faire continuer.
reason-acts-on-agent-stop = La règle agit quand l'agent termine sa réponse, et peut le faire continuer.
reason-acts-on-before-compaction = La règle agit juste avant que la conversation soit compactée en résumé.
reason-acts-on-notification = La règle agit quand Claude Code envoie une notification, par exemple quand il attend une autorisation ou une saisie.
reason-acts-on-session-end = La règle agit quand la session se termine.
reason-call-action-deny-call = L'appel ne doit pas s'exécuter, et le modèle doit savoir pourquoi et quoi faire à la place.
reason-call-action-rewrite-call = L'appel peut s'exécuter une fois ses arguments corrigés.
reason-call-action-ask-user = C'est à une personne de décider si cet appel s'exécute.
reason-result-action-replace-result = Le modèle ne doit jamais lire le résultat brut, seulement une version corrigée.
reason-result-action-annotate-result = Le résultat brut peut rester ; le modèle a besoin d'une note à côté.
reason-result-action-act-outside = Le travail se fait hors de la conversation (un fichier formaté, une ligne de journal) ; le modèle n'a besoin de rien en retour.
reason-resume-trouble-yes = Une reprise n'a rien trouvé, ou une autre conversation que celle que vous vouliez.
reason-resume-trouble-no = Aucune reprise n'a échoué ; reste à savoir quoi faire ensuite de la session.
reason-compare-alternatives-yes = Vous voulez essayer plusieurs pistes côte à côte depuis un même point de départ.
reason-compare-alternatives-no = Vous voulez poursuivre une seule ligne de travail.
reason-files-changed-yes = Des fichiers lus par la session ont changé depuis qu'elle les a vus.
reason-files-changed-no = Rien de ce que la session a lu n'a changé depuis.
reason-change-size-small = Seule une petite surface a changé.
reason-change-size-large = Une grande surface a changé.
reason-edits-surgical-yes = Les modifications étaient chirurgicales : quelques lignes connues, que l'on peut citer.
reason-edits-surgical-no = Les modifications étaient de grande ampleur, pas chirurgicales.
reason-same-config-dir-yes = La racine de stockage est la même que lorsque la session a été écrite.
reason-same-config-dir-no = CLAUDE_CONFIG_DIR n'est plus le même que lorsque la session a été écrite : Claude Code cherche sous une autre racine.
reason-resume-handle-continue-flag = La conversation a été demandée avec --continue : la plus récente du répertoire courant.
reason-resume-handle-by-id = La conversation a été demandée par son identifiant de session.
reason-resume-handle-by-name = La conversation a été demandée par son nom.
reason-started-here-yes = La commande est lancée dans le répertoire même où la session a démarré.
reason-started-here-no = La commande est lancée dans un autre répertoire que celui où la session a démarré.
reason-headless-session-yes = La session a été lancée avec -p, depuis l'Agent SDK, en arrière-plan ou avec /loop.
reason-headless-session-no = C'était une session interactive ordinaire.
reason-newer-session-here-yes = Une autre conversation a été ouverte dans ce répertoire après celle que vous voulez.
reason-newer-session-here-no = Aucune autre conversation n'a été ouverte ici depuis.
reason-same-repository-yes = La session a démarré dans ce dépôt ou dans l'un de ses worktrees.
reason-same-repository-no = La session a démarré hors de ce dépôt et de ses worktrees.
reason-name-matches-exactly-yes = Le nom est exactement un nom ou un titre que porte la session.
reason-name-matches-exactly-no = Le nom n'est pas exactement celui de la session : une faute de frappe, une partie du nom, ou le nom d'affichage par défaut.
reason-version-2-1-223-yes = Claude Code est en v2.1.223 ou plus récent : il cherche un identifiant dans tous les projets.
reason-version-2-1-223-no = Claude Code est antérieur à la v2.1.223.
reason-id-in-several-folders-yes = Plusieurs dossiers de projet contiennent une transcription sous cet identifiant.
reason-id-in-several-folders-no = Aucun autre dossier de projet ne contient de transcription sous cet identifiant.

## Hooks : comment utiliser l'événement

recipe-session-start-context = Écrivez le contexte sur la sortie standard ou renvoyez-le dans additionalContext : il est ajouté avant le premier prompt. Le matcher filtre sur source (« startup », « resume », « clear », « compact », « fork ») ; le hook ne peut pas bloquer la session.
recipe-user-prompt-submit-check = Lisez prompt, puis complétez-le avec additionalContext, ou refusez-le avec decision "block" et une raison dans reason : le prompt est effacé et la raison s'affiche pour l'utilisateur, pas pour Claude. Cet événement ne prend pas de matcher.
recipe-pre-tool-use-deny = Renvoyez permissionDecision "deny" avec une permissionDecisionReason qui dit pourquoi et nomme l'alternative sûre (un autre outil, une commande, une personne) : Claude lit la raison et corrige sa trajectoire au tour suivant.
recipe-pre-tool-use-rewrite = Renvoyez les arguments corrigés dans updatedInput, qui remplace tout le tool_input. L'examen l'associe à permissionDecision "allow" ; Claude Code aujourd'hui l'applique aussi avec "ask" ou sans décision, et l'ignore avec "defer".
recipe-pre-tool-use-ask = Renvoyez permissionDecision "ask" : l'utilisateur voit l'appel avec votre permissionDecisionReason et tranche ; Claude ne voit pas cette raison.
recipe-post-tool-use-replace = Lisez tool_response et renvoyez le résultat corrigé dans updatedToolOutput : Claude ne lit que votre version. additionalContext s'ajouterait au résultat brut sans le remplacer.
recipe-post-tool-use-annotate = Renvoyez additionalContext, ou decision "block" avec une raison dans reason, et le texte s'ajoute à côté du résultat. L'outil a déjà tourné : rien n'est annulé.
recipe-post-tool-use-outside = Faites le travail à partir de tool_input et tool_response (lancer le formateur sur le fichier modifié, consigner l'appel dans un journal) et sortez avec le code 0 : il n'y a rien à renvoyer, et une sortie standard brute ne va que dans le journal de débogage.
recipe-post-tool-batch-check = Il s'exécute une fois par lot d'appels d'outils parallèles, avant l'appel suivant au modèle : parcourez tool_calls en une seule passe (un seul lint sur toutes les modifications) et renvoyez additionalContext, ou decision "block" avec une raison dans reason pour arrêter la boucle. Cet événement ne prend pas de matcher.
recipe-subagent-start-context = Le matcher filtre sur le type d'agent ; additionalContext est injecté dans la conversation du sous-agent, et agent_id distingue les sous-agents. Le hook ne peut pas bloquer le sous-agent.
recipe-subagent-stop-check = Le matcher filtre sur le type d'agent ; agent_id et agent_transcript_path disent quel sous-agent a terminé. decision "block" avec une raison dans reason le fait continuer, et la raison devient sa consigne suivante ; vérifiez stop_hook_active pour que le hook ne le relance pas indéfiniment.
recipe-stop-check = Vérifiez le travail quand Claude s'apprête à s'arrêter (last_assistant_message contient sa réponse finale) : decision "block", avec dans reason une raison (obligatoire), le fait continuer et cette raison devient sa consigne suivante. Vérifiez stop_hook_active pour éviter une boucle ; Claude Code plafonne les blocages à 8 d'affilée. Cet événement ne prend pas de matcher.
recipe-pre-compact-save = Le matcher filtre sur trigger (manual ou auto). Sauvegardez ce qui doit survivre à partir de transcript_path avant que le résumé remplace la conversation, ou renvoyez decision "block" pour empêcher cette compaction.
recipe-notification-forward = Le matcher filtre sur notification_type (permission_prompt, idle_prompt…) ; envoyez message vers un canal que quelqu'un surveille. Le hook ne peut rien bloquer, et il n'a pas de terminal à lui : pour signaler quelque chose dans le terminal, renvoyez terminalSequence.
recipe-session-end-record = Consignez ou faites le ménage à partir de reason et transcript_path. La sortie est ignorée, la session ne peut pas être retenue, et tous les hooks SessionEnd se partagent un budget de 1,5 seconde : faites court.

## Diagnostics d'une reprise ratée

diagnosis-other-config-root = Une autre racine de stockage (CLAUDE_CONFIG_DIR)
diagnosis-other-config-root-detail = Les transcriptions se trouvent sous $CLAUDE_CONFIG_DIR/projects/ quand la variable est définie, sous ~/.claude/projects/ sinon, et une session écrite sous une racine est invisible depuis l'autre. Reprenez avec le même CLAUDE_CONFIG_DIR qu'à la création de la session.
diagnosis-continue-other-directory = --continue ne cherche que dans le répertoire courant
diagnosis-continue-other-directory-detail = --continue ouvre la conversation la plus récente du seul répertoire courant, dont les sessions sont rangées dans le dossier de projet nommé d'après ce chemin ; un dossier parent, un sous-répertoire ou un worktree est un autre dossier. Revenez dans le répertoire où la session a démarré, ou reprenez-la par son identifiant.
diagnosis-continue-skips-headless = --continue ignore les sessions -p, SDK et d'arrière-plan
diagnosis-continue-skips-headless-detail = Un --continue sans -p ignore les sessions lancées avec -p, depuis l'Agent SDK, en arrière-plan ou avec /loop comme premier prompt. claude -p --continue les inclut, sauf celles d'arrière-plan, et --resume avec l'identifiant de session atteint une session -p ou SDK.
diagnosis-continue-took-newer = --continue a pris une conversation plus récente
diagnosis-continue-took-newer-detail = --continue ouvre la conversation la plus récente de ce répertoire, et une autre y a été ouverte depuis, ne serait-ce que pour une question d'une ligne. Reprenez celle que vous voulez par son identifiant ou par son nom.
diagnosis-transcript-gone = Plus de transcription là où Claude Code cherche
diagnosis-transcript-gone-detail = Claude Code cherche au bon endroit et n'y trouve aucune transcription : les sessions sont supprimées après cleanupPeriodDays (30 jours par défaut), une session d'une autre machine n'a jamais été ici, et -p avec --no-session-persistence (persistSession: false dans le SDK) n'en écrit aucune. Avant la v2.1.136, un chemin de projet contenant des tirets bas masquait aussi des sessions à --resume et --continue. Si la transcription a vraiment disparu, repartez de zéro avec un résumé.
diagnosis-name-outside-repository = Un nom ne se résout qu'à l'intérieur du dépôt
diagnosis-name-outside-repository-detail = --resume avec un nom ne cherche que dans le dépôt courant et ses worktrees git : une session démarrée dans un autre dépôt ou dossier est introuvable par son nom. Reprenez-la par son identifiant, que la v2.1.223 et les suivantes cherchent dans tous les projets, ou lancez la commande depuis ce dépôt.
diagnosis-name-not-a-handle = Le nom ne correspond pas exactement
diagnosis-name-not-a-handle-detail = Les noms doivent correspondre exactement. Un nom donné avec --name ou /rename fonctionne, un titre généré aussi ; le nom d'affichage par défaut (du type my-app-3f), non. Choisissez la session dans la liste de /resume, ou reprenez-la par son identifiant.
diagnosis-name-shared = Plusieurs sessions portent ce nom
diagnosis-name-shared-detail = Plus d'une session du dépôt porte ce nom : claude --resume suivi du nom ouvre la liste déjà filtrée sur ce nom, et /resume suivi du nom, dans une session, renvoie une erreur. Reprenez celle que vous voulez par son identifiant, et donnez des noms distincts avec /rename.
diagnosis-id-before-cross-project = Avant la v2.1.223, un identifiant n'est cherché que dans ce projet
diagnosis-id-before-cross-project-detail = Avant la v2.1.223, --resume avec un identifiant ne cherchait que dans le dossier du projet courant et ses worktrees git, or cette session a démarré dans un autre répertoire. Lancez la commande depuis le répertoire où la session a démarré, ou mettez Claude Code à jour.
diagnosis-id-in-several-projects = L'identifiant figure dans plusieurs dossiers de projet
diagnosis-id-in-several-projects-detail = Depuis la v2.1.223, un identifiant venu d'un autre projet ne se résout que si un seul autre dossier de projet contient une transcription avec des messages sous cet identifiant ; ici, il y en a plusieurs (une transcription copiée, par exemple), donc la CLI répond « No conversation found with session ID » et sort avec le code 1. Lancez la commande depuis le répertoire de la copie voulue, ou supprimez la copie en trop.

## Phrases avec arguments

reason-assumed = Faute de réponse à « { $question } », le parcours a supposé « { $answer } ».
classify-result = La réponse est donc : { $pattern }.
why-not-is-answer = { $pattern } : c'est bien là que mènent ces réponses.
why-not-ruled-out = { $pattern } est exclu par « { $question } » : la réponse est « { $given } », alors qu'il faudrait « { $needed } ».
