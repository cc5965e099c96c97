# La matriz de decisión del quiz: nombres de los patrones, las preguntas y sus
# respuestas, y las frases que emite el clasificador (hooklab_core::decompose).
# Los argumentos $pattern, $question, $given, $needed y $answer llegan como
# ids; la página los sustituye por la etiqueta pattern-, question- o answer-
# correspondiente antes de formatear.

## Preguntas

topic-decomposition = Descomposición de tareas
topic-hook-or-prompt = Hook o prompt
topic-session = Gestión de sesiones

## Respuestas

# Verbatim: the pattern keeps its English name (locales/TERMS.md).
pattern-prompt-chaining = Prompt chaining
pattern-prompt-chaining-summary = Una secuencia fija de llamadas en la que cada una trabaja sobre la salida de la anterior, con controles entre pasos.
# Verbatim: the pattern keeps its English name (locales/TERMS.md).
pattern-routing = Routing
pattern-routing-summary = Primero se clasifica la entrada y luego se entrega al flujo pensado para su categoría.
pattern-parallelization-sectioning = Paralelización (sectioning)
pattern-parallelization-sectioning-summary = Partes independientes de la tarea se ejecutan a la vez; el código une los resultados.
pattern-parallelization-voting = Paralelización (voting)
pattern-parallelization-voting-summary = La misma tarea se ejecuta varias veces; las salidas se comparan o se someten a votación.
pattern-orchestrator-workers = Orchestrator-workers
pattern-orchestrator-workers-summary = Un modelo central decide las subtareas durante la ejecución, las reparte entre workers y combina lo que devuelven.
pattern-evaluator-optimizer = Evaluator-optimizer
pattern-evaluator-optimizer-summary = Una llamada redacta, otra evalúa el borrador con un criterio claro, y el ciclo se repite.
pattern-autonomous-agent = Agente autónomo
pattern-autonomous-agent-summary = El modelo planifica y actúa por su cuenta, guiándose por lo que el entorno le devuelve en cada paso.
pattern-hook-pre-tool-use = Hook PreToolUse
pattern-hook-pre-tool-use-summary = Código que se ejecuta antes de una llamada a una herramienta y puede permitirla, denegarla o reescribirla, siempre.
pattern-hook-post-tool-use = Hook PostToolUse
pattern-hook-post-tool-use-summary = Código que se ejecuta sobre el resultado de una herramienta y puede sustituirlo o completarlo antes de que el modelo lo lea.
pattern-hook-lifecycle-event = Hook en un evento del ciclo de vida
pattern-hook-lifecycle-event-summary = Código que se ejecuta en un momento fijo de la sesión y no alrededor de una llamada a una herramienta: el inicio o el final de la sesión, un prompt, un lote de llamadas, un subagente, el agente a punto de parar, la compactación.
pattern-prompt-instruction = Instrucción en el prompt
pattern-prompt-instruction-summary = Una indicación escrita en el prompt o en CLAUDE.md: se cumple casi siempre, pero nunca está garantizada.
pattern-resume = Reanudar la sesión
pattern-resume-summary = Retomar la conversación donde se quedó, con --resume o --continue.
pattern-resume-with-reread = Reanudar y volver a leer los archivos cambiados
pattern-resume-with-reread-summary = Reanudar y, antes de nada, indicar qué archivos cambiaron y pedir al agente que los vuelva a leer.
pattern-fork = Hacer un fork de la sesión
pattern-fork-summary = Abrir una rama desde una base común con --fork-session; la sesión original queda intacta.
pattern-restart-with-summary = Empezar de cero con un resumen
pattern-restart-with-summary-summary = Abrir una sesión nueva alimentada con un resumen estructurado: objetivo, decisiones, estado del código, preguntas abiertas.
pattern-resume-troubleshooting = Averiguar por qué falló la reanudación
pattern-resume-troubleshooting-summary = La transcripción suele seguir en disco: la reanudación buscó bajo otra raíz, en la carpeta de otro proyecto o con el nombre o el id equivocados. Nombra la causa y reanuda la sesión correcta.

