# La matrice de décision du quiz : noms des motifs, questions et réponses,
# et phrases produites par le classifieur (hooklab_core::decompose).
# Les arguments $pattern, $question, $given, $needed et $answer arrivent sous
# forme d'identifiants ; la page les remplace par le libellé pattern-,
# question- ou answer- correspondant avant de formater.

## Thèmes

topic-decomposition = Décomposition des tâches
topic-hook-or-prompt = Hook ou prompt
topic-session = Gestion des sessions

## Motifs

pattern-prompt-chaining = Enchaînement de prompts (prompt chaining)
pattern-prompt-chaining-summary = Une suite d'appels fixée d'avance : chacun reprend la sortie du précédent, avec des contrôles entre les étapes.
pattern-routing = Routage (routing)
pattern-routing-summary = On classe d'abord l'entrée, puis on la confie au traitement prévu pour sa catégorie.
pattern-parallelization-sectioning = Parallélisation (sectioning)
pattern-parallelization-sectioning-summary = Des morceaux indépendants de la tâche tournent en même temps ; du code assemble les résultats.
pattern-parallelization-voting = Parallélisation (vote)
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

## Questions

question-topic = Que faut-il décider ?
question-steps-known = Les étapes sont-elles connues avant le lancement ?
question-needs-previous-output = Chaque étape a-t-elle besoin de la sortie de la précédente ?
question-independent-subtasks = Les sous-tâches sont-elles indépendantes les unes des autres ?
question-same-task-voted = La même tâche est-elle lancée plusieurs fois pour faire voter les sorties ?
question-distinct-input-categories = Les entrées se répartissent-elles en catégories distinctes, mieux traitées chacune à part ?
question-clear-criterion = Existe-t-il un critère clair qui justifie d'itérer ?
question-model-picks-next-step = Le modèle choisit-il chaque étape suivante d'après les retours de l'environnement, sans plan fixé ?
question-must-always-hold = La règle doit-elle tenir à chaque fois ? Une violation serait-elle un P0 ?
question-acts-on = Agit-elle sur l'appel avant qu'il parte, ou sur son résultat ?
question-compare-alternatives = Voulez-vous comparer des alternatives depuis un même point de départ ?
question-files-changed = Des fichiers lus par la session ont-ils changé depuis ?
question-change-size = Quelle est l'ampleur des changements ?
question-edits-surgical = Les modifications étaient-elles chirurgicales ?

## Réponses

answer-yes = Oui
answer-no = Non
answer-before-call = Avant que l'appel parte
answer-on-result = Sur son résultat
answer-small = Une petite surface
answer-large = Une grande surface
answer-decomposition = Comment découper le travail
answer-hook-or-prompt = Où placer une règle : hook ou prompt
answer-session = Que faire d'une session
answer-not-relevant = Sans objet

## Ce qu'implique chaque réponse

reason-topic-decomposition = Il s'agit de décider comment répartir le travail entre plusieurs appels au LLM.
reason-topic-hook-or-prompt = Il s'agit de décider si une règle relève d'un hook ou du prompt.
reason-topic-session = Il s'agit de décider quoi faire d'une session existante.
reason-steps-known-yes = On peut écrire la liste des étapes avant même de lancer le travail.
reason-steps-known-no = Les sous-tâches n'apparaissent qu'en cours de route.
reason-needs-previous-output-yes = Chaque étape travaille sur ce que la précédente a produit.
reason-needs-previous-output-no = Aucune étape n'attend la sortie d'une autre.
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
reason-must-always-hold-yes = La règle doit tenir sans exception : la violer serait un incident P0.
reason-must-always-hold-no = La règle est une recommandation ; un écart occasionnel n'a rien d'un incident.
reason-acts-on-before-call = La règle doit intervenir sur l'appel d'outil avant qu'il s'exécute.
reason-acts-on-on-result = La règle doit intervenir sur le résultat de l'outil avant que le modèle le lise.
reason-compare-alternatives-yes = Vous voulez essayer plusieurs pistes côte à côte depuis un même point de départ.
reason-compare-alternatives-no = Vous voulez poursuivre une seule ligne de travail.
reason-files-changed-yes = Des fichiers lus par la session ont changé depuis qu'elle les a vus.
reason-files-changed-no = Rien de ce que la session a lu n'a changé depuis.
reason-change-size-small = Seule une petite surface a changé.
reason-change-size-large = Une grande surface a changé.
reason-edits-surgical-yes = Les modifications étaient chirurgicales : quelques lignes connues, que l'on peut citer.
reason-edits-surgical-no = Les modifications étaient de grande ampleur, pas chirurgicales.

## Phrases avec arguments

reason-assumed = Faute de réponse à « { $question } », le parcours a supposé « { $answer } ».
classify-result = La réponse est donc : { $pattern }.
why-not-is-answer = { $pattern } : c'est bien là que mènent ces réponses.
why-not-ruled-out = { $pattern } est exclu par « { $question } » : la réponse est « { $given } », alors qu'il faudrait « { $needed } ».
