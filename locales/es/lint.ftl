# hooklab lint: un mensaje y una sugerencia por regla (los placeables son los args del diagnóstico;
# las reglas con varios mensajes eligen según $variant), y después las palabras propias del linter.

lint-h000 = Este archivo no es JSON válido ({ $json }), así que Claude Code no lee ninguno de sus hooks.
lint-h000-hint = Corrige la sintaxis en este punto; mientras siga mal, el resto del archivo no se puede leer.

lint-h001 = exit { $code } no bloquea { $event }: solo exit 2 bloquea. Esta rama parece pensada para bloquear, pero Claude Code trata exit { $code } como un error no bloqueante y sigue adelante.
lint-h001-hint = Sal con exit 2 y el motivo en stderr, o imprime una decisión en JSON y sal con exit 0.

lint-h002 = El mensaje va a stdout y luego el script sale con exit 2: con exit 2, Claude Code ignora el texto de stdout y Claude ve «No stderr output» en lugar del motivo.
lint-h002-hint = Manda el mensaje a stderr (echo "..." >&2) antes de exit 2.

lint-h003 = JSON en stdout junto con exit 2 en { $event }: exit 2 bloquea diga lo que diga el JSON, incluso «allow», así que las dos señales pueden contradecirse.
lint-h003-hint = Elige una: exit 0 con una decisión en JSON, o exit 2 con el motivo en stderr.

lint-h004 = { $variant ->
    [typo] El matcher «{ $matcher }» en { $event } no nombra nada que Claude Code conozca, así que nunca coincide.
   *[other] El matcher «{ $matcher }» en { $event } nunca coincide: los matchers distinguen mayúsculas de minúsculas y el nombre es «{ $expected }».
}
lint-h004-hint = { $variant ->
    [typo] ¿Quisiste decir «{ $expected }»?
   *[other] Escribe «{ $expected }».
}

lint-h005 = { $variant ->
    [hyphen] Con Claude Code { $version }, el guion convierte «{ $matcher }» en una regex sin anclar que también se dispara con nombres más largos que la contienen; desde 2.1.195 es un nombre exacto.
    [plugin] En un plugin, las herramientas de un servidor incluido en el plugin se llaman mcp__plugin_<plugin>_{ $server }__<herramienta>, así que el matcher «{ $matcher }», escrito con el nombre del servidor a secas, nunca se dispara para ellas.
   *[other] El matcher «{ $matcher }» solo nombra el servidor MCP; un nombre hecho de letras, dígitos y _ tiene que ser igual al nombre completo de la herramienta, y las herramientas MCP se llaman mcp__{ $server }__<herramienta>, así que no coincide con ninguna.
}
lint-h005-hint = { $variant ->
    [hyphen] Escribe lo que quieres decir en cualquier versión: «^{ $matcher }$» para el nombre exacto, o «^{ $matcher }__.*» para todas las herramientas de un servidor MCP.
    [plugin] Usa «mcp__plugin_<nombre-del-plugin>_{ $server }__.*»; deja el nombre a secas solo para un servidor configurado fuera del plugin.
   *[other] Usa «mcp__{ $server }__.*» para abarcar todas las herramientas de ese servidor.
}

lint-h006 = { $variant ->
    [comma] Antes de 2.1.191 una lista con comas no es una lista: con Claude Code { $version }, «{ $matcher }» es una regex con la que no coincide ningún nombre de herramienta, así que el hook nunca se dispara.
    [refused] El matcher «{ $matcher }» repite un grupo que ya contiene un cuantificador o un |, un patrón cuya prueba puede no terminar nunca; Hooklab lo rechaza, así que aquí nunca coincide.
    [too-long] El matcher «{ $matcher }» supera los 1000 caracteres, demasiado largo para probarlo con seguridad; nunca coincide.
    [invalid] El matcher «{ $matcher }» no es una expresión regular de JavaScript válida, así que nunca coincide.
   *[other] El matcher «{ $matcher }» es una regex, y los matchers regex no van anclados: también coincide con { $extra }.
}
lint-h006-hint = { $variant ->
    [comma] Separa los nombres con |: «{ $anchored }».
    [refused] Expresa lo mismo sin el grupo repetido, por ejemplo con nombres exactos separados por |.
    [too-long] Acórtalo, por ejemplo apuntando a un prefijo común como «^mcp__server__.*».
    [invalid] Corrige el patrón o enumera nombres exactos separados por |.
   *[other] Ancla el patrón: «{ $anchored }».
}