## Qué implica cada respuesta

question-topic = ¿Qué hay que decidir?
question-steps-known = ¿Se conocen los pasos antes de empezar la ejecución?
question-needs-previous-output = ¿Cada paso necesita la salida del anterior?
question-parallel-within-step = Dentro de uno de los pasos, ¿se ejecutan a la vez partes independientes?
question-independent-subtasks = ¿Las subtareas son independientes entre sí?
question-same-task-voted = ¿Se ejecuta la misma tarea varias veces para comparar las salidas o someterlas a votación?
question-distinct-input-categories = ¿Hay categorías de entrada distintas, que conviene tratar cada una por separado?
question-clear-criterion = ¿Hay un criterio claro por el que merezca la pena iterar?
question-model-picks-next-step = ¿El modelo elige cada paso siguiente según lo que devuelve el entorno, sin un plan fijo?
question-violation-is-p0 = ¿Saltarse la regla una sola vez sería un incidente P0?
question-must-always-hold = ¿La regla tiene que cumplirse siempre, sin excepción?
question-acts-on = ¿En qué momento tiene que actuar la regla?
question-call-action = ¿Qué debe pasar con la llamada a la herramienta?
question-result-action = ¿Qué debe pasar con el resultado de la herramienta?
question-resume-trouble = ¿Una reanudación no encontró nada, o encontró otra conversación?
question-compare-alternatives = ¿Quieres comparar alternativas desde un mismo punto de partida?
question-files-changed = ¿Han cambiado desde entonces archivos que la sesión leyó?
question-change-size = ¿Cuánto ha cambiado?
question-edits-surgical = ¿Fueron cambios quirúrgicos?
question-same-config-dir = ¿CLAUDE_CONFIG_DIR es el mismo que cuando se creó la sesión (o no estaba definido ninguna de las dos veces)?
question-resume-handle = ¿Cómo pediste la conversación?
question-started-here = ¿Estás en el mismo directorio donde se inició la sesión?
question-headless-session = ¿Esa sesión se inició con -p, desde el Agent SDK, en segundo plano o con /loop?
question-newer-session-here = ¿Se ha abierto otra conversación en este directorio desde entonces?
question-same-repository = ¿La sesión se inició en este repositorio o en uno de sus worktrees de git?
question-name-matches-exactly = ¿El nombre es exactamente uno puesto con --name o /rename, o el título generado de la sesión?
question-version-2-1-223 = ¿Tienes Claude Code v2.1.223 o posterior?
question-id-in-several-folders = ¿Hay más de una carpeta dentro de projects/ con una transcripción con ese id?

## Hooks: cómo usar el evento

answer-yes = Sí
answer-no = No
answer-session-start = Cuando una sesión empieza o se reanuda
answer-prompt-submit = Cuando el usuario envía un prompt
answer-before-call = Antes de que se ejecute una llamada a una herramienta
answer-on-result = Sobre el resultado de una herramienta
answer-after-batch = Cuando termina un lote de llamadas en paralelo
answer-subagent-start = Cuando arranca un subagente
answer-subagent-stop = Cuando un subagente está a punto de terminar
answer-agent-stop = Cuando el agente está a punto de parar
answer-before-compaction = Antes de compactar la conversación
answer-notification = Cuando Claude Code envía una notificación
answer-session-end = Cuando termina la sesión
answer-deny-call = Rechazarla y proponer una alternativa segura
answer-rewrite-call = Corregir sus argumentos y dejarla pasar
answer-ask-user = Que decida el usuario
answer-replace-result = Sustituir lo que lee Claude
answer-annotate-result = Añadir una nota al lado
answer-act-outside = Actuar fuera de la conversación (formatear, registrar)
answer-continue-flag = Con --continue
answer-by-id = Con --resume y un id de sesión
answer-by-name = Con --resume y un nombre
answer-small = Una superficie pequeña
answer-large = Una superficie grande
answer-decomposition = Cómo repartir el trabajo
answer-hook-or-prompt = Dónde va una regla: hook o prompt
answer-session = Qué hacer con una sesión
answer-not-relevant = No aplica

