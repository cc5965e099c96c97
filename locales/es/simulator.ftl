# La página del simulador de sesiones.

sim-page-title = Simulador de sesiones
sim-page-description = Escribe comandos de Claude Code y observa dónde se guardan las sesiones, cómo resume, fork y /clear cambian el árbol de sesiones y cuándo un contexto se ha quedado obsoleto.
sim-page-lead = Los errores con las sesiones no se ven hasta que te muerden. Aquí escribes tú los comandos y, tras cada uno, ves cómo cambian las carpetas de almacenamiento, el árbol de sesiones y el contexto del agente.
sim-page-finished = completado
sim-page-not-finished = sin completar
sim-page-free-title = Modo libre
sim-page-free-story = Una máquina vacía con dos proyectos, ~/shop (un repositorio git) y ~/blog. Sin objetivo: prueba resume, fork, /clear y los worktrees y mira qué hace cada uno.
sim-page-free-goal = Aquí no hay objetivo. Escribe help para ver la lista de comandos.
sim-page-free-hint = Empieza con cd shop y luego claude -n primer-intento. ls lista el directorio de trabajo; ls ~/.claude/projects muestra dónde se guardan las transcripciones.
sim-page-free-open = Abrir el modo libre
sim-page-story = La situación
sim-page-goal = Objetivo
sim-page-reached = Objetivo cumplido
sim-page-hint-n = Pista { $n }:
sim-page-hint-button = { $left ->
    [0] No quedan pistas
    [one] Ver una pista (queda { $left })
   *[other] Ver una pista (quedan { $left })
}
sim-page-reset = Empezar de nuevo
sim-page-version = Versión de Claude Code
sim-page-code-title = Los mismos pasos desde código
sim-page-check-met = hecho
sim-page-check-open = todavía no
sim-page-terminal = Terminal
sim-page-input-help = Intro ejecuta el comando, las flechas arriba y abajo recorren los comandos anteriores y Tab completa. Escribe help para ver la lista de comandos.
sim-page-candidates = Posibles opciones:
sim-page-kind-explain = Por qué:
sim-page-kind-warning = Atención:
sim-page-kind-error = Error:
sim-page-hooks = Hooks disparados:
sim-page-graph = Árbol de sesiones
sim-page-graph-legend = Una fila por sesión, la más antigua arriba. Un fork o un /clear queda un paso a la derecha de la sesión de la que sale; la sesión en marcha lleva la marca ▶.
sim-page-graph-empty = Todavía no hay sesiones.
sim-page-running = en marcha
sim-page-storage = Almacenamiento en disco
sim-page-storage-why = Claude Code guarda una carpeta por directorio de trabajo: el slug es la ruta con cada carácter que no sea letra ni dígito convertido en guion.
sim-page-storage-hashed = La ruta es larga, así que el Agent SDK la acortó y le añadió un hash.
sim-page-storage-here = aquí apunta el directorio actual
sim-page-storage-from = Sale de { $dir }.
sim-page-storage-empty = (vacía: aquí no hay sesiones)
sim-page-entries = { $count ->
    [one] { $count } entrada
   *[other] { $count } entradas
}
sim-page-context = El contexto del agente
sim-page-context-none = No hay ninguna sesión en marcha, así que no hay contexto que mostrar.
sim-page-context-summary = Sesión { $id }: { $entries ->
    [one] { $entries } entrada en la transcripción
   *[other] { $entries } entradas en la transcripción
}, compactada { $compactions ->
    [one] { $compactions } vez
   *[other] { $compactions } veces
}.
sim-page-context-file = Archivo
sim-page-context-read = Versión leída
sim-page-context-now = Versión actual
sim-page-context-status = Estado
sim-page-context-stale = obsoleto
sim-page-context-fresh = al día
sim-page-context-deleted = borrado
sim-page-stale-subject = Sesión analizada: { $id } (la que está en marcha o, si no hay, la más reciente).
sim-page-stale-none = Aún no hay sesiones: inicia una para recorrer el árbol.
sim-page-stale-ask = Dos cosas que solo tú puedes decir
sim-page-stale-goal-changed = Mi objetivo ha cambiado desde que empezó esta sesión
sim-page-stale-alternative = Quiero probar otro enfoque sin abandonar este
sim-page-stale-answer = Qué hacer:
sim-page-reread = Dile al agente reanudado:
sim-page-summary-title = Escribe el resumen para una sesión nueva
sim-page-summary-help = Un buen prompt para reiniciar tiene cuatro partes: el objetivo, las decisiones tomadas, el estado actual del código y las preguntas abiertas. El borrador de abajo parte de la sesión; complétalo y luego inicia una sesión nueva con él como primer prompt.
sim-page-summary-label = Resumen (primer prompt de la sesión nueva)
sim-page-summary-changed = { $path } cambió después de leerse (versión { $seen } entonces, { $now } ahora)
sim-page-summary-start = Iniciar una sesión nueva con este resumen
sim-page-part-goal = Objetivo
sim-page-part-decisions = Decisiones tomadas
sim-page-part-code = Estado actual del código
sim-page-part-questions = Preguntas abiertas