lint-h007 = { $event } no admite matchers: «{ $matcher }» se ignora y este hook se ejecuta siempre.
lint-h007-hint = Quita el matcher y, si hace falta, filtra dentro del script.

lint-h008 = { $variant ->
    [root] El nivel superior de este archivo es { $found }, no un objeto, así que Claude Code no lee ningún hook de él.
    [wrapper] «{ $event }» está en el nivel superior del archivo; los eventos de hooks solo se leen dentro del objeto «hooks».
    [duplicate] El evento «{ $event }» aparece dos veces en este objeto; solo se conserva el último, así que estos hooks no se ejecutan nunca.
    [case] Evento desconocido «{ $event }»: los nombres de eventos distinguen mayúsculas de minúsculas, así que estos hooks no se ejecutan nunca.
    [unknown-near] Evento desconocido «{ $event }»: Claude Code lo omite, así que estos hooks no se ejecutan nunca.
    [unknown] Evento desconocido «{ $event }»: Claude Code lo omite, así que estos hooks no se ejecutan nunca.
    [matcher-type] El matcher es { $found }, no una cadena: Claude Code omite este grupo y sus hooks no se ejecutan nunca.
    [flat] Esta entrada de { $event } es un handler sin su grupo de matcher, así que Claude Code la omite.
    [hooks-missing] Este grupo de matcher de { $event } no tiene lista «hooks», así que no se ejecuta nada.
    [type-missing] Este handler no tiene «type», así que Claude Code lo omite.
    [type-unknown] Tipo de handler desconocido «{ $type }», así que Claude Code omite este handler.
    [command-missing] Este handler de tipo command no tiene ningún comando que ejecutar.
    [not-array] Aquí se esperaba un array y hay { $found }, así que Claude Code omite esta entrada.
   *[other] Aquí se esperaba un objeto y hay { $found }, así que Claude Code omite esta entrada.
}
lint-h008-hint = { $variant ->
    [root] Empieza el archivo con {"{"} "hooks": {"{"} ... {"}"} {"}"}.
    [wrapper] Muévelo a "hooks": {"{"} "{ $event }": [ ... ] {"}"}.
    [duplicate] Junta las dos listas en una sola entrada «{ $event }».
    [case] Escribe «{ $expected }».
    [unknown-near] ¿Quisiste decir «{ $expected }»?
    [unknown] Usa un evento de la referencia de hooks, como PreToolUse, PostToolUse o Stop.
    [matcher-type] Escribe el matcher como cadena («Bash», «Edit|Write») u omítelo para abarcarlo todo.
    [flat] Envuélvelo: {"{"} "matcher": "...", "hooks": [ este handler ] {"}"}.
    [hooks-missing] Añade "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ].
    [type-missing] Añade "type": "command" (o http, mcp_tool, prompt, agent).
    [type-unknown] Usa command, http, mcp_tool, prompt o agent.
    [command-missing] Añade "command": "...".
    [not-array] Sigue la forma {"{"} "hooks": {"{"} "Event": [ {"{"} "matcher": "...", "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ] {"}"} ] {"}"} {"}"}.
   *[other] Sigue la forma {"{"} "hooks": {"{"} "Event": [ {"{"} "matcher": "...", "hooks": [ {"{"} "type": "command", "command": "..." {"}"} ] {"}"} ] {"}"} {"}"}.
}

lint-h009 = { $variant ->
    [unquoted] «{ $script }» no está entre comillas: una ruta de proyecto con un espacio se parte en varias palabras y el hook falla.
   *[other] El comando ejecuta «{ $script }» con una ruta relativa, que se resuelve desde el directorio actual: en cuanto Claude hace cd, el script ya no se encuentra y el hook deja de funcionar.
}
lint-h009-hint = { $variant ->
    [unquoted] Pon la variable entre comillas: "$CLAUDE_PROJECT_DIR"/ruta/al/script.
   *[other] Escribe "$CLAUDE_PROJECT_DIR"/{ $script } (con las comillas), o usa la forma exec con «args».
}

