# La matriz de decisión del quiz: nombres de los patrones, las preguntas y sus
# respuestas, y las frases que emite el clasificador (hooklab_core::decompose).
# Los argumentos $pattern, $question, $given, $needed y $answer llegan como
# ids; la página los sustituye por la etiqueta pattern-, question- o answer-
# correspondiente antes de formatear.

## Temas

topic-decomposition = Descomposición de tareas
topic-hook-or-prompt = Hook o prompt
topic-session = Gestión de sesiones

## Patrones

pattern-prompt-chaining = Encadenamiento de prompts (prompt chaining)
pattern-prompt-chaining-summary = Una secuencia fija de llamadas en la que cada una trabaja sobre la salida de la anterior, con controles entre pasos.
pattern-routing = Routing (enrutamiento)
pattern-routing-summary = Primero se clasifica la entrada y luego se entrega al manejador pensado para su categoría.
pattern-parallelization-sectioning = Paralelización (sectioning)
pattern-parallelization-sectioning-summary = Partes independientes de la tarea se ejecutan a la vez; el código une los resultados.
pattern-parallelization-voting = Paralelización (votación)
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
pattern-prompt-instruction = Instrucción en el prompt
pattern-prompt-instruction-summary = Una indicación escrita en el prompt o en CLAUDE.md: se cumple casi siempre, pero nunca está garantizada.
pattern-resume = Reanudar la sesión
pattern-resume-summary = Retomar la conversación donde se quedó, con --resume o --continue.
pattern-resume-with-reread = Reanudar y volver a leer los archivos cambiados
pattern-resume-with-reread-summary = Reanudar y, antes de nada, indicar qué archivos cambiaron y pedir al agente que los vuelva a leer.
pattern-fork = Hacer fork de la sesión
pattern-fork-summary = Abrir una rama desde una base común con --fork-session; la sesión original queda intacta.
pattern-restart-with-summary = Empezar de cero con un resumen
pattern-restart-with-summary-summary = Abrir una sesión nueva alimentada con un resumen estructurado: objetivo, decisiones, estado del código, preguntas abiertas.

## Preguntas

question-topic = ¿Qué hay que decidir?
question-steps-known = ¿Se conocen los pasos antes de empezar la ejecución?
question-needs-previous-output = ¿Cada paso necesita la salida del anterior?
question-independent-subtasks = ¿Las subtareas son independientes entre sí?
question-same-task-voted = ¿Se ejecuta la misma tarea varias veces para que las salidas voten?
question-distinct-input-categories = ¿Hay categorías de entrada distintas, que conviene tratar cada una por separado?
question-clear-criterion = ¿Hay un criterio claro por el que merezca la pena iterar?
question-model-picks-next-step = ¿El modelo elige cada paso siguiente según lo que devuelve el entorno, sin un plan fijo?
question-must-always-hold = ¿La regla tiene que cumplirse siempre? ¿Saltársela sería un P0?
question-acts-on = ¿Actúa sobre la llamada antes de que se ejecute, o sobre su resultado?
question-compare-alternatives = ¿Quieres comparar alternativas desde un mismo punto de partida?
question-files-changed = ¿Han cambiado desde entonces archivos que la sesión leyó?
question-change-size = ¿Cuánto ha cambiado?
question-edits-surgical = ¿Fueron cambios quirúrgicos?

## Respuestas

answer-yes = Sí
answer-no = No
answer-before-call = Antes de que se ejecute la llamada
answer-on-result = Sobre su resultado
answer-small = Una superficie pequeña
answer-large = Una superficie grande
answer-decomposition = Cómo repartir el trabajo
answer-hook-or-prompt = Dónde va una regla: hook o prompt
answer-session = Qué hacer con una sesión
answer-not-relevant = No aplica

## Qué implica cada respuesta

reason-topic-decomposition = Se trata de decidir cómo repartir el trabajo entre varias llamadas al LLM.
reason-topic-hook-or-prompt = Se trata de decidir si una regla va en un hook o en el prompt.
reason-topic-session = Se trata de decidir qué hacer con una sesión que ya existe.
reason-steps-known-yes = Los pasos se pueden escribir antes de que empiece la ejecución.
reason-steps-known-no = Las subtareas solo aparecen a medida que avanza el trabajo.
reason-needs-previous-output-yes = Cada paso trabaja sobre lo que produjo el anterior.
reason-needs-previous-output-no = Ningún paso espera la salida de otro.
reason-independent-subtasks-yes = Las subtareas son independientes, así que pueden ejecutarse a la vez.
reason-independent-subtasks-no = Las subtareas dependen unas de otras, así que hay que ejecutarlas en orden.
reason-same-task-voted-yes = La misma tarea se ejecuta varias veces y una votación combina las salidas.
reason-same-task-voted-no = Cada llamada hace una parte distinta del trabajo; no se vota nada.
reason-distinct-input-categories-yes = Las entradas caen en categorías distintas, y cada una se atiende mejor con su propio manejador.
reason-distinct-input-categories-no = Todas las entradas reciben el mismo trato; no hay nada por lo que clasificarlas.
reason-clear-criterion-yes = Un criterio claro permite evaluar cada borrador, y otra ronda lo mejora de forma medible.
reason-clear-criterion-no = Ningún criterio claro justifica pagar otra ronda de crítica.
reason-model-picks-next-step-yes = El modelo elige cada paso siguiente según lo que devuelve el entorno, sin un plan fijado en el código.
reason-model-picks-next-step-no = Un modelo central divide la tarea y reparte las piezas; no avanza a tientas paso a paso.
reason-must-always-hold-yes = La regla tiene que cumplirse siempre, sin excepción: saltársela sería un incidente P0.
reason-must-always-hold-no = La regla es una pauta; un fallo ocasional no es ningún incidente.
reason-acts-on-before-call = La regla tiene que actuar sobre la llamada a la herramienta antes de que se ejecute.
reason-acts-on-on-result = La regla tiene que actuar sobre el resultado de la herramienta antes de que el modelo lo lea.
reason-compare-alternatives-yes = Quieres probar alternativas en paralelo desde un mismo punto de partida.
reason-compare-alternatives-no = Quieres seguir con una sola línea de trabajo.
reason-files-changed-yes = Archivos que la sesión leyó han cambiado desde la última vez que los vio.
reason-files-changed-no = Nada de lo que la sesión leyó ha cambiado desde entonces.
reason-change-size-small = Solo ha cambiado una superficie pequeña.
reason-change-size-large = Ha cambiado una superficie grande.
reason-edits-surgical-yes = Los cambios fueron quirúrgicos: unas pocas líneas concretas que puedes señalar.
reason-edits-surgical-no = Los cambios fueron amplios, nada quirúrgicos.

## Frases con argumentos

reason-assumed = Como «{ $question }» no tenía respuesta, el recorrido ha supuesto «{ $answer }».
classify-result = Por tanto, la respuesta es: { $pattern }.
why-not-is-answer = { $pattern } es justo adonde llevan estas respuestas.
why-not-ruled-out = { $pattern } queda descartado por «{ $question }»: la respuesta es «{ $given }» y haría falta «{ $needed }».
