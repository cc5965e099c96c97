# El sandbox de hooks (/<lang>/sandbox, ajustes predefinidos y retos).

sandbox-title = Sandbox de hooks
sandbox-description = Edita la configuración de los hooks, un evento y lo que devolvió cada hook, y observa en directo la ejecución de los hooks en Claude Code: qué corre, qué se bloquea y quién ve qué.
sandbox-lead = Cambia un carácter de un matcher, un código de salida o un campo de la salida, y comprueba al instante qué se ejecuta, qué se bloquea y qué leen Claude y tú. Todo funciona en tu navegador, incluso sin conexión.
sandbox-editor-help = Cada cambio se evalúa un momento después de que dejes de escribir. La barra de direcciones guarda todo el estado: si copias la URL, compartes exactamente lo que ves.

sandbox-version = Versión de Claude Code
sandbox-download = Descargar el archivo de caso
sandbox-downloaded = Archivo de caso descargado. Para reproducirlo sin conexión: hooklab eval hooklab-case.json
sandbox-upload = Abrir un archivo de caso…
sandbox-uploaded = Archivo de caso cargado.
sandbox-upload-error-at = No se cargó el archivo (línea { $line }, columna { $column }: { $error }). Tu estado actual no ha cambiado.
sandbox-upload-error = No se cargó el archivo ({ $error }). Tu estado actual no ha cambiado.
sandbox-copy-settings = Copiar esta fuente como settings.json
sandbox-copied = La configuración de la fuente { $source } está en el portapapeles.

sandbox-settings-title = Configuración por fuente
sandbox-source-editor = Configuración de la fuente { $source } (JSON)
sandbox-tab-has-file = (tiene archivo)
sandbox-source-managed = gestionada
sandbox-source-user = usuario
sandbox-source-project = proyecto
sandbox-source-local = local
sandbox-source-cli = --settings
sandbox-source-plugins = plugins
sandbox-source-skills = skills
sandbox-source-agents = agentes
sandbox-source-sdk = callbacks del SDK
sandbox-source-managed-hint = Configuración gestionada, impuesta por un administrador: el único lugar donde cuenta allowManagedHooksOnly.
sandbox-source-user-hint = ~/.claude/settings.json: tus hooks en todos tus proyectos.
sandbox-source-project-hint = .claude/settings.json: va al repositorio y lo comparte todo el equipo.
sandbox-source-local-hint = .claude/settings.local.json: solo esta copia de trabajo, no se sube al repositorio.
sandbox-source-cli-hint = El archivo que se pasa con la opción --settings.
sandbox-source-plugins-hint = La lista de plugins activados, cada uno { "{" } "name", "hooks" { "}" } como en su hooks/hooks.json.
sandbox-source-skills-hint = La lista de skills cuyo frontmatter declara hooks, cada una { "{" } "name", "hooks" { "}" }.
sandbox-source-agents-hint = La lista de subagentes cuyo frontmatter declara hooks; un hook Stop ahí se convierte en SubagentStop.
sandbox-source-sdk-hint = Los hooks del Agent SDK: callbacks registrados en el código, con los mismos matchers.
sandbox-tab-help = En un editor, Tab inserta dos espacios. Para seguir con el teclado, pulsa Escape y después Tab.
sandbox-json-error = El JSON no se puede leer: { $error }
sandbox-shape-object = Esta fuente tiene que ser un objeto JSON.
sandbox-shape-array = Esta fuente tiene que ser una lista JSON.
sandbox-at = línea { $line }, columna { $column }
sandbox-at-in = { $editor }, línea { $line }, columna { $column }
sandbox-error-word = Error

sandbox-event-title = Evento
sandbox-event-pick = Evento
sandbox-in-subagent = Dentro de un subagente
sandbox-event-hint = El JSON exacto que Claude Code escribe en la entrada estándar del hook. Al elegir un evento se rellena un ejemplo realista.
sandbox-event-editor = Entrada del evento (JSON en stdin)