lint-h010 = { $variant ->
    [cmd-var] { $variable } es sintaxis de cmd.exe; los hooks se ejecutan en bash o PowerShell, que la dejan tal cual.
    [unquoted-root] «{ $script }» no está entre comillas: una ruta de instalación con espacios o barras invertidas rompe el comando.
   *[other] «{ $path }» usa barras invertidas; en Windows los hooks se ejecutan en Git Bash, que se las come (C:\Users se convierte en C:Users), y el comando no se encuentra.
}
lint-h010-hint = { $variant ->
    [cmd-var] Escribe en su lugar "$CLAUDE_PROJECT_DIR" o "${"{"}CLAUDE_PLUGIN_ROOT{"}"}".
    [unquoted-root] Ponla entre comillas: "${"{"}CLAUDE_PLUGIN_ROOT{"}"}"/ruta/al/script.
   *[other] Usa barras normales (C:/Users/...), la forma exec con «args», o "shell": "powershell".
}

lint-h011 = Este hook de { $event } puede bloquear pero nunca lee stop_hook_active, así que puede tener a Claude trabajando turno tras turno hasta que el límite de bloqueos de Claude Code corte el bucle.
lint-h011-hint = Lee stop_hook_active de stdin y, cuando valga true, sal con exit 0 sin bloquear.

lint-h012 = { $variant ->
    [tiny] Un timeout de { $timeout } s en SessionEnd casi no deja tiempo: lo más probable es que se cancele el hook.
    [capped] Los hooks de SessionEnd tienen 60 s como máximo, así que un timeout de { $timeout } s se recorta a 60.
    [plugin] El hook SessionEnd de un plugin corre dentro del presupuesto compartido de 1,5 s: los timeouts de los hooks de plugins no lo amplían, solo los de los archivos de configuración.
   *[other] Este hook de SessionEnd no tiene timeout, así que comparte el presupuesto por defecto de 1,5 s y se cancela si tarda más.
}
lint-h012-hint = { $variant ->
    [tiny] Súbelo a lo que el hook necesita de verdad (60 s como máximo).
    [capped] Mantén el trabajo de SessionEnd por debajo de 60 s, o define CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS.
    [plugin] Mantén este hook muy por debajo de 1,5 s, o pide a los usuarios que definan CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS.
   *[other] Dale un «timeout» explícito en segundos (hasta 60).
}

lint-h013 = El texto plano que un hook de { $event } escribe en stdout solo llega al log de depuración: Claude nunca lo ve.
lint-h013-hint = Imprime JSON con hookSpecificOutput.additionalContext, o sal con exit 2 y el texto en stderr.

lint-h014 = { $variant ->
    [newline] printf convierte el \n de este texto JSON en un salto de línea real, y el JSON deja de ser válido.
    [concat] Este JSON se arma pegando una variable de shell dentro de una cadena: una comilla o un salto de línea en el valor lo rompen.
    [several] Esto imprime un segundo documento JSON; Claude Code espera un único objeto JSON en stdout.
   *[other] Esto devuelve a stdout la propia entrada del hook (${ $variable }), justo donde Claude Code espera la respuesta del hook.
}
lint-h014-hint = { $variant ->
    [newline] Construye el JSON con jq -n --arg, o escribe el salto de línea como \\n.
    [concat] Constrúyelo con jq -n --arg nombre "$valor" '{"{"}...{"}"}'.
    [several] Junta los campos en un solo objeto e imprímelo una vez.
   *[other] Pasa la entrada a un comando con una tubería (echo "${ $variable }" | jq ...) e imprime solo tu respuesta.
}

lint-h015 = updatedInput sustituye toda la entrada de { $tool }, y a esta le falta { $missing }, así que la herramienta recibe una entrada rota.
lint-h015-hint = Parte de tool_input y cambia solo lo necesario, por ejemplo jq '.tool_input | .command = "..."'.

lint-h016 = { $variant ->
    [ask] Este hook puede responder allow, pero la regla ask «{ $rule }» de este archivo se sigue aplicando después: el allow de un hook nunca se salta una regla ask, así que se le preguntará al usuario igualmente.
   *[other] Este hook puede responder allow, pero la regla deny «{ $rule }» de este archivo se sigue aplicando después: el allow de un hook nunca anula una regla deny, así que la llamada se deniega igualmente.
}
lint-h016-hint = { $variant ->
    [ask] Cambia la regla si estas llamadas deben pasar, o responde ask desde el hook para que la intención quede clara.
   *[other] Cambia la regla si estas llamadas deben pasar, o responde deny desde el hook para que la intención quede clara.
}