## Diagnósticos de una reanudación fallida

reason-topic-decomposition = Se trata de decidir cómo repartir el trabajo entre varias llamadas al LLM.
reason-topic-hook-or-prompt = Se trata de decidir si una regla va en un hook o en el prompt.
reason-topic-session = Se trata de decidir qué hacer con una sesión que ya existe.
reason-steps-known-yes = Los pasos se pueden escribir antes de que empiece la ejecución.
reason-steps-known-no = Las subtareas solo aparecen a medida que avanza el trabajo.
reason-needs-previous-output-yes = Cada paso trabaja sobre lo que produjo el anterior.
reason-needs-previous-output-no = Ningún paso espera la salida de otro.
reason-parallel-within-step-yes = Dentro de un paso, partes independientes se ejecutan a la vez, y el código las une antes del paso siguiente.
reason-parallel-within-step-no = Cada paso es una sola llamada; dentro de un paso no se ejecuta nada en paralelo.
reason-independent-subtasks-yes = Las subtareas son independientes, así que pueden ejecutarse a la vez.
reason-independent-subtasks-no = Las subtareas dependen unas de otras, así que hay que ejecutarlas en orden.
reason-same-task-voted-yes = La misma tarea se ejecuta varias veces y una votación combina las salidas.
reason-same-task-voted-no = Cada llamada hace una parte distinta del trabajo; no se vota nada.
reason-distinct-input-categories-yes = Las entradas caen en categorías distintas, y cada una se atiende mejor con su propio flujo.
reason-distinct-input-categories-no = Todas las entradas reciben el mismo trato; no hay nada por lo que clasificarlas.
reason-clear-criterion-yes = Un criterio claro permite evaluar cada borrador, y otra ronda lo mejora de forma medible.
reason-clear-criterion-no = Ningún criterio claro justifica pagar otra ronda de crítica.
reason-model-picks-next-step-yes = El modelo elige cada paso siguiente según lo que devuelve el entorno, sin un plan fijado en el código.
reason-model-picks-next-step-no = Un modelo central divide la tarea y reparte las piezas; no avanza a tientas paso a paso.
reason-violation-is-p0-yes = Un solo fallo sería un incidente P0, así que la regla tiene que cumplirse siempre: eso lo garantiza el código, no la buena voluntad del modelo.
reason-violation-is-p0-no = Un solo fallo no sería un incidente.
reason-must-always-hold-yes = Un fallo no es un incidente, pero la regla tiene que cumplirse igualmente siempre y de la misma forma: es trabajo determinista, que el código hace siempre y el modelo solo casi siempre.
reason-must-always-hold-no = La regla es una pauta: basta con seguirla casi siempre, y el criterio puede flexibilizarla.
reason-acts-on-session-start = La regla actúa cuando una sesión empieza o se reanuda, antes del primer prompt.
reason-acts-on-prompt-submit = La regla actúa sobre cada prompt que envía el usuario, antes de que Claude lo procese.
reason-acts-on-before-call = La regla tiene que actuar sobre la llamada a la herramienta antes de que se ejecute.
reason-acts-on-on-result = La regla tiene que actuar sobre el resultado de la herramienta antes de que el modelo lo lea.
reason-acts-on-after-batch = La regla actúa cuando ha vuelto todo un lote de llamadas en paralelo, antes de la siguiente llamada al modelo.
reason-acts-on-subagent-start = La regla actúa cuando se lanza un subagente, antes de que se ponga a trabajar.
reason-acts-on-subagent-stop = La regla actúa cuando un subagente termina de responder, y puede hacer que siga trabajando.
reason-acts-on-agent-stop = La regla actúa cuando el agente termina de responder, y puede hacer que siga trabajando.
reason-acts-on-before-compaction = La regla actúa justo antes de que la conversación se compacte en un resumen.
reason-acts-on-notification = La regla actúa cuando Claude Code envía una notificación, por ejemplo cuando espera un permiso o una respuesta.
reason-acts-on-session-end = La regla actúa cuando termina la sesión.
reason-call-action-deny-call = La llamada no debe ejecutarse, y el modelo tiene que saber por qué y qué hacer en su lugar.
reason-call-action-rewrite-call = La llamada puede ejecutarse una vez corregidos sus argumentos.
reason-call-action-ask-user = Una persona debe decidir si esta llamada se ejecuta.
reason-result-action-replace-result = El modelo nunca debe leer el resultado en bruto, solo una versión corregida.
reason-result-action-annotate-result = El resultado en bruto puede quedarse; el modelo necesita una nota al lado.
reason-result-action-act-outside = El trabajo se hace fuera de la conversación (un archivo formateado, una línea de registro); el modelo no necesita nada de vuelta.
reason-resume-trouble-yes = Una reanudación no encontró nada, o encontró una conversación distinta de la que buscabas.
reason-resume-trouble-no = Ninguna reanudación ha fallado; la cuestión es qué hacer ahora con la sesión.
reason-compare-alternatives-yes = Quieres probar alternativas en paralelo desde un mismo punto de partida.
reason-compare-alternatives-no = Quieres seguir con una sola línea de trabajo.
reason-files-changed-yes = Archivos que la sesión leyó han cambiado desde la última vez que los vio.
reason-files-changed-no = Nada de lo que la sesión leyó ha cambiado desde entonces.
reason-change-size-small = Solo ha cambiado una superficie pequeña.
reason-change-size-large = Ha cambiado una superficie grande.
reason-edits-surgical-yes = Los cambios fueron quirúrgicos: unas pocas líneas concretas que puedes señalar.
reason-edits-surgical-no = Los cambios fueron amplios, nada quirúrgicos.
reason-same-config-dir-yes = La raíz de almacenamiento es la misma que cuando se escribió la sesión.
reason-same-config-dir-no = CLAUDE_CONFIG_DIR no es el mismo que cuando se escribió la sesión, así que Claude Code busca bajo otra raíz.
reason-resume-handle-continue-flag = La conversación se pidió con --continue: la más reciente del directorio actual.
reason-resume-handle-by-id = La conversación se pidió por su id de sesión.
reason-resume-handle-by-name = La conversación se pidió por su nombre.
reason-started-here-yes = El comando se ejecuta en el mismo directorio donde se inició la sesión.
reason-started-here-no = El comando se ejecuta en un directorio distinto de aquel donde se inició la sesión.
reason-headless-session-yes = La sesión se inició con -p, desde el Agent SDK, en segundo plano o con /loop.
reason-headless-session-no = Era una sesión interactiva normal.
reason-newer-session-here-yes = Después de la conversación que buscas se abrió otra en este directorio.
reason-newer-session-here-no = Desde entonces no se ha abierto ninguna otra conversación aquí.
reason-same-repository-yes = La sesión se inició en este repositorio o en uno de sus worktrees.
reason-same-repository-no = La sesión se inició fuera de este repositorio y de sus worktrees.
reason-name-matches-exactly-yes = El nombre es exactamente un nombre o título que tiene la sesión.
reason-name-matches-exactly-no = El nombre no es exactamente el de la sesión: una errata, una parte del nombre o el nombre visible por defecto.
reason-version-2-1-223-yes = Claude Code es v2.1.223 o posterior, y busca un id en todos los proyectos.
reason-version-2-1-223-no = Claude Code es anterior a la v2.1.223.
reason-id-in-several-folders-yes = Varias carpetas de proyecto tienen una transcripción con ese id.
reason-id-in-several-folders-no = Ninguna otra carpeta de proyecto tiene una transcripción con ese id.

