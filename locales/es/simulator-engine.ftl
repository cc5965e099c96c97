# Simulador de sesiones: todos los mensajes que emite el núcleo (hooklab_core::session).
# Un mensaje por línea y solo sustituciones simples: el núcleo los muestra por su cuenta.

## Salida de los comandos

sim-session-started = Nueva sesión { $id } en { $dir }.
sim-session-resumed = Sesión { $id } reanudada en { $dir }.
sim-session-forked = Se hizo un fork de la sesión { $parent }: nueva sesión { $id }, que trabaja en { $dir }.
sim-session-stored = Archivo de transcripción: { $path }
sim-session-ended = Sesión { $id } terminada.
sim-print-done = (aquí se imprime la respuesta; la salida de texto no muestra ningún id de sesión)
sim-print-json = { $json }
sim-cleared = /clear cerró la sesión { $old } y abrió la sesión { $id }.
sim-compacted = Sesión { $id } compactada.
sim-renamed = Sesión renombrada a { $name }.
sim-prompt-sent = Prompt añadido a la sesión { $id }.
sim-read-done = Se leyó { $path } (versión { $version }) y pasó al contexto.
sim-write-done = El agente editó { $path } (ahora en la versión { $version }).
sim-edit-done = { $path } cambió fuera de la sesión (ahora en la versión { $version }).
sim-dir-created = Creado { $path }
sim-worktree-created = Worktree { $path } creado en la rama { $branch }.
sim-ls-root = { $root }/
sim-ls-project = { $slug }/   (de { $dir })
sim-ls-session = { $file }
sim-ls-session-named = { $file }   nombre: { $name }
sim-ls-session-print = { $file }   sesión -p o del SDK
sim-ls-empty = Todavía no hay ninguna sesión guardada en { $root }.
sim-ls-dir-entry = { $name }
sim-ls-dir-empty = { $path } está vacío.
sim-pwd = { $path }
sim-picker-header = Sesiones de { $dir }, de la más reciente a la más antigua:
sim-picker-entry = { $id }   { $title }
sim-picker-empty = No hay conversaciones para elegir en { $dir }.
sim-env-set = { $name } vale ahora { $value }
sim-env-unset = { $name } ya no está definida
sim-help = Comandos: { $commands }
sim-version-shown = { $version } (Claude Code)

## Explicaciones