lint-h017 = { $variant ->
    [manifest] plugin.json apunta «hooks» a { $file }, que Claude Code ya carga por defecto, así que cada uno de sus hooks se ejecuta dos veces.
   *[other] El mismo comando de { $event } también está definido en { $other }; la copia del plugin y la de la configuración se ejecutan las dos.
}
lint-h017-hint = { $variant ->
    [manifest] Quita el campo «hooks», o apúntalo a otro archivo.
   *[other] Deja solo una copia.
}

lint-h018 = Claude Code nunca define ${ $variable }: la entrada del hook llega como JSON por stdin, así que esto lee un valor vacío y el hook no hace nada.
lint-h018-hint = Lee stdin y analízalo, por ejemplo con jq -r '.tool_name' o json.load(sys.stdin).

lint-h019 = { $variant ->
    [type] timeout tiene que ser un número de segundos y aquí hay { $found }, así que Claude Code omite este handler.
    [nonpositive] Un timeout de { $timeout } no le deja al hook tiempo para ejecutarse.
   *[other] timeout va en segundos: { $timeout } es más de un cuarto de hora. Parecen milisegundos.
}
lint-h019-hint = { $variant ->
    [type] Escribe un número de segundos, por ejemplo "timeout": 30.
    [nonpositive] Escribe un número positivo de segundos, u omítelo para usar el valor por defecto.
   *[other] Si pensabas en milisegundos, escribe { $seconds }.
}

lint-h020 = «if» solo se evalúa en eventos de herramientas; en { $event }, un handler con «if» no se ejecuta nunca.
lint-h020-hint = Quita «if» y filtra dentro del script.

lint-h021 = { $variant ->
    [permissionrequest] PermissionRequest ignora permissionDecision: su respuesta va en hookSpecificOutput.decision.behavior.
   *[other] decision approve/block en el nivel superior de PreToolUse es la forma en desuso; todavía funciona, pero es fácil equivocarse con ella.
}
lint-h021-hint = { $variant ->
    [permissionrequest] Devuelve {"{"}"hookSpecificOutput": {"{"}"hookEventName": "PermissionRequest", "decision": {"{"}"behavior": "allow"{"}"}{"}"}{"}"}.
   *[other] Devuelve hookSpecificOutput.permissionDecision (allow, deny, ask) con permissionDecisionReason.
}

lint-h022 = { $variant ->
    [handler-type] { $event } no acepta handlers de tipo { $type } (solo { $allowed }), así que este handler se rechaza.
    [field] { $field } no es una salida de { $event }, así que aquí no tiene ningún efecto.
    [worktree-json] Un hook de comando de WorktreeCreate no puede responder con JSON: Claude Code lee su stdout como la ruta del nuevo worktree.
    [worktree-path] Este script de WorktreeCreate nunca imprime la ruta del worktree, así que la creación falla.
   *[other] { $event } ignora la salida y el código de salida del hook, así que esta decisión no tiene ningún efecto.
}
lint-h022-hint = { $variant ->
    [handler-type] Usa aquí un handler command, o lleva esta comprobación a un evento que acepte handlers de tipo { $type }.
    [field] Usa los campos de salida que la referencia de hooks indica para { $event }.
    [worktree-json] Imprime solo la ruta absoluta del nuevo worktree, en la última línea.
    [worktree-path] Imprime en stdout la ruta absoluta del nuevo worktree, en la última línea.
   *[other] Usa este evento solo para registros o notificaciones.
}

lint-h023 = En { $event }, un exit 2 con un mensaje tipo «no such file» en stderr y stdout vacío se toma por un script que falta, así que no bloquea.
lint-h023-hint = Cambia el mensaje para que no diga «no such file» ni «can't open».

lint-h024 = Este hook async corre en segundo plano: su decisión, su código de salida bloqueante o continue: false no tienen ningún efecto.
lint-h024-hint = Quita async para que el hook corra antes de la acción, o déjalo async solo para registrar.