## Hooks: cómo usar el evento

recipe-session-start-context = Escribe el contexto en la salida estándar o devuélvelo en additionalContext: se añade antes del primer prompt. El matcher filtra por source («startup», «resume», «clear», «compact», «fork»); el hook no puede bloquear la sesión.
recipe-user-prompt-submit-check = Lee prompt y complétalo con additionalContext, o recházalo con decision "block" y el motivo en reason: el prompt se borra y el motivo lo ve el usuario, no Claude. Este evento no admite matcher.
recipe-pre-tool-use-deny = Devuelve permissionDecision "deny" con una permissionDecisionReason que diga por qué y nombre la alternativa segura (otra herramienta, un comando, una persona): Claude lee el motivo y corrige el rumbo en su siguiente turno.
recipe-pre-tool-use-rewrite = Devuelve los argumentos corregidos en updatedInput, que sustituye todo el tool_input. El examen lo combina con permissionDecision "allow"; Claude Code hoy también lo aplica con "ask" o sin decisión, y lo ignora con "defer".
recipe-pre-tool-use-ask = Devuelve permissionDecision "ask": el usuario ve la llamada con tu permissionDecisionReason y decide; Claude no ve ese motivo.
recipe-post-tool-use-replace = Lee tool_response y devuelve el resultado corregido en updatedToolOutput: Claude solo lee tu versión. additionalContext se añadiría al resultado en bruto sin sustituirlo.
recipe-post-tool-use-annotate = Devuelve additionalContext, o decision "block" con el motivo en reason, y el texto se añade junto al resultado. La herramienta ya se ejecutó: no se deshace nada.
recipe-post-tool-use-outside = Haz el trabajo a partir de tool_input y tool_response (pasar el formateador por el archivo editado, anotar la llamada en un registro) y sal con código 0: no hay nada que devolver, y la salida estándar sin más solo llega al log de depuración.
recipe-post-tool-batch-check = Se ejecuta una vez por lote de llamadas en paralelo, antes de la siguiente llamada al modelo: recorre tool_calls de una sola pasada (un único lint sobre todas las ediciones) y devuelve additionalContext, o decision "block" con el motivo en reason para detener el bucle. Este evento no admite matcher.
recipe-subagent-start-context = El matcher filtra por tipo de agente; additionalContext se inyecta en la conversación del subagente, y agent_id distingue a los subagentes. El hook no puede bloquear al subagente.
recipe-subagent-stop-check = El matcher filtra por tipo de agente; agent_id y agent_transcript_path dicen qué subagente terminó. decision "block" con el motivo en reason hace que siga trabajando, y el motivo pasa a ser su siguiente instrucción; comprueba stop_hook_active para que el hook no lo mantenga en marcha para siempre.
recipe-stop-check = Revisa el trabajo cuando Claude está a punto de parar (last_assistant_message tiene su respuesta final): decision "block" con el motivo, obligatorio, en reason hace que siga, con ese motivo como siguiente instrucción. Comprueba stop_hook_active para no entrar en bucle; Claude Code limita los bloqueos a 8 seguidos. Este evento no admite matcher.
recipe-pre-compact-save = El matcher filtra por trigger (manual o auto). Guarda a partir de transcript_path lo que deba sobrevivir antes de que el resumen sustituya la conversación, o devuelve decision "block" para impedir esta compactación.
recipe-notification-forward = El matcher filtra por notification_type (permission_prompt, idle_prompt…); envía message a un canal que alguien vigile. El hook no puede bloquear nada, y no tiene terminal propia: para avisar en la terminal, devuelve terminalSequence.
recipe-session-end-record = Registra o limpia a partir de reason y transcript_path. La salida se descarta, la sesión no se puede retener, y todos los hooks SessionEnd comparten un presupuesto de 1,5 segundos: que sea rápido.