sim-explain-slug = Claude Code guarda esta transcripción en projects/{ $slug }: la ruta { $dir } con cada carácter que no sea a-z, A-Z o 0-9 convertido en un guion, uno por uno.
sim-explain-slug-hashed = La ruta { $dir } da un nombre de más de 200 caracteres, así que la carpeta es projects/{ $slug }: los 200 primeros caracteres, un guion y { $hash }. Ese sufijo es el _simple_hash del Agent SDK; la CLI de Claude Code usa Bun.hash y obtiene otro distinto.
sim-explain-continue-picked = --continue tomó la conversación más reciente guardada para este directorio: { $id }.
sim-explain-continue-hides-print = { $count ->
    [one] Se saltó { $count } sesión -p o del SDK más reciente: desde la v2.1.90, un --continue a secas no la ve. Usa claude -p --continue o --resume con el id.
   *[other] Se saltaron { $count } sesiones -p o del SDK más recientes: desde la v2.1.90, un --continue a secas no las ve. Usa claude -p --continue o --resume con el id.
}
sim-explain-continue-includes-print = Con -p, --continue también tiene en cuenta las sesiones -p y del SDK, así que tomó { $id }.
sim-explain-continue-only-here = --continue solo mira las conversaciones de este directorio exacto, incluso dentro de un repositorio. Las sesiones de este repositorio están guardadas para: { $dirs }. Haz cd allí, o reanuda por nombre, que busca en todo el repositorio.
sim-explain-resume-other-project = Este id no está guardado para este directorio sino para { $dir }. Desde la v2.1.223, reanudar por id también busca en todos los demás proyectos y toma la sesión cuando solo un proyecto la contiene.
sim-explain-resume-old-version = Claude Code { $version } busca el id solo en este proyecto y en sus worktrees de git, pero la transcripción está guardada para { $dir }. Haz antes cd a ese directorio (desde la v2.1.223 la búsqueda abarca todos los proyectos).
sim-explain-resume-duplicates = { $count ->
    [one] { $count } proyecto más contiene una transcripción con este id, así que la búsqueda entre proyectos no puede decidir y responde que no la encontró.
   *[other] { $count } proyectos más contienen una transcripción con este id, así que la búsqueda entre proyectos no puede decidir y responde que no la encontró.
}
sim-explain-resume-nowhere = Ningún proyecto de esta máquina tiene una transcripción con este id.
sim-explain-name-elsewhere = Reanudar por nombre busca en todo el repositorio git actual y sus worktrees, subcarpetas incluidas; fuera de un repositorio solo mira este directorio. Las sesiones llamadas { $name } están guardadas para: { $dirs }.
sim-explain-fork-shared-fs = El fork tiene un id nuevo y su propia copia de la conversación, y la original queda intacta. Los archivos, en cambio, NO se copian: el fork y su padre editan los mismos archivos. Para aislarlos de verdad, dale a cada fork su propio worktree de git (claude -w NOMBRE).
sim-explain-fork-source-old = En Claude Code { $version }, el hook SessionStart de un fork informa source "resume"; "fork" llegó en la v2.1.214.
sim-explain-clear-keeps-name = /clear asignó un nuevo id de sesión y conservó el nombre { $name }. Si un script o una nota guardó el id anterior ({ $old }), con ese id se reanudará ahora la conversación de antes del /clear.
sim-explain-clear-new-id = /clear asignó un nuevo id de sesión. Si un script o una nota guardó el id anterior ({ $old }), con ese id se reanudará ahora la conversación de antes del /clear.
sim-explain-compact = PreCompact se ejecutó antes del resumen (puede bloquearlo) y luego PostCompact y SessionStart con source "compact": ahí es donde un hook puede volver a inyectar el estado importante.
sim-explain-print-id-hidden = La salida de texto no muestra el id de sesión. Para reanudar esta ejecución más tarde, captura el id: --output-format json lo da en .session_id, y el SDK lo incluye en los mensajes init y result.
sim-explain-worktree-isolation = Esta sesión trabaja en su propia copia de trabajo, { $path }: sus cambios no tocan la copia principal ni los demás worktrees.
sim-explain-config-dir = Claude Code guarda y busca ahora las sesiones en { $root }.
sim-explain-fresh-not-resumed = Es una conversación completamente nueva: no había nada guardado en projects/{ $slug }. Un claude a secas nunca reanuda nada; para retomar un trabajo anterior usa -c o --resume desde el directorio donde empezó.

## Avisos

sim-warn-stale-context = { $count ->
    [one] El contexto tiene { $count } lectura obsoleta: { $files }. Ese archivo cambió después de que el agente lo leyera, y se fiará del contenido viejo si no se le pide que lo vuelva a leer.
   *[other] El contexto tiene { $count } lecturas obsoletas: { $files }. Esos archivos cambiaron después de que el agente los leyera, y se fiará del contenido viejo si no se le pide que los vuelva a leer.
}
sim-warn-collision = El último en cambiar { $path } fue el agente de la sesión { $other }. Las sesiones comparten un único sistema de archivos, así que este cambio cae encima del otro.
sim-warn-edit-makes-stale = Las sesiones que leyeron { $path } tienen ahora una copia obsoleta: { $sessions }.

## Errores