sandbox-handlers-title = Lo que devolvió cada hook
sandbox-handlers-hint = Aquí aparece cada handler que se dispara con este evento: indica lo que devolvió o usa una salida de un clic.
sandbox-no-handlers = Ningún handler se dispara con este evento: revisa el nombre del evento, los matchers y las reglas if.
sandbox-handlers-wait = Corrige los errores de los editores para ver qué handlers se disparan.
sandbox-handler-meta = handler { $type } definido en { $source }, en { $event }
sandbox-quick-label = Salidas de un clic
sandbox-quick-allow = Permitir
sandbox-quick-deny = Denegar con un motivo
sandbox-quick-ask = Preguntar
sandbox-quick-exit2 = Exit 2 con un mensaje
sandbox-quick-text = Texto plano
sandbox-quick-invalid = JSON no válido
sandbox-field-exit_code = Código de salida
sandbox-field-stdout = stdout
sandbox-field-stderr = stderr
sandbox-field-duration_ms = Duración (ms)
sandbox-field-timeout = Se agotó el tiempo
sandbox-field-status = Estado HTTP
sandbox-field-body = Cuerpo de la respuesta
sandbox-field-error = Error (fallo de conexión o excepción)
sandbox-field-response = Respuesta del modelo (JSON)
sandbox-field-output = Objeto devuelto (JSON)
sandbox-field-is_error = La herramienta respondió isError: true

sandbox-result-title = Resultado
sandbox-invalid = { $count ->
    [one] No se evalúa nada hasta que corrijas { $count } error de los editores.
   *[other] No se evalúa nada hasta que corrijas los { $count } errores de los editores.
}
sandbox-claude-sees = Lo que ve Claude
sandbox-you-see = Lo que ves tú
sandbox-debug-only = Solo en el log de depuración
sandbox-nothing = Nada.
sandbox-yes = sí
sandbox-no = no
sandbox-fact-ran = Ejecutados
sandbox-fact-decision = Decisión
sandbox-fact-blocked = Bloqueado
sandbox-fact-permission = Permiso
sandbox-fact-continue = Claude sigue
sandbox-permission-value = { $result } (lo decide { $by })
sandbox-config-errors = Configuración ignorada
sandbox-timeline-title = Cómo se ejecutaron los hooks
sandbox-step-version = versión
sandbox-step-config = configuración
sandbox-step-match = matcher
sandbox-step-if = if
sandbox-step-dedup = duplicados
sandbox-step-disable = desactivación
sandbox-step-run = ejecución
sandbox-step-classify = salida
sandbox-step-aggregate = agregación
sandbox-step-permission = reglas de permisos
sandbox-lint-title = Análisis de la fuente actual
sandbox-lint-not-settings = El analizador lee archivos de configuración; la pestaña { $source } está vacía o no es uno de ellos.
sandbox-lint-clean = No hay avisos en la configuración { $source }.
sandbox-severity-error = Error
sandbox-severity-warning = Aviso

sandbox-presets-title = Presets
sandbox-presets-lead = Cada preset prepara un comportamiento que conviene ver una vez. Ábrelo y haz el cambio que propone.
sandbox-challenges-title = Retos
sandbox-challenges-lead = Haz que pasen las pruebas ocultas editando la configuración o lo que devuelven los handlers.
sandbox-solved-mark = Resuelto
sandbox-preset-kicker = Preset
sandbox-challenge-kicker = Reto
sandbox-back = Todos los presets y retos
sandbox-goal = Objetivo
sandbox-hints = Pistas
sandbox-run-tests = Ejecutar las pruebas
sandbox-test-passed = Superada
sandbox-test-failed = Fallida
sandbox-solved = Resuelto: todas las pruebas pasan.
sandbox-not-solved = { $count ->
    [one] Todavía falla { $count } prueba.
   *[other] Todavía fallan { $count } pruebas.
}
sandbox-permalink-bad = No se pudo leer el estado del enlace, así que la página muestra su estado inicial.
sandbox-evaluating = El motor de hooks está evaluando…
sandbox-engine-unavailable = No se pudo cargar el motor de hooks, así que no se evaluó nada. Comprueba tu conexión: con el próximo cambio se volverá a intentar.
sandbox-copy-link = Copiar el enlace
sandbox-link-copied = Enlace copiado: quien lo abra verá exactamente este estado.
sandbox-link-copy-failed = El navegador no permitió usar el portapapeles: copia la barra de direcciones, que contiene el mismo enlace.
sandbox-link-invalid = Corrige primero los errores: un enlace solo puede compartir un estado que se pueda evaluar.
sandbox-results-stale-word = Obsoletos
sandbox-results-stale = La configuración cambió después de ejecutar estas pruebas; se ejecutan de nuevo en cuanto dejes de escribir.
