# Sandbox de hooks: el veredicto de una frase bajo cada ejecución.

verdict-none-disabled-managed = No se ejecutó ningún hook: disableAllHooks en la configuración gestionada los apaga todos.
verdict-none-disabled = No se ejecutó ningún hook: disableAllHooks está activado en { $source }.
verdict-none-managed-only = No se ejecutó ningún hook: allowManagedHooksOnly solo deja los hooks gestionados.
verdict-none-matcher = No se ejecutó ningún hook: el matcher { $matcher } no coincide con { $value }.
verdict-none-if = No se ejecutó ningún hook: { $subject } no encaja con la regla if { $rule }.
verdict-none-if-non-tool = No se ejecutó ningún hook: una regla if solo sirve en eventos de herramientas, y { $event } no lo es.
verdict-none-sdk-python = No se ejecutó ningún hook: el Agent SDK de Python no tiene callback { $event }, así que la entrada se omite. Decláralo como hook de comando en un archivo de configuración.
verdict-none-config-error = No se ejecutó ningún hook: Claude Code omitió la entrada { $path }.
verdict-none-source-not-loaded = No se ejecutó ningún hook: setting_sources no carga { $source }, y el hook está ahí.
verdict-none-matched = No cambia nada: { $event } se disparó, pero ningún hook coincidió.
verdict-none-configured = No cambia nada: no hay ningún hook configurado para { $event }.
verdict-continue-false = Claude se detiene aquí: un hook devolvió continue: false ({ $reason }).
verdict-tool-blocked = La llamada a { $tool } se bloquea; Claude recibe: { $reason }
verdict-tool-blocked-silent = La llamada a { $tool } se bloquea, pero Claude no sabe por qué.
verdict-tool-denied-rule-over-hook = La llamada a { $tool } se bloquea: un hook la permitía, pero una regla deny pesa más que los hooks.
verdict-tool-denied-rule = Una regla deny bloquea la llamada a { $tool }.
verdict-tool-denied = La llamada a { $tool } se rechaza; lo decide { $by }.
verdict-tool-asks-over-hook = Se sigue pidiendo permiso al usuario para { $tool }: el allow de un hook no anula una regla ask.
verdict-tool-asks-hook-error = Se pide al usuario que apruebe { $tool }: el código { $code } es un error no bloqueante que solo aparece como aviso de error del hook.
verdict-tool-asks = Se pide al usuario que apruebe la llamada a { $tool }.
verdict-tool-deferred = La llamada a { $tool } queda aplazada: la sesión espera una decisión externa.
verdict-tool-runs-rewritten = La llamada a { $tool } se ejecuta con la entrada que reescribió un hook.
verdict-tool-runs-hook-error = La llamada a { $tool } sigue adelante: el código { $code } es un error no bloqueante, así que el mensaje del hook solo le llega al usuario como aviso de error.
verdict-tool-runs-timeout = La llamada a { $tool } sigue adelante: el hook agotó su tiempo y un hook colgado no bloquea nada.
verdict-tool-allowed-by-hook = Un hook aprueba la llamada a { $tool }, que se ejecuta sin preguntar.
verdict-tool-runs = La llamada a { $tool } sigue adelante; los hooks no decidieron nada.
verdict-permission-granted = Un hook responde que sí al diálogo de permiso de { $tool }.
verdict-permission-refused = Un hook deniega el permiso para { $tool }; Claude recibe: { $reason }
verdict-permission-dialog = El usuario ve el diálogo de permiso de { $tool } como siempre.
verdict-prompt-erased = El prompt se borra: Claude nunca lo ve.
verdict-prompt-context = El prompt pasa, con el texto del hook añadido como contexto para Claude.
verdict-keeps-working = Claude sigue trabajando: un hook { $event } bloqueó el final del turno ({ $reason }).
verdict-stop-cap = { $count ->
    [one] Claude se detiene igualmente: { $count } bloqueo seguido alcanza el límite.
   *[other] Claude se detiene igualmente: { $count } bloqueos seguidos alcanzan el límite.
}
verdict-turn-ends = El turno termina con normalidad: ningún hook { $event } retuvo a Claude.
verdict-loop-stopped = El bucle agéntico se detiene tras este lote, antes de la siguiente llamada de Claude al modelo; el aviso se queda en la conversación: { $reason }
verdict-output-replaced = Claude ve el resultado de { $tool } tal como lo reescribió el hook.
verdict-post-feedback = Tras la llamada a { $tool }, Claude lee: { $text }
verdict-session-end-cancelled = La sesión se cierra antes de que termine { $handler }: los hooks de SessionEnd comparten un presupuesto de { $budget } ms.
verdict-session-end-finished = Todos los hooks de SessionEnd terminan antes de que se cierre la sesión.
verdict-event-blocked = Un hook bloquea { $event }.
verdict-context-added = { $event } sigue su curso y Claude recibe el texto del hook como contexto.
verdict-hook-error = No se bloquea nada: el código { $code } en { $event } es un error no bloqueante del que se avisa al usuario.
verdict-hook-timeout = No se bloquea nada: el hook de { $event } agotó su tiempo y su salida se descarta.
verdict-debug-only = El hook se ejecutó, pero su salida solo llega al log de depuración: Claude nunca la ve.
verdict-no-effect = Los hooks de { $event } se ejecutaron y no cambiaron nada.