## Diagnósticos de una reanudación fallida

diagnosis-other-config-root = Otra raíz de almacenamiento (CLAUDE_CONFIG_DIR)
diagnosis-other-config-root-detail = Las transcripciones están en $CLAUDE_CONFIG_DIR/projects/ si la variable está definida y en ~/.claude/projects/ si no, y una sesión escrita bajo una raíz no se ve desde la otra. Reanuda con el mismo CLAUDE_CONFIG_DIR con el que se creó la sesión.
diagnosis-continue-other-directory = --continue solo busca en el directorio actual
diagnosis-continue-other-directory-detail = --continue abre la conversación más reciente solo del directorio actual, cuyas sesiones están en la carpeta de proyecto con el nombre de esa ruta; una carpeta padre, un subdirectorio o un worktree son otra carpeta. Vuelve al directorio donde empezó la sesión, o reanúdala por su id.
diagnosis-continue-skips-headless = --continue se salta las sesiones -p, del SDK y en segundo plano
diagnosis-continue-skips-headless-detail = Un --continue sin -p se salta las sesiones iniciadas con -p, desde el Agent SDK, en segundo plano o con /loop como primer prompt. claude -p --continue las incluye, salvo las de segundo plano, y --resume con el id de sesión llega a una sesión -p o del SDK.
diagnosis-continue-took-newer = --continue abrió una conversación más reciente
diagnosis-continue-took-newer-detail = --continue abre la conversación más reciente de este directorio, y desde entonces se abrió otra aquí, aunque fuera para una pregunta de una línea. Reanuda la que buscas por su id o por su nombre.
diagnosis-transcript-gone = Ya no hay transcripción donde busca Claude Code
diagnosis-transcript-gone-detail = Claude Code busca en el sitio correcto y no encuentra ninguna transcripción: las sesiones se borran pasado cleanupPeriodDays (30 días por defecto), una sesión de otra máquina nunca estuvo aquí, y -p con --no-session-persistence (persistSession: false en el SDK) no escribe ninguna. Antes de la v2.1.136, una ruta de proyecto con guiones bajos también ocultaba sesiones a --resume y --continue. Si la transcripción ha desaparecido de verdad, empieza de cero con un resumen.
diagnosis-name-outside-repository = Un nombre solo se resuelve dentro del repositorio
diagnosis-name-outside-repository-detail = --resume con un nombre solo busca en el repositorio actual y sus worktrees de git, así que una sesión iniciada en otro repositorio o carpeta no se encuentra por nombre. Reanúdala por su id, que la v2.1.223 y posteriores buscan en todos los proyectos, o ejecuta el comando desde ese repositorio.
diagnosis-name-not-a-handle = El nombre no coincide exactamente
diagnosis-name-not-a-handle-detail = Los nombres tienen que coincidir exactamente. Un nombre puesto con --name o /rename sirve, y un título generado también; el nombre visible por defecto (del estilo de my-app-3f), no. Elige la sesión en la lista de /resume o reanúdala por su id.
diagnosis-name-shared = Varias sesiones comparten el nombre
diagnosis-name-shared-detail = Más de una sesión del repositorio lleva ese nombre: claude --resume con el nombre abre la lista ya filtrada por él, y /resume con el nombre dentro de una sesión da un error. Reanuda la que buscas por su id, y pon nombres distintos con /rename.
diagnosis-id-before-cross-project = Antes de la v2.1.223, un id solo se busca en este proyecto
diagnosis-id-before-cross-project-detail = Antes de la v2.1.223, --resume con un id solo buscaba en la carpeta del proyecto actual y sus worktrees de git, y esta sesión se inició en otro directorio. Ejecuta el comando desde el directorio donde empezó la sesión, o actualiza Claude Code.
diagnosis-id-in-several-projects = El id está en varias carpetas de proyecto
diagnosis-id-in-several-projects-detail = Desde la v2.1.223, un id de otro proyecto solo se resuelve si exactamente una carpeta de otro proyecto tiene una transcripción con mensajes bajo ese id; aquí hay varias (una transcripción copiada, por ejemplo), así que la CLI responde «No conversation found with session ID» y sale con código 1. Ejecuta el comando desde el directorio de la copia que quieres, o borra la copia sobrante.

## Frases con argumentos

reason-assumed = Como «{ $question }» no tenía respuesta, el recorrido ha supuesto «{ $answer }».
classify-result = Por tanto, la respuesta es: { $pattern }.
why-not-is-answer = { $pattern } es justo adonde llevan estas respuestas.
why-not-ruled-out = { $pattern } queda descartado por «{ $question }»: la respuesta es «{ $given }» y haría falta «{ $needed }».