sim-error-unknown-command = { $command }: no se encontró la orden. Escribe help para ver los comandos.
sim-error-unknown-flag = { $command }: opción desconocida { $flag }
sim-error-missing-value = La opción { $flag } necesita un valor.
sim-error-missing-argument = { $command }: falta un argumento.
sim-error-unexpected-argument = { $command }: argumento inesperado { $arg }
sim-error-unclosed-quote = Hay unas comillas sin cerrar.
sim-error-invalid-uuid = --session-id necesita un UUID válido, y { $value } no lo es.
sim-error-invalid-name = { $name } no sirve como nombre.
sim-error-fork-needs-resume = --fork-session solo funciona junto con --resume o --continue.
sim-error-session-id-needs-fork = Si usas --session-id con --resume o --continue, también hace falta --fork-session.
sim-error-continue-and-resume = Elige --continue o --resume, no los dos.
sim-error-print-needs-prompt = -p necesita un prompt, por ejemplo claude -p "explica este módulo".
sim-error-bad-output-format = --output-format acepta text, json o stream-json, no { $value }.
sim-error-unknown-slash = El simulador no conoce { $command }. Prueba /clear, /compact, /rename o exit.
sim-error-unknown-git = git { $args }: solo se simula git worktree add RUTA.
sim-error-session-running = Hay una sesión de Claude Code abierta en esta terminal. Escribe exit primero.
sim-error-no-session = No hay ninguna sesión de Claude Code abierta. Inicia una con claude.
sim-error-no-such-dir = { $path }: no existe ese directorio.
sim-error-no-such-file = { $path }: no existe ese archivo.
sim-error-not-a-dir = { $path } es un archivo, no un directorio.
sim-error-is-a-dir = { $path } es un directorio.
sim-error-not-a-repo = { $path } no está dentro de un repositorio git.
sim-error-path-exists = { $path } ya existe.
sim-error-session-id-in-use = El id de sesión { $id } ya está en uso.
# Verbatim: Claude Code imprime esta línea en inglés, sea cual sea el idioma.
sim-error-no-conversation = No conversation found with session ID: { $id }
sim-error-resume-not-found-old = Claude Code { $version } no encuentra la sesión { $id } desde aquí. Qué muestran en este caso las versiones anteriores a la v2.1.223 no está documentado, y los informes no coinciden; el simulador se detiene aquí con el código de salida 1.
sim-error-continue-none = El simulador no encuentra ninguna conversación que continuar en { $dir } (el mensaje exacto de Claude Code en este caso no está documentado).
sim-error-name-not-found = El simulador no encuentra ninguna sesión llamada { $name } en este repositorio git ni en sus worktrees (el mensaje exacto de Claude Code en este caso no está documentado).
sim-error-name-not-found-here = El simulador no encuentra ninguna sesión llamada { $name } para este directorio, que no está dentro de ningún repositorio git (el mensaje exacto de Claude Code en este caso no está documentado).
sim-error-name-ambiguous = { $count ->
    [one] Hay { $count } sesión llamada { $name }. Claude Code abre el selector filtrado por ese nombre; reanuda por id para elegirla.
   *[other] Hay { $count } sesiones llamadas { $name }. Claude Code abre el selector filtrado por ese nombre; reanuda por id para elegir una.
}
sim-error-picker-needs-terminal = El selector es interactivo: escribe claude --resume seguido de un id o un nombre.

## Comprobación de objetivos

sim-goal-all = Todo esto:
sim-goal-any = Una de estas cosas:
sim-goal-running = Hay una sesión abierta.
sim-goal-running-id = La sesión abierta es { $id }.
sim-goal-running-in = Trabaja en { $dir }.
sim-goal-running-named = Se llama { $name }.
sim-goal-running-fork-of = Es un fork de { $parent }.
sim-goal-running-not-id = No es { $id }.
sim-goal-forks = { $count ->
    [one] Existe al menos { $count } fork de { $parent }.
   *[other] Existen al menos { $count } forks de { $parent }.
}
sim-goal-forks-distinct = Cada fork trabaja en un directorio distinto.
sim-goal-forks-in-worktrees = Cada fork trabaja en su propio worktree de git.
sim-goal-forks-wrote = El agente de cada fork cambió algún archivo.
sim-goal-no-stale = Su contexto no tiene ninguna lectura obsoleta.
sim-goal-read = Ha leído la versión actual de { $path }.
sim-goal-fresh-summary = Una sesión nueva (ni fork ni /clear) empieza con un resumen en cuatro partes: objetivo, decisiones tomadas, estado actual del código, preguntas abiertas.
sim-goal-resumed = La sesión { $id } se reanudó.
sim-goal-resumed-by = La sesión { $id } se reanudó por { $by }.
sim-goal-resumed-any-by = Una sesión iniciada durante este ejercicio se reanudó por { $by }.
sim-goal-untouched = La sesión { $id } quedó tal como estaba.
sim-goal-cleared-from = /clear sustituyó la sesión { $id } por una nueva.
sim-goal-hook-fired = Se disparó un hook { $event } { $value }.
sim-goal-reached = Objetivo cumplido.
sim-goal-not-yet = Todavía no.

