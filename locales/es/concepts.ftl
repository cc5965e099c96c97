# Los nombres de los conceptos que los mensajes del núcleo nombran por id
# (hooklab_core::i18n::Concept): fuentes de configuración, decisiones, qué
# decide un permiso, adónde va un texto, qué hace un bloqueo y el estado de
# cada paso de la ejecución de los hooks. Los mensajes que los citan los
# ponen en la frase («en { $source }», «va { $route }»).

source-managed = la configuración gestionada
source-user = la configuración de usuario
source-project = la configuración del proyecto
source-local = la configuración local
source-cli = el archivo --settings
source-sdk = los callbacks del SDK
source-plugin = el plugin { $name }
source-skill = la skill { $name }
source-agent = el subagente { $name }

# Los valores de decisión se escriben como los escribe Claude Code.
decision-allow = allow
decision-deny = deny
decision-ask = ask
decision-defer = defer
decision-block = block

permission-by-hook = un hook
permission-by-deny-rule = una regla deny
permission-by-ask-rule = una regla ask
permission-by-mode = el modo de permisos
permission-by-allow-rule = una regla allow
permission-by-default = el comportamiento por defecto

route-model = a Claude
route-user = al usuario
route-user-notice = al usuario, como aviso de error del hook
route-user-and-model = al usuario ahora, y a Claude más tarde
route-debug = al log de depuración
route-nowhere = a ninguna parte

effect-pre-tool-use = la llamada a la herramienta no se ejecuta
effect-permission-request = el permiso se deniega
effect-post-tool-batch = el bucle del agente se detiene antes de la siguiente llamada al modelo
effect-user-prompt-submit = el prompt no se procesa y se borra
effect-user-prompt-expansion = la expansión se bloquea
effect-stop = Claude sigue trabajando
effect-subagent-stop = el subagente sigue ejecutándose
effect-pre-compact = la compactación no se hace
effect-teammate-idle = el compañero de equipo sigue trabajando
effect-task-created = la tarea se revierte
effect-task-completed = la tarea no se marca como completada
effect-elicitation = la solicitud de datos se deniega
effect-elicitation-result = la respuesta pasa a ser un rechazo
effect-config-change = el cambio no se aplica
effect-worktree-create = el worktree no se crea

refusal-critical-rm = rm o rmdir de una ruta crítica
refusal-needs-updated-input = AskUserQuestion y ExitPlanMode necesitan updatedInput junto con allow

# El estado de un paso de la ejecución de los hooks (la etiqueta de cada línea de la traza).
status-action = acción
status-allow = allow
status-allowed = permitido
status-ask = ask
status-async = en segundo plano
status-block = block
status-blocked = bloqueado
status-cancelled = cancelado
status-capped = recortado
status-continue = continuar
status-defer = defer
status-deny = deny
status-discarded = descartado
status-downgraded = degradado
status-empty = vacío
status-error = error
status-failed = fallo
status-ignored = ignorado
status-invalid = no válido
status-json = JSON
status-legacy = en desuso
status-matched = coincide
status-no-effect = sin efecto
status-no-result = sin resultado
status-none = ninguno
status-not-blocked = no bloqueado
status-not-blocking = no bloqueante
status-not-matched = no coincide
status-note = nota
status-ok = correcto
status-plain = texto plano
status-rewake = despierta a Claude
status-routed = enviado
status-skipped = omitido
status-stop = parada
status-success = éxito
status-timeout = tiempo agotado
status-turn-ends = fin del turno
status-updated-input = entrada reescrita
status-valid = válido