## El árbol de decisión del contexto obsoleto

sim-tree-title = ¿Reanudar, releer, hacer un fork o empezar de cero?
sim-tree-yes = Sí
sim-tree-no = No
sim-tree-q-goal-changed = ¿Ha cambiado el objetivo desde que empezó esta sesión?
sim-tree-q-context-long = ¿Ha crecido demasiado el contexto (compactado una y otra vez, o por encima de un tamaño cómodo)?
sim-tree-q-files-edited = ¿Las últimas llamadas a herramientas del agente tocaron archivos que se han editado después?
sim-tree-q-small-surgical = ¿La superficie afectada es pequeña y los cambios fueron quirúrgicos?
sim-tree-q-compare = ¿Quieres probar otro enfoque desde aquí sin tocar esta línea de trabajo?
sim-tree-leaf-resume = Reanudar la sesión tal cual.
sim-tree-leaf-resume-with-reread = Reanudar y decirle al agente exactamente qué archivos cambiaron y que los vuelva a leer antes de seguir.
sim-tree-leaf-fork = Hacer un fork de la sesión: un id nuevo con el mismo historial, y la original queda como estaba.
sim-tree-leaf-restart-with-summary = Desechar la sesión y abrir una nueva con un resumen: objetivo, decisiones tomadas, estado actual del código, preguntas abiertas.
sim-tree-why-goal-changed = Indicaste que el objetivo ha cambiado.
sim-tree-why-goal-same = El objetivo sigue siendo el del inicio de la sesión.
sim-tree-why-context-long = La transcripción tiene { $entries ->
    [one] { $entries } entrada
   *[other] { $entries } entradas
} y se compactó { $compactions ->
    [one] { $compactions } vez
   *[other] { $compactions } veces
}.
sim-tree-why-context-ok = La transcripción tiene { $entries ->
    [one] { $entries } entrada
   *[other] { $entries } entradas
} y se compactó { $compactions ->
    [one] { $compactions } vez
   *[other] { $compactions } veces
}: todavía es manejable.
sim-tree-why-files-edited = { $count ->
    [one] Cambió { $count } archivo que el agente había leído: { $files }.
   *[other] Cambiaron { $count } archivos que el agente había leído: { $files }.
}
sim-tree-why-no-files-edited = Nada de lo que leyó el agente ha cambiado desde entonces.
sim-tree-why-surgical = { $count ->
    [one] Cambió { $count } archivo, con retoques pequeños en su sitio.
   *[other] Cambiaron { $count } archivos, cada uno con retoques pequeños en su sitio.
}
sim-tree-why-not-surgical = { $count ->
    [one] Cambió { $count } archivo, con reescrituras demasiado grandes para una relectura rápida.
   *[other] Cambiaron { $count } archivos, con reescrituras o demasiados archivos para una relectura rápida.
}
sim-tree-why-compare = Quieres comparar otro enfoque.
sim-tree-why-continue = Quieres seguir por la misma línea.
sim-tree-reread-prompt = Los archivos { $files } se editaron desde la última vez que los leíste. Vuelve a leerlos antes de continuar.
